import {
  attendeeCounterDelta,
  counterShardPath,
  counterShardsPath,
  isZeroDelta,
  shardOfAttendee,
  sumCounterShards,
  type CounterDelta,
  type CounterShard,
} from '@aforo/domain';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';

type CountedState = { checkedin_at?: unknown } | null | undefined;

/**
 * Moves the event's counters by one attendee write, in the writer's own batch or transaction, so
 * the counters change exactly when the attendee does (no trigger catching up, no double count on
 * a retried request: a failed commit moves neither). The shard is the attendee's (a stable hash),
 * which spreads a bulk import over every shard.
 */
export function countAttendeeWrite(
  writer: WriteBatch | Transaction,
  eventId: string,
  attendeeId: string,
  before: CountedState,
  after: CountedState,
): CounterDelta {
  const delta = attendeeCounterDelta(before, after);
  countShardDelta(writer, eventId, shardOfAttendee(attendeeId), delta);
  return delta;
}

/**
 * Moves one server shard by a delta, in the writer's batch: the sum of the attendees of that shard
 * the batch writes (a bulk import writes one increment per batch instead of one per record).
 */
export function countShardDelta(
  writer: WriteBatch | Transaction,
  eventId: string,
  shard: number,
  delta: CounterDelta,
): void {
  if (isZeroDelta(delta)) return;
  const ref = db.doc(counterShardPath(eventId, shard));
  const data = {
    totalAttendees: FieldValue.increment(delta.totalAttendees),
    checkedInAttendees: FieldValue.increment(delta.checkedInAttendees),
    updated_at: FieldValue.serverTimestamp(),
  };
  // WriteBatch.set and Transaction.set differ only in what they return.
  if ('commit' in writer) writer.set(ref, data, { merge: true });
  else writer.set(ref, data, { merge: true });
}

/** The event's counters now: the sum of its shards (the server's and each door device's). */
export async function readCounters(eventId: string): Promise<CounterDelta> {
  const snap = await db.collection(counterShardsPath(eventId)).get();
  return sumCounterShards(snap.docs.map((doc) => doc.data() as CounterShard));
}
