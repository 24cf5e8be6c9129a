import { calendarInstant, type RoomState } from '@aforo/domain';

interface Timed {
  _id: string;
  datetime_start: string;
  datetime_end: string;
}

export interface LiveAndNext {
  /** Activities whose room is open now. */
  live: ReadonlySet<string>;
  /** The activities that start next (several when they start at the same time). */
  next: ReadonlySet<string>;
}

/**
 * Which activities are live (their room is open, as the organizer set it) and which come next:
 * the earliest start still ahead of `now` among those not live. The start is a wall-clock time
 * of the event's zone, so it is read in that zone, whatever the reader's device says.
 */
export function liveAndNext(
  activities: readonly Timed[],
  rooms: ReadonlyMap<string, RoomState>,
  now: number,
  zone: string | null | undefined,
): LiveAndNext {
  const live = new Set(
    activities.filter((a) => rooms.get(a._id) === 'open_meeting_room').map((a) => a._id),
  );
  let earliest = Infinity;
  const starts = new Map<string, number>();
  for (const activity of activities) {
    if (live.has(activity._id)) continue;
    const start = calendarInstant(activity.datetime_start, zone).getTime();
    if (Number.isNaN(start) || start <= now) continue;
    starts.set(activity._id, start);
    earliest = Math.min(earliest, start);
  }
  const next = new Set([...starts].filter(([, start]) => start === earliest).map(([id]) => id));
  return { live, next };
}
