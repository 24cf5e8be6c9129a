import { LIST_FIELD_TYPES, type AforoEvent, type AttendeeField } from '@aforo/domain';
import type { EventAccess } from './access';
import { chunks } from './accounts';
import { refs } from './refs';
import { normalizeEmail } from './attendee-policy';
import { IN_CHUNK } from './attendee-lookup';

/** justonebyattendee list fields: an option belongs to one attendee at a time. */
export function singleOptionFields(event: AforoEvent): AttendeeField[] {
  return event.user_properties.filter(
    (field) => field.justonebyattendee && LIST_FIELD_TYPES.includes(field.type),
  );
}

/** Who holds each option value of a single-option field: {field: {value: holder e-mail}}. */
export async function optionHolders(
  eventId: string,
  field: string,
  values: readonly string[],
): Promise<Map<string, string>> {
  const snaps = await Promise.all(
    chunks([...new Set(values)], IN_CHUNK).map((chunk) =>
      refs.attendees(eventId).where(`properties.${field}`, 'in', chunk).get(),
    ),
  );
  const holders = new Map<string, string>();
  for (const doc of snaps.flatMap((snap) => snap.docs)) {
    const attendee = doc.data();
    const value = attendee.properties[field];
    const email = normalizeEmail(attendee.properties.email);
    if (typeof value === 'string' && email) holders.set(value, email);
  }
  return holders;
}

/** {field: holder e-mail} for the single-option values in `properties` someone already holds. */
export async function optionHoldersFor(
  access: EventAccess,
  properties: Record<string, unknown>,
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (const field of singleOptionFields(access.event)) {
    const value = properties[field.name];
    if (typeof value !== 'string' || value === '') continue;
    const holder = (await optionHolders(access.eventId, field.name, [value])).get(value);
    if (holder !== undefined) taken.set(field.name, holder);
  }
  return taken;
}
