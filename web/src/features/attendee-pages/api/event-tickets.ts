import type { AforoEvent } from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/**
 * The event as GET /api/events/{id} answers it: the registration summary lacks the ticket list
 * and the sales stages a ticket card names.
 */
export function useEventDetails(eventId: string) {
  return useApiQuery<AforoEvent>(`/api/events/${encodeURIComponent(eventId)}`);
}

/** Mails the caller's ticket of an event again (QR, PDF, .ics), to the registration's e-mail. */
export function resendTicket(eventId: string) {
  return apiFetch<{ message: string; email: string }>(
    `/api/me/eventusers/event/${encodeURIComponent(eventId)}/ticket-mail`,
    { method: 'POST' },
  );
}
