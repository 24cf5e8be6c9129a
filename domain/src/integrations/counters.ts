/**
 * The event's counters (totalAttendees, checkedInAttendees) live in sharded documents,
 * event_config/{eventId}/shards/{n} for n in 0..COUNTER_SHARDS-1, and a reader sums them. Every
 * write of an attendee moves one shard by the difference between the attendee's state before and
 * after, in the same batch or transaction as the attendee write: the counters are exact whenever
 * they are read, and no function has to catch up (ARCHITECTURE notes in functions/README.md).
 */
import { isCheckedIn } from '../entities/checkin.js';
import { COLLECTIONS, assertId, paths } from '../paths.js';

export interface CounterDelta {
  totalAttendees: number;
  checkedInAttendees: number;
}

/**
 * How many shards an event's counters are split into. Firestore sustains about one write per
 * second on one document; ten shards take a busy event's doors (several scans a second between
 * them) while a reader still reads only ten small documents. Changing it needs a migration of
 * the rules' shard-id pattern (firestore.rules, `[0-9]`) and nothing else: readers sum whatever
 * shards exist.
 */
export const COUNTER_SHARDS = 10;

/** Sub-collection of event_config/{eventId} holding the shards. */
export const COUNTER_SHARDS_COLLECTION = 'shards';

export const counterShardsPath = (eventId: string) =>
  `${paths.eventConfig(eventId)}/${COUNTER_SHARDS_COLLECTION}`;

export function counterShardPath(eventId: string, shard: number): string {
  if (!Number.isInteger(shard) || shard < 0 || shard >= COUNTER_SHARDS) {
    throw new Error(`Invalid counter shard ${shard}`);
  }
  return `${counterShardsPath(eventId)}/${shard}`;
}

/** A stable shard for a server write of one attendee (FNV-1a of its id), spread evenly. */
export function shardOfAttendee(attendeeId: string): number {
  let hash = 0x811c9dc5;
  for (const char of assertId(attendeeId, 'attendee id')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % COUNTER_SHARDS;
}

/** A shard for a door's check-in: random, so two doors rarely write the same one. */
export const randomCounterShard = (random: () => number = Math.random) =>
  Math.min(COUNTER_SHARDS - 1, Math.floor(random() * COUNTER_SHARDS));

/** One shard document as stored (fields may be missing on a shard only ever checked into). */
export interface CounterShard {
  totalAttendees?: number;
  checkedInAttendees?: number;
  /** The attendee whose client write last moved this shard (the rules check it moved exactly). */
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

/** Trigger paths use wildcards, which the path builders refuse as ids. */
export const TRIGGER_PATHS = {
  mailItem: `${COLLECTIONS.mail}/{mailId}`,
} as const;
