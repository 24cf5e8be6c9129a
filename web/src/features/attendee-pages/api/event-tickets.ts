import type { AforoEvent } from '@aforo/domain';
import { useApiQuery } from '../../../lib/use-api-query';

/**
 * The event as GET /api/events/{id} answers it: the registration summary lacks the ticket list
 * and the sales stages a ticket card names.
 */
export function useEventDetails(eventId: string) {
  return useApiQuery<AforoEvent>(`/api/events/${encodeURIComponent(eventId)}`);
}
