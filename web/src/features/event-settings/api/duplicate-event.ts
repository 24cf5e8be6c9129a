import {
  eventDuplicateSchema,
  validateBody,
  type AforoEvent,
  type EventDuplicateInput,
} from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/events/{id}/duplicate: the new event, with the source's set-up and content. */
export async function duplicateEvent(
  eventId: string,
  values: EventDuplicateInput,
): Promise<AforoEvent> {
  const body = JSON.stringify(await validateBody(eventDuplicateSchema, values));
  return apiFetch<AforoEvent>(`/api/events/${encodeURIComponent(eventId)}/duplicate`, {
    method: 'POST',
    body,
  });
}
