/**
 * The arithmetic of event_config/{eventId} (totalAttendees, checkedInAttendees): each write of an
 * attendee moves the counters by the difference between its state before and after, so the
 * counters stay exact whatever order the writes are applied in, provided each applies once.
 */
import { isCheckedIn } from '../entities/checkin.js';
import { ATTENDEES_SUFFIX, COLLECTIONS, assertId, paths } from '../paths.js';

export interface CounterDelta {
  totalAttendees: number;
  checkedInAttendees: number;
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

/** The event id of a top-level `{eventId}_event_attendees` collection; null for any other. */
export function eventIdOfAttendeesCollection(collection: string): string | null {
  if (!collection.endsWith(ATTENDEES_SUFFIX)) return null;
  const eventId = collection.slice(0, -ATTENDEES_SUFFIX.length);
  try {
    return assertId(eventId);
  } catch {
    return null;
  }
}

/** Markers of the trigger deliveries already counted (a delivery may come twice). */
export const APPLIED_EVENTS = 'applied';
export const appliedEventPath = (eventId: string, deliveryId: string) =>
  `${paths.eventConfig(eventId)}/${APPLIED_EVENTS}/${assertId(deliveryId, 'delivery id')}`;

/** Trigger paths use wildcards, which the path builders refuse as ids. */
export const TRIGGER_PATHS = {
  topLevelDocument: '{collection}/{docId}',
  mailItem: `${COLLECTIONS.mail}/{mailId}`,
} as const;
