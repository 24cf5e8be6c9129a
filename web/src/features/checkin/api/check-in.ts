import { eventCheckIn, type Attendee } from '@aforo/domain';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { refs } from '../../../lib/firestore/refs';

export type CheckInOutcome =
  { kind: 'checked-in'; written: Promise<void> } | { kind: 'already'; checkedinAt: string };

/**
 * Event check-in (spec part 1 §4): records the time once. The write goes to the local cache
 * at once and to the server when there is one, so the caller must not await `written` before
 * moving on (offline it only settles after reconnecting); it rejects when the server refuses,
 * for instance because another device checked the same person in first (the rules keep the
 * first time).
 */
export function checkInAttendee(
  db: Firestore,
  eventId: string,
  attendee: Pick<Attendee, '_id' | 'checkedin_at'>,
  now = new Date(),
): CheckInOutcome {
  const patch = eventCheckIn(attendee, now);
  if (patch === null) return { kind: 'already', checkedinAt: attendee.checkedin_at ?? '' };
  const written = updateDoc(refs.attendee(db, eventId, attendee._id), {
    checked_in: true,
    checkedin_at: patch.checkedin_at,
    checked_at: patch.checkedin_at,
    updated_at: serverTimestamp(),
  });
  return { kind: 'checked-in', written };
}
