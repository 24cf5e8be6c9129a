import { createHash, randomBytes } from 'node:crypto';
import {
  EVENT_ENDED_MESSAGE,
  LIMITS,
  LIST_FIELD_TYPES,
  OPTION_TAKEN_MESSAGE,
  addDeltas,
  attendeeCounterDelta,
  attendeeSchemaFor,
  isEventEnded,
  isGunCode,
  paths,
  shardOfAttendee,
  takePassword,
  uniqueValueMessage,
  type AforoEvent,
  type Attendee,
  type AttendeeField,
  type AttendeeProperties,
  type CounterDelta,
  type PropertyValue,
} from '@aforo/domain';
import type { WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { EventAccess } from './access';
import {
  accountsByEmail,
  chunks,
  ensureAccounts,
  existingAccount,
  type ResolvedAccount,
} from './accounts';
import { BATCH_WRITES, BatchQueue } from './batches';
import { countAttendeeWrite, countShardDelta } from './counters';
import { indexAttendees } from './door-index';
import { queueRegistrationConfirmation } from './registration-confirmation';
import type { ImportRowResult } from '@aforo/domain';
import { EVENT_TIME_ZONE } from '../config';
import { auth, db } from './firebase';
import { conflict, forbidden, type HttpError } from './http-error';
import { groups, refs } from './refs';
import { failureAnswer, rowFailure, type Failure } from './row-failure';
import { assertKnownKeys, assertObject, fieldError, validateValue } from './validate';

/** Firestore's `in` takes at most 30 values. */
const IN_CHUNK = 30;

/** An attendee as the API builds it; the timestamps are added when it is written. */
export type AttendeeDraft = Omit<Attendee, 'created_at' | 'updated_at'>;

export const ALREADY_REGISTERED = 'El correo ya está registrado en este evento';

/** A row whose e-mail names a registration bound to another account (issue #13 item 3). */
export const OTHER_ACCOUNT_MESSAGE =
  'Este registro pertenece a otra cuenta: no se puede pasar a la cuenta de este correo';

/**
 * The registration policy, in one place for every route that creates or updates attendees
 * (issue #13 item 1): only staff with an attendee permission choose role and ticket. Anyone else
 * (a registrant, an attendee editing itself) gets the event's default and is told so when it
 * names one: a registrant naming the paid role would skip the payment.
 */
export const maySetRoleAndTicket = (access: EventAccess) =>
  access.can('add_attendees') || access.can('update_attendees');

const EVENT_ASSIGNS: Record<'rol_id' | 'ticket_id', string> = {
  rol_id: 'El rol lo asigna el evento',
  ticket_id: 'El tiquete lo asigna el evento',
};

/** Refuses role and ticket in a row from someone who may not set them. */
export function assertRegistrantRow(access: EventAccess, row: object): void {
  if (maySetRoleAndTicket(access)) return;
  for (const key of ['rol_id', 'ticket_id'] as const) {
    if (key in row) throw fieldError(key, EVENT_ASSIGNS[key]);
  }
}

/** The role a new record gets when nobody chose one: a paid event's unpaid role, else none. */
export function defaultRolIdOf(event: AforoEvent): string | null {
  return event.payment?.enabled ? (event.payment.unpaid_rol_id ?? null) : null;
}

/** An event whose end has passed takes no new registrations (issue #13 item 10). */
export function assertRegistrationOpen(event: AforoEvent): void {
  if (isEventEnded(event, new Date(), EVENT_TIME_ZONE)) throw conflict(EVENT_ENDED_MESSAGE);
}

/** A fresh attendee id: 24 hex characters mixing digits and letters, what the gun scanner reads. */
export function newAttendeeId(): string {
  for (;;) {
    const id = randomBytes(12).toString('hex');
    if (isGunCode(id)) return id;
  }
}

/**
 * The lookup key of an e-mail: trimmed and lower-cased like the schema stores it. Text longer than
 * an e-mail can be is no key (the schema refuses it, and Firestore refuses it in a query).
 */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2 * LIMITS.email) return null;
  const email = value.trim().toLowerCase();
  return email !== '' && email.length <= LIMITS.email ? email : null;
}

/** A property of a row that may be anything the network sent: undefined unless it is there. */
export function rowProperty(row: unknown, key: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  const properties: unknown = Reflect.get(row, 'properties');
  return typeof properties === 'object' && properties !== null
    ? Reflect.get(properties, key)
    : undefined;
}

/** The lookup key of a row's e-mail, before the row is validated. */
export const rowEmail = (row: unknown) => normalizeEmail(rowProperty(row, 'email'));

