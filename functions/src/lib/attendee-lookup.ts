import { createHash } from 'node:crypto';
import { type AforoEvent, type Attendee } from '@aforo/domain';
import type { WriteBatch } from 'firebase-admin/firestore';
import { chunks } from './accounts';
import { db } from './firebase';
import { refs } from './refs';
import { normalizeEmail, uniqueFields } from './attendee-policy';

/*
 * Finding an event's attendee records by e-mail (through the unique-value index when it covers
 * the event, by bounded `in` queries otherwise), the index's coverage, and account markers.
 */

/** Firestore's `in` takes at most 30 values. */
export const IN_CHUNK = 30;

/**
 * A lookup of this many e-mails reads the whole event instead when it has at most SCAN_FACTOR
 * records per e-mail: one query instead of up to 17 `in` queries, and far faster on the emulator,
 * whose queries scan the collection each. A large event is always looked up by `in` queries, so
 * an import never reads 50,000 records to find 500.
 */
const SCAN_FACTOR = 4;

/**
 * The event's attendees whose `path` holds one of `values`: `in` queries of 30, or one read of the
 * whole collection when it is small for this many values (see SCAN_FACTOR). Callers filter again.
 */
export async function attendeesWithValues(
  eventId: string,
  path: string,
  values: readonly (string | number)[],
): Promise<Attendee[]> {
  const collection = refs.attendees(eventId);
  const small =
    values.length > IN_CHUNK &&
    (await collection.count().get()).data().count <= values.length * SCAN_FACTOR;
  if (small) return (await collection.get()).docs.map((doc) => doc.data());
  const snaps = await Promise.all(
    chunks(values, IN_CHUNK).map((chunk) => collection.where(path, 'in', chunk).get()),
  );
  return snaps.flatMap((snap) => snap.docs.map((doc) => doc.data()));
}

/**
 * The e-mail index: `unique_values/email_{hash}` names the record holding each lower-cased
 * e-mail, written in the batch of every record the API creates, re-addresses or deletes (see
 * writeUniqueValues). The marker says that every record of the event has its index entries (the
 * event had no records when the API first wrote one), so lookups may trust the index instead of
 * querying the records: the emulator answers a query by scanning the whole collection, which made
 * a 10,000-row import slower with every batch (a 250-row lookup went from 0.3 s to 20 s).
 * Events with records written before the index (or by the seed) keep the queries.
 */
export const EMAIL_KEY = 'email';
const INDEX_MARKER = '_index_complete';

/**
 * What the event's index covers: every record's e-mail (`emails`), and the unique `fields` that
 * have been unique since the marker was written (a field made unique later has records without
 * entries: its check keeps the query). No marker: everything is queried.
 */
export interface IndexCoverage {
  emails: boolean;
  fields: ReadonlySet<string>;
}

const NO_INDEX: IndexCoverage = { emails: false, fields: new Set() };
const markerRef = (eventId: string) => refs.uniqueValue(eventId, INDEX_MARKER);

/** The index document of one unique value: created with the record, so a race has one winner. */
export const uniqueValueRef = (eventId: string, field: string, key: string) =>
  refs.uniqueValue(
    eventId,
    `${field}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
  );

/** Whether the event's e-mails are all in the index (the marker exists). */
async function emailsIndexed(eventId: string): Promise<boolean> {
  return (await markerRef(eventId).get()).exists;
}

/**
 * What the index covers for the event as configured now. A field that is no longer unique leaves
 * the marker for good (its entries stop being written), so making it unique again brings its
 * queries back. Every check of unique values comes here before its write.
 */
export async function indexCoverage(event: AforoEvent, eventId: string): Promise<IndexCoverage> {
  const marker = await markerRef(eventId).get();
  if (!marker.exists) return NO_INDEX;
  const unique = uniqueFields(event).map((field) => field.name);
  const listed: unknown = marker.get('unique_fields');
  const fields = Array.isArray(listed)
    ? listed.filter((f): f is string => typeof f === 'string')
    : [];
  const kept = fields.filter((name) => unique.includes(name));
  if (kept.length < fields.length) await markerRef(eventId).update({ unique_fields: kept });
  return { emails: true, fields: new Set(kept) };
}

/**
 * The coverage for an import or a registration: the index is marked complete when the event has
 * no records yet (every record written from then on comes through the API, which indexes it).
 * Once marked it costs one document read.
 */
export async function coverageForWrite(event: AforoEvent, eventId: string): Promise<IndexCoverage> {
  const coverage = await indexCoverage(event, eventId);
  if (coverage.emails) return coverage;
  if ((await refs.attendees(eventId).limit(1).get()).size > 0) return NO_INDEX;
  const unique = uniqueFields(event).map((field) => field.name);
  await markerRef(eventId).set({ complete: true, event_id: eventId, unique_fields: unique });
  return { emails: true, fields: new Set(unique) };
}

/** The records the e-mail index names for these keys: point reads, whatever the event's size. */
async function indexedAttendees(
  eventId: string,
  field: string,
  keys: readonly string[],
): Promise<Attendee[]> {
  if (keys.length === 0) return [];
  const entries = await db.getAll(...keys.map((key) => uniqueValueRef(eventId, field, key)));
  const ids = [
    ...new Set(
      entries
        .map((snap) => snap.get('attendee_id') as unknown)
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
  if (ids.length === 0) return [];
  const records = await db.getAll(...ids.map((id) => refs.attendee(eventId, id)));
  return records.flatMap((snap) => {
    const attendee = snap.data();
    return attendee ? [attendee as Attendee] : [];
  });
}

/** Attendees of the event by lower-cased e-mail. */
export async function attendeesByEmail(
  eventId: string,
  emails: readonly string[],
  coverage?: IndexCoverage,
): Promise<Map<string, Attendee>> {
  const unique = [...new Set(emails)];
  const docs = (coverage ? coverage.emails : await emailsIndexed(eventId))
    ? await indexedAttendees(eventId, EMAIL_KEY, unique)
    : await attendeesWithValues(eventId, 'properties.email', unique);
  const wanted = new Set(unique);
  const found = new Map<string, Attendee>();
  for (const attendee of docs) {
    const email = normalizeEmail(attendee.properties.email);
    if (email && wanted.has(email) && !found.has(email)) found.set(email, attendee);
  }
  return found;
}

/** The marker the rules read to know that `uid` is an attendee of the event. */
export function setMarker(batch: WriteBatch, eventId: string, uid: string, attendeeId: string) {
  batch.set(refs.attendeeAccount(eventId, uid), {
    _id: uid,
    attendee_id: attendeeId,
    user_id: uid,
    event_id: eventId,
  });
}
