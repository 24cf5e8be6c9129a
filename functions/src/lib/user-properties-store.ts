import { conditionsWithoutField, type AttendeeField } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { refs } from './refs';
import type { Item, ResourceStore } from './resource-router';

/**
 * Attendee fields live inside the event (user_properties), not in a collection. The list API
 * addresses them by _id; fields written before ids existed (the seed's) by their unique name.
 */
export const fieldIdOf = (field: AttendeeField) => field._id ?? field.name;

const asItem = (field: AttendeeField): Item => ({ ...field, _id: fieldIdOf(field) });

/**
 * attendeeFieldSchema has no _id, so a validated user_properties list (an event or organization
 * PUT) comes back without the ids: give each field the id its namesake had.
 */
export function keepFieldIds(
  stored: readonly AttendeeField[],
  next: readonly AttendeeField[],
): AttendeeField[] {
  const ids = new Map(stored.flatMap((f) => (f._id ? [[f.name, f._id] as const] : [])));
  return next.map((field) => {
    const id = field._id ?? ids.get(field.name);
    return id ? { ...field, _id: id } : field;
  });
}

/**
 * Reads and rewrites the event's field list in one transaction, so concurrent edits never lose one.
 * The conditions of fields no longer in the list go with them: a condition naming a missing field
 * would hide or show nothing, or hide a field for good.
 */
async function rewrite(
  eventId: string,
  change: (fields: AttendeeField[]) => Promise<AttendeeField[] | null>,
): Promise<boolean> {
  const ref = refs.event(eventId);
  return db.runTransaction(async (tx) => {
    const event = (await tx.get(ref)).data();
    if (!event) return false;
    const next = await change(event.user_properties);
    if (next === null) return false;
    const kept = new Set(next.map((field) => field.name));
    const conditions = event.fields_conditions ?? [];
    const cleaned = event.user_properties
      .filter((field) => !kept.has(field.name))
      .reduce((list, gone) => conditionsWithoutField(list, gone.name), conditions);
    tx.update(ref, {
      user_properties: next,
      ...(cleaned.length === conditions.length ? {} : { fields_conditions: cleaned }),
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

export const userPropertiesStore: ResourceStore = {
  async list(eventId, { limit }) {
    const event = (await refs.event(eventId).get()).data();
    return (event?.user_properties ?? []).slice(0, limit).map(asItem);
  },
  async get(eventId, id) {
    const event = (await refs.event(eventId).get()).data();
    const field = event?.user_properties.find((f) => fieldIdOf(f) === id);
    return field ? asItem(field) : null;
  },
  async create(eventId, value) {
    const id = refs.events().doc().id;
    const { event_id: _eventId, ...field } = value;
    await rewrite(eventId, async (fields) => [...fields, { ...(field as AttendeeField), _id: id }]);
    return id;
  },
  async update(eventId, id, change) {
    return rewrite(eventId, async (fields) => {
      const index = fields.findIndex((f) => fieldIdOf(f) === id);
      const stored = fields[index];
      if (!stored) return null;
      const value: DocumentData = await change(asItem(stored));
      const next = [...fields];
      next[index] = { ...(value as AttendeeField), _id: fieldIdOf(stored) };
      return next;
    });
  },
  async remove(eventId, id) {
    return rewrite(eventId, async (fields) => {
      const next = fields.filter((f) => fieldIdOf(f) !== id);
      return next.length === fields.length ? null : next;
    });
  },
};
