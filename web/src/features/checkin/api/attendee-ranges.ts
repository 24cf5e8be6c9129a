/**
 * How many attendees one listener watches, about. The web SDK's stream (WebChannel) refuses more
 * than 10,000 pending messages: a single listener over a 10,000-attendee event had the Firestore
 * emulator abort the channel, again and again, and the list never loaded (bench/, issue #9).
 */
export const RANGE_SIZE = 2_000;

/** Where each id range starts; the first starts at the beginning (null), the last runs to the end. */
export type RangeStarts = (string | null)[];

/** The starts that cut a sorted id list every RANGE_SIZE ids. */
export function startsOf(sortedIds: readonly string[]): RangeStarts {
  const starts: RangeStarts = [null];
  for (let i = RANGE_SIZE; i < sortedIds.length; i += RANGE_SIZE) starts.push(sortedIds[i] ?? null);
  return starts;
}

const HEX_DIGITS = 3;
const HEX_SPACE = 16 ** HEX_DIGITS;

/**
 * Starts for an event of `total` attendees that nothing on the device has split yet, without
 * reading a single id: the API gives attendees 24 random hex characters (newAttendeeId in
 * functions/src/lib/attendees.ts), so cutting the hex space evenly gives ranges of about
 * RANGE_SIZE each (±2% at 2,000). A cold load of 50,000 attendees used to page through every
 * record once just to find the cuts, then read them all again through the listeners: minutes
 * before the list was complete (bench/door.ts). Ids of another shape still fall in some range
 * (the first and last are open), and the first complete load rebalances the cuts (startsOf).
 */
export function hexStarts(total: number): RangeStarts {
  const count = Math.min(HEX_SPACE, Math.max(1, Math.ceil(total / RANGE_SIZE)));
  const starts: RangeStarts = [null];
  for (let i = 1; i < count; i += 1) {
    starts.push(
      Math.floor((i * HEX_SPACE) / count)
        .toString(16)
        .padStart(HEX_DIGITS, '0'),
    );
  }
  return starts;
}

/** The index of the range `id` belongs to: the last whose start is at or before it. */
export function rangeOf(starts: RangeStarts, id: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const start = starts[mid];
    if (start !== null && start !== undefined && start <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}
