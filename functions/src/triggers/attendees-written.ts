import { createHash } from 'node:crypto';
import { paths } from '@aforo/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  TRIGGER_PATHS,
  appliedEventPath,
  attendeeCounterDelta,
  eventIdOfAttendeesCollection,
  isZeroDelta,
  type CounterDelta,
} from '@aforo/domain';
import { db } from '../lib/firebase';
import { queueRegistrationConfirmation } from './registration-confirmation';

/** Delivery markers are only needed while a duplicate could still arrive. */
const MARKER_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Applies one delivery's delta exactly once. The marker is created (which fails if it exists) in
 * the same atomic batch as the increments: a duplicate delivery fails as a whole and changes
 * nothing. No transaction and no read of the counters, so a burst of check-ins never contends on
 * event_config/{eventId}; increments commute, so delivery order does not matter either.
 */
export async function applyCounterDelta(
  eventId: string,
  deliveryId: string,
  delta: CounterDelta,
): Promise<boolean> {
  const markerId = createHash('sha256').update(deliveryId).digest('hex');
  const batch = db.batch();
  batch.create(db.doc(appliedEventPath(eventId, markerId)), {
    delta,
    applied_at: FieldValue.serverTimestamp(),
    // A Firestore TTL policy on applied.expire_at deletes old markers (INTEGRATIONS.md).
    expire_at: Timestamp.fromMillis(Date.now() + MARKER_TTL_MS),
  });
  batch.set(
    db.doc(paths.eventConfig(eventId)),
    {
      totalAttendees: FieldValue.increment(delta.totalAttendees),
      checkedInAttendees: FieldValue.increment(delta.checkedInAttendees),
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  try {
    await batch.commit();
    return true;
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 6) return false;
    throw err;
  }
}

/**
 * Any top-level document written: only `{eventId}_event_attendees/{attendeeId}` counts. Attendee
 * collections are named per event, so no fixed path can match them; Firestore delivers every
 * top-level write here and the others return at once. One function for both jobs of an attendee
 * write (counters, and the confirmation of a new registration) so that each of those writes costs
 * one invocation, not two.
 */
export const attendeesWritten = onDocumentWritten(TRIGGER_PATHS.topLevelDocument, async (event) => {
  const eventId = eventIdOfAttendeesCollection(event.params.collection);
  if (!eventId || !event.data) return;
  const before = event.data.before.data();
  const after = event.data.after.data();
  const delta = attendeeCounterDelta(before, after);
  if (!isZeroDelta(delta)) await applyCounterDelta(eventId, event.id, delta);
  if (!before && after) await queueRegistrationConfirmation(eventId, event.params.docId, after);
});
