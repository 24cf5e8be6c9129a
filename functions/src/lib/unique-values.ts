import { uniqueValueMessage, type AforoEvent, type AttendeeField } from '@aforo/domain';
import type { WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';
import { conflict, type HttpError } from './http-error';
import { normalizeEmail, uniqueFields } from './attendee-policy';
import {
  attendeesWithValues,
  EMAIL_KEY,
  indexCoverage,
  uniqueValueRef,
  type IndexCoverage,
} from './attendee-lookup';

/*
 * Unique attendee values (the e-mail and fields marked unique): an index document per value,
 * created with the record in its batch, so of two racing writes one wins.
 */

/** What unique values compare by: text trimmed and lower-cased, numbers as their text. */
function uniqueKey(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return key === '' ? null : key;
}

const uniqueError = (field: AttendeeField) => {
  const message = uniqueValueMessage(field.label || field.name);
  return conflict(message, { [`properties.${field.name}`]: message });
};

/** One record's claim on unique values: who holds them, before and after the change. */
export interface UniqueClaim {
  index: number;
  /** The record's id, or any key naming the same new record. */
  holder: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/**
 * The claims refused because another record holds the value: a stored record (found by query,
 * so records written before the index existed count too), an index document, or an earlier claim
 * of the same call. Only values that change are checked, so an old duplicate never blocks an
 * unrelated edit.
 */
export async function uniqueValueErrors(
  eventId: string,
  event: AforoEvent,
  claims: readonly UniqueClaim[],
  coverage?: IndexCoverage,
): Promise<Map<number, HttpError>> {
  // Where the index covers a field, its documents alone say who holds a value (no query).
  const covered = (coverage ?? (await indexCoverage(event, eventId))).fields;
  const errors = new Map<number, HttpError>();
  for (const field of uniqueFields(event)) {
    const changed = claims.flatMap((claim) => {
      const key = uniqueKey(claim.after[field.name]);
      const raw = claim.after[field.name];
      return key !== null &&
        key !== uniqueKey(claim.before?.[field.name]) &&
        !errors.has(claim.index)
        ? [{ claim, key, raw: raw as string | number }]
        : [];
    });
    if (changed.length === 0) continue;
    // The stored text may differ from the key in case or spaces: ask for each spelling seen.
    const values = [...new Set(changed.flatMap(({ raw, key }) => [raw, key, String(raw).trim()]))];
    const [stored, indexSnaps] = await Promise.all([
      covered.has(field.name)
        ? []
        : attendeesWithValues(eventId, `properties.${field.name}`, values),
      db.getAll(...changed.map(({ key }) => uniqueValueRef(eventId, field.name, key))),
    ]);
    const holders = new Map<string, string>();
    for (const attendee of stored) {
      const key = uniqueKey(attendee.properties[field.name]);
      if (key !== null) holders.set(key, attendee._id);
    }
    for (const snap of indexSnaps) {
      const holder: unknown = snap.get('attendee_id');
      const key: unknown = snap.get('key');
      if (typeof holder === 'string' && typeof key === 'string') holders.set(key, holder);
    }
    for (const { claim, key } of changed) {
      const holder = holders.get(key);
      if (holder !== undefined && holder !== claim.holder)
        errors.set(claim.index, uniqueError(field));
      else holders.set(key, claim.holder);
    }
  }
  return errors;
}

/** Moves a record's unique values in its batch: the new value's index is created, never replaced. */
export function writeUniqueValues(
  batch: WriteBatch,
  eventId: string,
  fields: readonly AttendeeField[],
  attendeeId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): void {
  // The e-mail's entry is a lookup, not a guard (the e-mail lookup keeps e-mails unique): it is
  // set, so a lost race never fails the batch with another field's message.
  const [oldEmail, nextEmail] = [normalizeEmail(before?.email), normalizeEmail(after.email)];
  if (oldEmail !== nextEmail) {
    if (oldEmail !== null) batch.delete(uniqueValueRef(eventId, EMAIL_KEY, oldEmail));
    if (nextEmail !== null) {
      batch.set(uniqueValueRef(eventId, EMAIL_KEY, nextEmail), {
        attendee_id: attendeeId,
        event_id: eventId,
        field: EMAIL_KEY,
        key: nextEmail,
      });
    }
  }
  for (const field of fields) {
    const [old, next] = [uniqueKey(before?.[field.name]), uniqueKey(after[field.name])];
    if (old === next) continue;
    if (old !== null) batch.delete(uniqueValueRef(eventId, field.name, old));
    if (next !== null) {
      batch.create(uniqueValueRef(eventId, field.name, next), {
        attendee_id: attendeeId,
        event_id: eventId,
        field: field.name,
        key: next,
      });
    }
  }
}

/** gRPC ALREADY_EXISTS: a create lost the race for its document. */
const ALREADY_EXISTS = 6;

/**
 * Commits writes that create unique-value indexes: when a concurrent request took a value between
 * the check and the commit, the batch fails as a whole and the caller is told, never a 500.
 */
export async function commitUniqueValues(
  event: AforoEvent,
  commit: () => Promise<unknown>,
): Promise<void> {
  try {
    await commit();
  } catch (err) {
    const code: unknown = typeof err === 'object' && err !== null ? Reflect.get(err, 'code') : null;
    const field = uniqueFields(event)[0];
    if (code === ALREADY_EXISTS && field) throw uniqueError(field);
    throw err;
  }
}
