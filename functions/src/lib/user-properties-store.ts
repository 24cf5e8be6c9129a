import { MESSAGES, conditionsWithoutField, type AttendeeField } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { conflict } from './http-error';
import { refs } from './refs';
import type { Item, ResourceStore } from './resource-store';
import { fieldError } from './validate';

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
 * A field list is one document that several admins may rewrite at the same moment: each loser of
 * a conflict retries on the list as it now is. The SDK's default of 5 attempts gives up under
 * about twenty simultaneous edits (seen on the emulator as "Transaction lock timeout"); every
 * attempt is a short read-modify-write, so more attempts cost only time.
 */
const LIST_TRANSACTION = { maxAttempts: 25 };

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
  }, LIST_TRANSACTION);
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

/**
 * An organization's member fields (Configuración miembros) are one list in its document, as an
 * event's are: each change reads and rewrites the list in one transaction, so two admins editing
 * at once both keep theirs (the client used to send the whole list it had loaded). `change`
 * returns the new list, or null when there is nothing to change (a missing field); the checks it
 * makes run on the list it rewrites.
 */
async function rewriteOrganizationFields(
  orgId: string,
  change: (fields: AttendeeField[]) => AttendeeField[] | null,
): Promise<boolean> {
  const ref = refs.organization(orgId);
  return db.runTransaction(async (tx) => {
    const organization = (await tx.get(ref)).data();
    if (!organization) return false;
    const next = change(organization.user_properties);
    if (next === null) return false;
    tx.update(ref, { user_properties: next, updated_at: FieldValue.serverTimestamp() });
    return true;
  }, LIST_TRANSACTION);
}

/** The event's fields have the same bound (routes/resources.ts). */
const MAX_FIELDS = 200;

/** A name another field of the list already has: refused on the dialog's name field. */
function refuseRepeatedName(fields: readonly AttendeeField[], name: string, id: string | null) {
  if (fields.some((field) => field.name === name && fieldIdOf(field) !== id)) {
    throw fieldError('name', MESSAGES.repeatedFieldNames);
  }
}

export const organizationFields = {
  /** Appends a field with a new id; false when the organization does not exist. */
  add(orgId: string, value: AttendeeField, id: string): Promise<boolean> {
    return rewriteOrganizationFields(orgId, (fields) => {
      refuseRepeatedName(fields, value.name, null);
      if (fields.length >= MAX_FIELDS) throw conflict('No se permiten más de 200 datos');
      return [...fields, { ...value, _id: id }];
    });
  },
  /** Replaces the field with this id in place (its id kept); false when there is none. */
  update(orgId: string, id: string, value: AttendeeField): Promise<boolean> {
    return rewriteOrganizationFields(orgId, (fields) => {
      const index = fields.findIndex((field) => fieldIdOf(field) === id);
      const stored = fields[index];
      if (!stored) return null;
      refuseRepeatedName(fields, value.name, id);
      const next = [...fields];
      next[index] = { ...value, ...(stored._id ? { _id: stored._id } : {}) };
      return next;
    });
  },
  /** Removes the field with this id; false when there is none. */
  remove(orgId: string, id: string): Promise<boolean> {
    return rewriteOrganizationFields(orgId, (fields) => {
      const next = fields.filter((field) => fieldIdOf(field) !== id);
      return next.length === fields.length ? null : next;
    });
  },
};
