import type { ActivityAttendee, Attendee } from '@aforo/domain';
import { activityAttendeeRecord, toggleActivityCheckIn } from '@aforo/domain';
import {
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot, useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/** Bounds the per-activity listener; a session room rarely holds more. */
export const MAX_ACTIVITY_ATTENDEES = 5_000;

/** The attendees recorded in one activity, keyed by attendee id (their document id). */
export function useActivityAttendees(eventId: string, activityId: string) {
  const db = useFirestore();
  const state = useQuerySnapshot(
    query(refs.activityAttendees(db, eventId, activityId), limit(MAX_ACTIVITY_ATTENDEES)),
    `activity-attendees:${eventId}:${activityId}`,
  );
  if (state.status !== 'success') return state;
  return {
    status: 'success' as const,
    byAttendee: new Map(state.data.map((doc) => [doc.attendee_id || doc._id, doc])),
  };
}

/**
 * Per-activity check-in (spec part 1 §4): checking records the time, unchecking clears it. The
 * document id is the attendee id (ARCHITECTURE.md §7), so two doors checking the same person
 * write the same document instead of adding a duplicate. Not awaited by callers: it lands in
 * the local cache at once and on the server when there is one.
 */
export function toggleActivityAttendance(
  db: Firestore,
  eventId: string,
  activityId: string,
  attendee: Attendee,
  current: ActivityAttendee | undefined,
  now = new Date(),
): Promise<void> {
  const patch = toggleActivityCheckIn({ checked_in: current?.checked_in ?? false }, now);
  const ref = refs.activityAttendee(db, eventId, activityId, attendee._id);
  // The same record the API writes (activities_attendees/checkin): one shape, one builder.
  if (current === undefined) return addActivityAttendee(db, eventId, activityId, attendee, now);
  return updateDoc(ref, {
    checked_in: patch.checked_in,
    checkedin_at: patch.checkedin_at,
    checked_at: patch.checkedin_at,
    updated_at: serverTimestamp(),
  });
}

/**
 * Adds an attendee to the activity from the QR modal or the add-user form: the same record the
 * first tick of the row writes (document id = attendee id), checked in now, since staff add
 * people at the door as they come in.
 */
export function addActivityAttendee(
  db: Firestore,
  eventId: string,
  activityId: string,
  attendee: Pick<Attendee, '_id' | 'account_id' | 'properties' | 'rol_id'>,
  now = new Date(),
): Promise<void> {
  const patch = toggleActivityCheckIn({ checked_in: false }, now);
  return setDoc(refs.activityAttendee(db, eventId, activityId, attendee._id), {
    ...activityAttendeeRecord(eventId, activityId, attendee, patch),
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** The activity itself, live. */
export function useActivity(eventId: string, activityId: string) {
  const db = useFirestore();
  return useDocSnapshot(refs.eventContentItem(db, eventId, 'activities', activityId));
}

/** The activity door's writes, bound to the page's Firestore instance (screens never import it). */
export function useActivityCheckIn(eventId: string, activityId: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      toggle: (attendee: Attendee, current: ActivityAttendee | undefined) =>
        toggleActivityAttendance(db, eventId, activityId, attendee, current),
      add: (attendee: Pick<Attendee, '_id' | 'account_id' | 'properties' | 'rol_id'>) =>
        addActivityAttendee(db, eventId, activityId, attendee),
    }),
    [db, eventId, activityId],
  );
}
