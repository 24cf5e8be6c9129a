import type { AforoEvent, Attendee } from '@aforo/domain';
import { useApiRead } from '../../../lib/api-query';
import { useSession } from '../../../lib/session/session-provider';
import { queryKeys } from '../../../lib/query-keys';

/** The most GET /api/me/eventUsers answers at once (functions/README.md). */
export const MY_REGISTRATIONS_LIMIT = 20;

export type RegistrationEvent = Pick<
  AforoEvent,
  '_id' | 'name' | 'datetime_from' | 'datetime_to' | 'picture'
> &
  // Optional: an API of before the summary carried the event's zone.
  Partial<Pick<AforoEvent, 'time_zone'>>;

/** One attendee record of the signed-in user, with the summary of its event. */
export type MyRegistration = Attendee & { event: RegistrationEvent };

/** The signed-in user's registrations with their events (spec part 1 §2.1, /my_events). */
export function useMyRegistrations() {
  const uid = useSession().user?.uid ?? '';
  return useApiRead<{ data: MyRegistration[] }>(
    queryKeys.user.registrations(uid),
    `/api/me/eventUsers?pageSize=${MY_REGISTRATIONS_LIMIT}`,
  );
}