/** The event's own attendee schema: its configured fields and their conditions. */
export function attendeeSchemaOf(event: AforoEvent) {
  return attendeeSchemaFor(event.user_properties, event.fields_conditions);
}

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
async function attendeesWithValues(
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
const EMAIL_KEY = 'email';
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

/**
 * Deletes an attendee with everything that names it: its account marker and its per-activity
 * records (one collection-group query, not one read per activity).
 */
export async function deleteAttendee(eventId: string, attendee: Attendee): Promise<void> {
  const [activityRecords, uniqueValues] = await Promise.all([
    groups
      .activityAttendees()
      .where('event_id', '==', eventId)
      .where('attendee_id', '==', attendee._id)
      .get(),
    // Its unique values are free again.
    refs.uniqueValues(eventId).where('attendee_id', '==', attendee._id).get(),
  ]);
  const queue = new BatchQueue();
  for (const doc of uniqueValues.docs) queue.add(1, (batch) => batch.delete(doc.ref));
  queue.add(4, (batch) => {
    batch.delete(refs.attendee(eventId, attendee._id));
    // The counters and the door's index move in the batch that deletes the record.
    countAttendeeWrite(batch, eventId, attendee._id, attendee, null);
    indexAttendees(batch, eventId, [{ id: attendee._id, properties: null }]);
    if (attendee.account_id) batch.delete(refs.attendeeAccount(eventId, attendee.account_id));
  });
  for (const doc of activityRecords.docs) queue.add(1, (batch) => batch.delete(doc.ref));
  await queue.commit();
}

/** justonebyattendee list fields: an option belongs to one attendee at a time. */
function singleOptionFields(event: AforoEvent): AttendeeField[] {
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

export interface UpsertOptions {
  access: EventAccess;
  /** Create missing Auth accounts (imports, registration) or only link existing ones. */
  createAccounts: boolean;
  /** An e-mail already registered: update its record, or refuse the row with 409. */
  existing: 'update' | 'refuse';
  /** Whether the caller may create or update records (staff permissions or self-service). */
  mayCreate: boolean;
  mayUpdate: boolean;
  /** New records start checked in (the add-user form's check-in box). */
  checkedInAt?: string | null;
}

export type RowResult =
  | {
      ok: true;
      status: 'CREATED' | 'UPDATED';
      attendee: AttendeeDraft;
      account: ResolvedAccount | null;
    }
  | Failure;

interface Accepted {
  index: number;
  email: string;
  prev: Attendee | null;
  properties: AttendeeProperties;
  rol_id: string | null;
  ticket_id: string | null;
  password: string | null;
}

/** The stored record laid under the row, so a partial row never resets stored values. */
function mergedRow(raw: Record<string, unknown>, prev: Attendee | null): Record<string, unknown> {
  if (!prev) return raw;
  const properties =
    typeof raw.properties === 'object' && raw.properties !== null ? raw.properties : {};
  return {
    properties: { ...prev.properties, ...properties },
    rol_id: 'rol_id' in raw ? raw.rol_id : prev.rol_id,
    ticket_id: 'ticket_id' in raw ? raw.ticket_id : prev.ticket_id,
  };
}

async function validateRow(
  raw: unknown,
  index: number,
  schema: ReturnType<typeof attendeeSchemaOf>,
  existing: Map<string, Attendee>,
  options: UpsertOptions,
): Promise<Accepted | RowResult> {
  try {
    assertObject(raw);
    assertKnownKeys(schema.fields, raw);
    assertRegistrantRow(options.access, raw);
    const email = rowEmail(raw);
    const prev = email ? (existing.get(email) ?? null) : null;
    if (prev && options.existing === 'refuse') {
      throw conflict(ALREADY_REGISTERED, { 'properties.email': ALREADY_REGISTERED });
    }
    if (!(prev ? options.mayUpdate : options.mayCreate)) throw forbidden();
    if (!prev) assertRegistrationOpen(options.access.event);
    const value = await validateValue(schema, mergedRow(raw, prev));
    const fields = options.access.event.user_properties;
    const { properties, password } = takePassword(value.properties, fields);
    return {
      index,
      email: String(value.properties.email),
      prev,
      properties: { ...(prev?.properties ?? {}), ...properties } as AttendeeProperties,
      rol_id: !prev && !('rol_id' in raw) ? defaultRolIdOf(options.access.event) : value.rol_id,
      ticket_id: value.ticket_id,
      password,
    };
  } catch (err) {
    return rowFailure(err);
  }
}

/** Refuses options of single-option fields held by someone else, in row order. */
async function takenOptionErrors(
  eventId: string,
  fields: readonly AttendeeField[],
  rows: readonly Accepted[],
): Promise<Map<number, HttpError>> {
  const errors = new Map<number, HttpError>();
  for (const field of fields) {
    const valueOf = (row: Accepted): PropertyValue | undefined => row.properties[field.name];
    const values = rows.map(valueOf).filter((v): v is string => typeof v === 'string' && v !== '');
    if (values.length === 0) continue;
    const holders = await optionHolders(eventId, field.name, values);
    for (const row of rows) {
      const value = valueOf(row);
      if (typeof value !== 'string' || value === '' || errors.has(row.index)) continue;
      const holder = holders.get(value);
      if (holder !== undefined && holder !== row.email) {
        const key = `properties.${field.name}`;
        errors.set(row.index, conflict(OPTION_TAKEN_MESSAGE, { [key]: OPTION_TAKEN_MESSAGE }));
      } else {
        holders.set(value, row.email);
      }
    }
  }
  return errors;
}

/**
 * Creates or updates attendees from rows, idempotent by lower-cased e-mail: a row whose e-mail is
 * registered updates that record, a repeated e-mail in the same call updates the record the
 * earlier row made, so a re-run never duplicates. Each row answers on its own. Accounts are
 * resolved in bulk and every record is written with its account marker in one batch.
 */
export async function upsertAttendees(
  rows: readonly unknown[],
  options: UpsertOptions,
): Promise<RowResult[]> {
  const { eventId, event } = options.access;
  const schema = attendeeSchemaOf(event);
  const emails = rows.map(rowEmail).filter((email): email is string => email !== null);
  const coverage = await coverageForWrite(event, eventId);
  const existing = await attendeesByEmail(eventId, emails, coverage);

  const results: RowResult[] = [];
  const accepted: Accepted[] = [];
  for (const [index, raw] of rows.entries()) {
    const outcome = await validateRow(raw, index, schema, existing, options);
    if ('index' in outcome) accepted.push(outcome);
    else results[index] = outcome;
  }
  const taken = await takenOptionErrors(eventId, singleOptionFields(event), accepted);
  const kept = accepted.filter((row) => {
    const error = taken.get(row.index);
    if (error) results[row.index] = { ok: false, error };
    return !error;
  });

  const unique = await uniqueValueErrors(
    eventId,
    event,
    kept.map((row) => ({
      index: row.index,
      // Rows repeating an e-mail fold into one record, so they are one holder.
      holder: row.prev?._id ?? `email:${row.email}`,
      before: row.prev?.properties ?? null,
      after: row.properties,
    })),
    coverage,
  );
  const claimed = kept.filter((row) => {
    const error = unique.get(row.index);
    if (error) results[row.index] = { ok: false, error };
    return !error;
  });

  const wanted = claimed.map((row) => ({
    email: row.email,
    displayName: String(row.properties.names),
  }));
  const accounts: Map<string, ResolvedAccount> = options.createAccounts
    ? await ensureAccounts(wanted, paths.event(eventId))
    : new Map(
        [...(await accountsByEmail(wanted.map((w) => w.email)))].map(([email, user]) => [
          email,
          existingAccount(user),
        ]),
      );

  // Rows repeating an e-mail fold into one record: the later row updates the earlier one.
  const records = new Map<string, StagedRecord>();
  for (const row of claimed) {
    const account = accounts.get(row.email) ?? null;
    const folded = records.get(row.email);
    const base = folded?.attendee ?? row.prev;
    // A record bound to one account never moves to another by e-mail: its e-mail may have been
    // rewritten to someone else's (issue #13 item 3).
    if (base?.account_id && account && account.uid !== base.account_id) {
      const error = conflict(OTHER_ACCOUNT_MESSAGE, { 'properties.email': OTHER_ACCOUNT_MESSAGE });
      results[row.index] = { ok: false, error };
      continue;
    }
    // Only an account that proved the address (or was made just now) gets the record.
    const accountId = base?.account_id ?? (account?.trusted ? account.uid : null);
    const attendee: AttendeeDraft = {
      ...(base ?? newAttendee(eventId, options.checkedInAt ?? null)),
      properties: folded ? { ...folded.attendee.properties, ...row.properties } : row.properties,
      rol_id: row.rol_id,
      ticket_id: row.ticket_id,
      account_id: accountId,
      user: accountId ? { uid: accountId, email: row.email } : null,
    };
    records.set(row.email, {
      attendee,
      isNew: folded ? folded.isNew : row.prev === null,
      prev: folded ? folded.prev : row.prev,
      before: folded ? folded.before : (row.prev?.properties ?? null),
    });
    results[row.index] = {
      ok: true,
      status: folded || row.prev ? 'UPDATED' : 'CREATED',
      attendee,
      account,
    };
  }

  // A password typed in a password field goes to Auth, and only for an account made just now:
  // an import must never change the password of someone who already has an account.
  await Promise.all(
    claimed
      .filter((row) => row.password && accounts.get(row.email)?.created)
      .map((row) => {
        const account = accounts.get(row.email);
        return account
          ? auth.updateUser(account.uid, { password: row.password ?? undefined })
          : null;
      }),
  );

  // Records go in batches of one counter shard each, with one increment of that shard per batch:
  // batches committed in parallel then never wait on each other's shard documents (with every
  // batch moving all ten shards, the emulator serialized them on the shards' locks), and the
  // counters still move exactly in the batch that writes the records they count.
  const fields = uniqueFields(event);
  // 5 + 2 per unique field, + 1 for the door index's chunk (at most one per record).
  const perRecord = 6 + 2 * fields.length;
  const byShard = new Map<number, StagedRecord[]>();
  for (const record of records.values()) {
    const shard = shardOfAttendee(record.attendee._id);
    byShard.set(shard, [...(byShard.get(shard) ?? []), record]);
  }
  const queue = new BatchQueue();
  for (const [shard, group] of byShard) {
    for (const part of chunks(group, Math.max(1, Math.floor((BATCH_WRITES - 1) / perRecord)))) {
      queue.add(part.length * perRecord + 1, (batch) => {
        let delta: CounterDelta = { totalAttendees: 0, checkedInAttendees: 0 };
        for (const { attendee, isNew, prev, before } of part) {
          const stored = isNew ? null : prev;
          writeAttendee(batch, eventId, event, attendee, stored, false);
          delta = addDeltas(delta, attendeeCounterDelta(stored, attendee));
          writeUniqueValues(batch, eventId, fields, attendee._id, before, attendee.properties);
        }
        countShardDelta(batch, eventId, shard, delta);
        // The door's index, in the same batch: the records of one counter shard fall in at most
        // DOOR_INDEX_SUBCHUNKS chunks, which no batch of another shard touches.
        indexAttendees(
          batch,
          eventId,
          part.map(({ attendee }) => ({ id: attendee._id, properties: attendee.properties })),
        );
      });
    }
  }
  await commitUniqueValues(event, () => queue.commit());
  return results;
}

interface StagedRecord {
  attendee: AttendeeDraft;
  isNew: boolean;
  /** The stored record before this call (null for a new one), to move the counters exactly. */
  prev: Attendee | null;
  /** The stored properties before this call, to move the record's unique values. */
  before: Record<string, unknown> | null;
}

/**
 * Fields marked unique (the document number), besides the e-mail, which the registration keeps
 * unique by itself (issue #13 item 9).
 */
export function uniqueFields(event: AforoEvent): AttendeeField[] {
  return event.user_properties.filter(
    (field) =>
      field.unique && field.name !== 'email' && !['password', 'tituloseccion'].includes(field.type),
  );
}

/** What unique values compare by: text trimmed and lower-cased, numbers as their text. */
function uniqueKey(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return key === '' ? null : key;
}

/** The index document of one unique value: created with the record, so a race has one winner. */
const uniqueValueRef = (eventId: string, field: string, key: string) =>
  refs.uniqueValue(
    eventId,
    `${field}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
  );

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

function newAttendee(eventId: string, checkedInAt: string | null): AttendeeDraft {
  return {
    _id: newAttendeeId(),
    event_id: eventId,
    account_id: null,
    properties: { email: '', names: '' },
    rol_id: null,
    ticket_id: null,
    checked_in: checkedInAt !== null,
    checkedin_at: checkedInAt,
    checked_at: checkedInAt,
  };
}

/**
 * A record and its account marker, in one batch, with the counters' move (a new record counts,
 * an update of an existing one does not change what is counted, so re-running an import leaves
 * the counters alone) and, for a new record, its registration confirmation.
 */
export function writeAttendee(
  batch: WriteBatch,
  eventId: string,
  event: AforoEvent,
  attendee: AttendeeDraft,
  prev: Attendee | null,
  /** False when the caller moves the counters and the door's index itself, for many at once. */
  count = true,
) {
  const ref = refs.attendee(eventId, attendee._id);
  if (prev === null) {
    const now = FieldValue.serverTimestamp();
    batch.create(ref, { ...attendee, created_at: now, updated_at: now });
    if (count) countAttendeeWrite(batch, eventId, attendee._id, null, attendee);
    queueRegistrationConfirmation(batch, event, eventId, attendee._id, attendee);
  } else {
    // The check-in fields are not written here, so the counters do not move.
    batch.update(ref, {
      properties: attendee.properties,
      rol_id: attendee.rol_id,
      ticket_id: attendee.ticket_id,
      account_id: attendee.account_id,
      user: attendee.user ?? null,
      updated_at: FieldValue.serverTimestamp(),
    });
  }
  if (attendee.account_id) setMarker(batch, eventId, attendee.account_id, attendee._id);
  if (count)
    indexAttendees(batch, eventId, [{ id: attendee._id, properties: attendee.properties }]);
}

/** The answer of an import row (`importRowStatus` reads it in the wizard). */
export function rowAnswer(index: number, result: RowResult): ImportRowResult {
  return result.ok
    ? { index, message: 'OK', status: result.status, _id: result.attendee._id }
    : failureAnswer(index, result);
}
