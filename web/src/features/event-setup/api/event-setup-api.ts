import {
  attendeeFieldSchema,
  validateBody,
  type AforoEvent,
  type AttendeeFieldInput,
} from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';

/** The event set-up writes of this feature: all through the API, which validates them again. */
const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** GET /api/events/{id}: the event as stored, for the set-up forms that re-read after saving. */
export function loadEvent(eventId: string): Promise<AforoEvent> {
  return apiFetch<AforoEvent>(eventPath(eventId));
}

/** PUT /api/events/{id}: a partial edit laid over the stored event (part 2 §7 "Event"). */
export async function updateEvent(eventId: string, body: Partial<AforoEvent>): Promise<void> {
  await apiFetch(eventPath(eventId), { method: 'PUT', body: JSON.stringify(body) });
}

const fieldsPath = (eventId: string) => `${eventPath(eventId)}/userproperties`;

/** Create (id null) or edit one attendee field, checked with the domain schema first. */
export async function saveField(
  eventId: string,
  id: string | null,
  values: AttendeeFieldInput,
): Promise<void> {
  const body = JSON.stringify(await validateBody(attendeeFieldSchema, values));
  await apiFetch(
    id === null ? fieldsPath(eventId) : `${fieldsPath(eventId)}/${encodeURIComponent(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body,
    },
  );
}

export async function deleteField(eventId: string, id: string): Promise<void> {
  await apiFetch(`${fieldsPath(eventId)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
