import type { AforoEvent, Attendee, AttendeeField, PropertyValue } from '@aforo/domain';
import { LIST_FIELD_TYPES } from '@aforo/domain';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

type Properties = Record<string, PropertyValue>;
const ev = (eventId: string) => encodeURIComponent(eventId);

/** Whether an e-mail is registered to the event (spec part 3 §7 registration status). */
export async function isRegistered(eventId: string, email: string): Promise<boolean> {
  const answer = await apiFetch<{ data: unknown[] }>(
    `/api/events/${ev(eventId)}/registrationstatus?email=${encodeURIComponent(email)}`,
  );
  return answer.data.length > 0;
}

export interface RegisterAnswer {
  status: 'CREATED' | 'UPDATED';
  _id: string;
  /** A one-time custom token, only for an account the registration created (no validation). */
  token?: string;
}

/**
 * Creates the registration and its account, or updates the caller's own; the API queues the
 * access (validation) mail either way.
 */
export function register(eventId: string, properties: Properties) {
  return apiFetch<RegisterAnswer>(`/api/events/${ev(eventId)}/adduserwithemailvalidation`, {
    method: 'POST',
    body: JSON.stringify({ properties }),
  });
}

export function updateOwnRegistration(eventId: string, attendeeId: string, properties: Properties) {
  return apiFetch<Attendee>(
    `/api/events/${ev(eventId)}/eventusers/${encodeURIComponent(attendeeId)}`,
    { method: 'PUT', body: JSON.stringify({ properties }) },
  );
}

/** Moves the ticket to another person (spec part 3 §4.1); the path keeps the spec's spelling. */
export function transferTicket(eventId: string, attendeeId: string, properties: Properties) {
  return apiFetch<{ status: 'TRANSFERRED' }>(
    `/api/eventusers/${ev(eventId)}/tranfereventuser/${encodeURIComponent(attendeeId)}`,
    { method: 'POST', body: JSON.stringify({ properties }) },
  );
}

/** Whether another attendee holds this option of a justonebyattendee list (409 = taken). */
async function isOptionTaken(eventId: string, fieldId: string, value: string): Promise<boolean> {
  try {
    await apiFetch(
      `/api/events/${ev(eventId)}/userproperties/${encodeURIComponent(fieldId)}/RegisterListFieldOptionTaken`,
      { method: 'PUT', body: JSON.stringify({ value }) },
    );
    return false;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) return true;
    throw error;
  }
}

/**
 * The options other attendees already hold, by field name, for the event's single-choice lists
 * with justonebyattendee. The API answers one option at a time, so they are asked in parallel.
 */
export async function takenOptionsOf(event: AforoEvent): Promise<Record<string, string[]>> {
  const limited = event.user_properties.filter(
    (field) => field.justonebyattendee && LIST_FIELD_TYPES.includes(field.type),
  );
  const entries = await Promise.all(
    limited.map(async (field: AttendeeField) => {
      // The API addresses a field by its _id, or by its name when it has none.
      const fieldId = field._id ?? field.name;
      const checks = await Promise.all(
        field.options.map(async (option) =>
          (await isOptionTaken(event._id, fieldId, option.value)) ? option.value : null,
        ),
      );
      return [field.name, checks.filter((v): v is string => v !== null)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
