import type { Attendee, PropertyValue } from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';

/** Adding, editing and deleting attendees needs the API (accounts, uniqueness, counters). */
export function createAttendee(
  eventId: string,
  body: { properties: Record<string, PropertyValue>; checked_in: boolean },
) {
  return apiFetch<{ _id: string; data?: Partial<Attendee> }>(
    `/api/events/${encodeURIComponent(eventId)}/eventusers`,
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
}

export function updateAttendee(
  eventId: string,
  attendeeId: string,
  body: { properties: Record<string, PropertyValue> },
) {
  return apiFetch<Attendee>(
    `/api/events/${encodeURIComponent(eventId)}/eventusers/${encodeURIComponent(attendeeId)}`,
    { method: 'PUT', body: JSON.stringify(body) },
  );
}

export function deleteAttendee(eventId: string, attendeeId: string) {
  return apiFetch<{ message: string }>(
    `/api/events/${encodeURIComponent(eventId)}/eventusers/${encodeURIComponent(attendeeId)}`,
    { method: 'DELETE' },
  );
}
