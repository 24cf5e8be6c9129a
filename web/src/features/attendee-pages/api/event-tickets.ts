import type { AforoEvent } from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The event as GET /api/events/{id} answers it: the registration summary lacks the ticket list
 * and the sales stages a ticket card names.
 */
export function useEventDetails(eventId: string) {
  // The answer depends on who asks (a private event's members).
  const uid = useSession().user?.uid ?? '';
  return useApiRead<AforoEvent>(
    queryKeys.eventDetails(eventId, uid),
    `/api/events/${encodeURIComponent(eventId)}`,
  );
}

/** Mails the caller's ticket of an event again (QR, PDF, .ics), to the registration's e-mail. */
export function resendTicket(eventId: string) {
  return apiFetch<{ message: string; email: string }>(
    `/api/me/eventusers/event/${encodeURIComponent(eventId)}/ticket-mail`,
    { method: 'POST' },
  );
}
