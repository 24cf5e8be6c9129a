import {
  OPTION_TAKEN_MESSAGE,
  addDeltas,
  attendeeCounterDelta,
  paths,
  shardOfAttendee,
  searchNameKey,
  takePassword,
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
import { auth, db } from './firebase';
import { conflict, forbidden, type HttpError } from './http-error';
import { groups, refs } from './refs';
import { failureAnswer, rowFailure, type Failure } from './row-failure';
import { assertKnownKeys, assertObject, validateValue } from './validate';
import type { AttendeeDraft } from './attendee-policy';
import {
  ALREADY_REGISTERED,
  OTHER_ACCOUNT_MESSAGE,
  assertRegistrantRow,
  defaultRolIdOf,
  assertRegistrationOpen,
  newAttendeeId,
  rowEmail,
  attendeeSchemaOf,
  uniqueFields,
} from './attendee-policy';
import { coverageForWrite, attendeesByEmail, setMarker } from './attendee-lookup';
import { singleOptionFields, optionHolders } from './attendee-options';
import { uniqueValueErrors, writeUniqueValues, commitUniqueValues } from './unique-values';

/*
 * Writing attendee records: create-or-update by e-mail for imports and registrations (accounts,
 * unique values and counters with them), one record's write with its marker, and deletion.
 */

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
  /**
   * Queue the registration confirmation (and its ticket) for each new record. A registration and
   * a person added at the door get theirs; an imported guest list does not: mailing hundreds of
   * people is the organizer's decision, taken on the invitados screen, not a side effect of
   * loading a spreadsheet (and each mail renders a ticket PDF and spends the event's mail quota).
   */
  confirmationMail: boolean;
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
    // rewritten to someone else's.
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
          writeAttendee(batch, eventId, event, attendee, stored, options.confirmationMail);
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
 * A record and its account marker, in one batch, and, for a new record when asked
 * (UpsertOptions.confirmationMail), its registration confirmation. The caller moves the counters
 * and the door's index for the whole batch (upsertAttendees).
 */
function writeAttendee(
  batch: WriteBatch,
  eventId: string,
  event: AforoEvent,
  attendee: AttendeeDraft,
  prev: Attendee | null,
  confirmationMail: boolean,
) {
  const ref = refs.attendee(eventId, attendee._id);
  if (prev === null) {
    const now = FieldValue.serverTimestamp();
    batch.create(ref, {
      ...attendee,
      search_name: searchNameKey(attendee.properties.names),
      created_at: now,
      updated_at: now,
    });
    if (confirmationMail) {
      queueRegistrationConfirmation(batch, event, eventId, attendee._id, attendee);
    }
  } else {
    // The check-in fields are not written here, so the counters do not move.
    batch.update(ref, {
      properties: attendee.properties,
      search_name: searchNameKey(attendee.properties.names),
      rol_id: attendee.rol_id,
      ticket_id: attendee.ticket_id,
      account_id: attendee.account_id,
      user: attendee.user ?? null,
      updated_at: FieldValue.serverTimestamp(),
    });
  }
  if (attendee.account_id) setMarker(batch, eventId, attendee.account_id, attendee._id);
}

/** The answer of an import row (`importRowStatus` reads it in the wizard). */
export function rowAnswer(index: number, result: RowResult): ImportRowResult {
  return result.ok
    ? { index, message: 'OK', status: result.status, _id: result.attendee._id }
    : failureAnswer(index, result);
}

/**
 * Deletes an attendee with everything that names it: its account marker and its per-activity
 * records (one collection-group query, not one read per activity). The seats its records held
 * go back to their activities in the batch that deletes each record, so capacity frees exactly
 * once; an activity deleted meanwhile has no count left to give back to.
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
  const seated = activityRecords.docs.filter((doc) => doc.data().seated === true);
  const activities = seated.length
    ? await db.getAll(
        ...seated.map((doc) =>
          refs.eventContentItem(eventId, 'activities', doc.data().activity_id),
        ),
      )
    : [];
  const stillThere = new Set(activities.filter((a) => a.exists).map((a) => a.id));
  for (const doc of activityRecords.docs) {
    const givesBack = doc.data().seated === true && stillThere.has(doc.data().activity_id);
    queue.add(givesBack ? 2 : 1, (batch) => {
      batch.delete(doc.ref);
      if (givesBack) {
        batch.update(refs.eventContentItem(eventId, 'activities', doc.data().activity_id), {
          registered_count: FieldValue.increment(-1),
        });
      }
    });
  }
  await queue.commit();
}
