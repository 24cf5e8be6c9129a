/**
 * The event's counters (totalAttendees, checkedInAttendees) live in sharded documents under
 * event_config/{eventId}/shards, and a reader sums them. Every write of an attendee moves one
 * shard by the difference between the attendee's state before and after, in the same batch or
 * transaction as the attendee write: the counters are exact whenever they are read, and no
 * function has to catch up (ARCHITECTURE notes in functions/README.md).
 *
 * Two kinds of shard, so that no two writers share one: the server's ten (ids 0..9, moved by
 * registration, import, delete, transfer) and one per door device (`door-` + 20 letters or
 * digits, moved only by that device's check-ins). Doors sharing shards was measured to stall a
 * rush: 50 doors on 10 shards made the emulator abort most commits with "Transaction lock
 * timeout" (two batches that both read a shard through the rules, then both write it, deadlock
 * until one is aborted) and the SDK's retry back-off turned seconds into minutes; Firestore
 * itself sustains about one write per second per document, so a shard per door is also what
 * production wants.
 */
import { isCheckedIn } from '../entities/checkin.js';
import { COLLECTIONS, assertId, paths, type EventContentKind } from '../paths.js';

export interface CounterDelta {
  totalAttendees: number;
  checkedInAttendees: number;
}

/**
 * How many shards the server's writes are spread over. Server writes of one event rarely run
 * concurrently by the hundred (an import sends its rows in batches), and ten keep a bulk import
 * off any single document. Changing it needs the rules' server-shard pattern (`[0-9]`) too.
 */
export const COUNTER_SHARDS = 10;

/** Sub-collection of event_config/{eventId} holding the shards. */
export const COUNTER_SHARDS_COLLECTION = 'shards';

export const counterShardsPath = (eventId: string) =>
  `${paths.eventConfig(eventId)}/${COUNTER_SHARDS_COLLECTION}`;

/** A door device's shard id; firestore.rules matches the same pattern. */
export const DOOR_SHARD_PATTERN = /^door-[A-Za-z0-9]{20}$/;

export const isDoorShardId = (id: unknown): id is string =>
  typeof id === 'string' && DOOR_SHARD_PATTERN.test(id);

/**
 * The name a door device goes by on screen: six letters of its shard id (the dashboard's device
 * list shows the same six), or null for a check-in no door device wrote (the API, a server shard).
 */
export function doorCode(shard: unknown): string | null {
  return isDoorShardId(shard) ? shard.slice(5, 11) : null;
}

const SHARD_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new door shard id: 20 random letters or digits (119 bits, so two devices never meet). */
export function newDoorShardId(random: () => number = Math.random): string {
  let id = 'door-';
  for (let i = 0; i < 20; i += 1) {
    id += SHARD_ID_CHARS[Math.floor(random() * SHARD_ID_CHARS.length) % SHARD_ID_CHARS.length];
  }
  return id;
}

/** A server shard (0..COUNTER_SHARDS-1) or a door's shard (`door-…`). */
export function counterShardPath(eventId: string, shard: number | string): string {
  const valid =
    typeof shard === 'number'
      ? Number.isInteger(shard) && shard >= 0 && shard < COUNTER_SHARDS
      : isDoorShardId(shard);
  if (!valid) throw new Error(`Invalid counter shard ${String(shard)}`);
  return `${counterShardsPath(eventId)}/${shard}`;
}

/** A stable server shard for a write of one attendee (FNV-1a of its id), spread evenly. */
export function shardOfAttendee(attendeeId: string): number {
  return attendeeHash(attendeeId) % COUNTER_SHARDS;
}

/** FNV-1a of an attendee id: its counter shard and its door-index chunk derive from it. */
export function attendeeHash(attendeeId: string): number {
  let hash = 0x811c9dc5;
  for (const char of assertId(attendeeId, 'attendee id')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One shard document as stored (fields may be missing on a shard only ever checked into). */
export interface CounterShard {
  totalAttendees?: number;
  checkedInAttendees?: number;
  /** The attendee whose door check-in last moved this shard (the rules check it moved exactly). */
  last_attendee?: string;
}

/** The event's counters: the sum of its shards. */
export function sumCounterShards(shards: Iterable<CounterShard | undefined>): CounterDelta {
  const sum: CounterDelta = { totalAttendees: 0, checkedInAttendees: 0 };
  for (const shard of shards) {
    sum.totalAttendees += shard?.totalAttendees ?? 0;
    sum.checkedInAttendees += shard?.checkedInAttendees ?? 0;
  }
  return sum;
}

type CountedState = { checkedin_at?: unknown } | null | undefined;

const checkedIn = (state: CountedState) =>
  state != null &&
  isCheckedIn({ checkedin_at: typeof state.checkedin_at === 'string' ? state.checkedin_at : null });

/** The change one attendee write (create, update, delete) makes to the event's counters. */
export function attendeeCounterDelta(before: CountedState, after: CountedState): CounterDelta {
  return {
    totalAttendees: (after ? 1 : 0) - (before ? 1 : 0),
    checkedInAttendees: (checkedIn(after) ? 1 : 0) - (checkedIn(before) ? 1 : 0),
  };
}

export const isZeroDelta = (delta: CounterDelta) =>
  delta.totalAttendees === 0 && delta.checkedInAttendees === 0;

/** The sum of several deltas (a batch writing many attendees of one shard). */
export const addDeltas = (a: CounterDelta, b: CounterDelta): CounterDelta => ({
  totalAttendees: a.totalAttendees + b.totalAttendees,
  checkedInAttendees: a.checkedInAttendees + b.checkedInAttendees,
});

const SURVEYS: EventContentKind = 'surveys';

/** Trigger paths use wildcards, which the path builders refuse as ids. */
export const TRIGGER_PATHS = {
  mailItem: `${COLLECTIONS.mail}/{mailId}`,
  surveyResponse: `${COLLECTIONS.events}/{eventId}/${SURVEYS}/{surveyId}/${COLLECTIONS.answers}/{questionId}/${COLLECTIONS.responses}/{userId}`,
} as const;
