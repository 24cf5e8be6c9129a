/**
 * The one place the benchmarks read an event's counters: the sum of the event's counter shards
 * (event_config/{eventId}/shards/{n}), as the door shows them.
 */
import { counterShardsPath, paths, sumCounterShards } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';

export interface EventCounters {
  checkedIn: number;
  total: number;
}

export async function readCounters(eventId: string): Promise<EventCounters> {
  const shards = await adminDb.collection(counterShardsPath(eventId)).get();
  const sum = sumCounterShards(shards.docs.map((d) => d.data()));
  return { checkedIn: sum.checkedInAttendees, total: sum.totalAttendees };
}

/** What the counter is compared with: the attendees actually checked in, by a count query. */
export async function countCheckedIn(eventId: string): Promise<number> {
  const query = adminDb.collection(paths.attendees(eventId)).where('checked_in', '==', true);
  return (await query.count().get()).data().count;
}
