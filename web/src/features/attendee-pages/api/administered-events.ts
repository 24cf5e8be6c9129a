import type { AforoEvent } from '@aforo/domain';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** The most events the list asks GET /api/me/contributors/events for. */
export const ADMINISTERED_EVENTS_LIMIT = 50;

export type AdministeredEvent = Pick<
  AforoEvent,
  '_id' | 'name' | 'datetime_from' | 'datetime_to' | 'time_zone'
>;

/**
 * The events the signed-in user administers or works on as staff: its own,
 * its organizations' and those whose staff it belongs to.
 */
export function useAdministeredEvents(uid: string) {
  return useApiRead<{ data: AdministeredEvent[] }>(
    queryKeys.user.administeredEvents(uid),
    `/api/me/contributors/events?pageSize=${ADMINISTERED_EVENTS_LIMIT}`,
  );
}
