/**
 * The one place the benchmarks read an event's counters, so a change of the counter design
 * (today: fields of event_config/{eventId} kept by a trigger; issue #20 item 1: shards summed by
 * readers) changes only this function.
 */
import { paths } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';

export interface EventCounters {
  checkedIn: number;
  total: number;
}

export async function readCounters(eventId: string): Promise<EventCounters> {
  const snap = await adminDb.doc(paths.eventConfig(eventId)).get();
  return {
    checkedIn: Number(snap.get('checkedInAttendees') ?? 0),
    total: Number(snap.get('totalAttendees') ?? 0),
  };
}

/** What the counter is compared with: the attendees actually checked in, by a count query. */
export async function countCheckedIn(eventId: string): Promise<number> {
  const query = adminDb.collection(paths.attendees(eventId)).where('checked_in', '==', true);
  return (await query.count().get()).data().count;
}
