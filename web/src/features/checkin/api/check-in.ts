import { counterShardPath, eventCheckIn, type Attendee } from '@aforo/domain';
import { getAuth } from 'firebase/auth';
import {
  doc,
  getDocFromServer,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { refs } from '../../../lib/firestore/refs';
import { doorShardOf } from './door-shard';

export type CheckInOutcome =
  // checkedinAt: the time written (eventCheckIn always sets one; its type serves unchecking too).
  | {
      kind: 'checked-in';
      checkedinAt: string | null;
      /** This door device's shard, the door the check-in names. */
      shard: string;
      written: Promise<void>;
    }
  | { kind: 'already'; checkedinAt: string };

/**
 * Event check-in (spec part 1 §4): records the time once. One batched write: the attendee's
 * check-in fields and +1 on this door device's own counter shard, so no two doors ever write the
 * same counter document (the rules check that shard moved by exactly this check-in, so a repeat,
 * offline or from another door, is refused as a whole and never double-counts). The write goes to the local cache at once
 * (the door's counters include it, marked pending) and to the server when there is one, so the
 * caller must not await `written` before moving on (offline it only settles after reconnecting);
 * it rejects when the server refuses, for instance because another device checked the same
 * person in first (the rules keep the first time), and the local increment is then undone.
 */
export function checkInAttendee(
  db: Firestore,
  eventId: string,
  attendee: Pick<Attendee, '_id' | 'checkedin_at'>,
  now = new Date(),
): CheckInOutcome {
  const patch = eventCheckIn(attendee, now);
  if (patch === null) return { kind: 'already', checkedinAt: attendee.checkedin_at ?? '' };
  const shard = doorShardOf(db);
  // Who checks in, for the dashboard's check-ins per staff member (the rules hold it to the
  // writer). The Firestore instance's own app: the bench's many clients each sign in on theirs.
  const by = getAuth(db.app).currentUser?.uid ?? null;
  const batch = writeBatch(db);
  batch.update(refs.attendee(db, eventId, attendee._id), {
    checked_in: true,
    checkedin_at: patch.checkedin_at,
    checked_at: patch.checkedin_at,
    counter_shard: shard,
    ...(by ? { checked_in_by: by } : {}),
    updated_at: serverTimestamp(),
  });
  batch.set(
    doc(db, counterShardPath(eventId, shard)),
    {
      checkedInAttendees: increment(1),
      last_attendee: attendee._id,
      updated_at: serverTimestamp(),
    },
    { merge: true },
  );
  return {
    kind: 'checked-in',
    checkedinAt: patch.checkedin_at,
    shard,
    written: batch.commit(),
  };
}

/**
 * After the server refused a check-in: the one that stands, read from the server (the list's
 * listener may bring it later), or null when the attendee is not checked in there (the write was
 * refused for another reason) or the server cannot be reached.
 */
export async function standingCheckIn(
  db: Firestore,
  eventId: string,
  attendeeId: string,
): Promise<{ at: string; shard: string | null } | null> {
  try {
    const attendee = (await getDocFromServer(refs.attendee(db, eventId, attendeeId))).data();
    const at = attendee?.checkedin_at;
    if (!attendee || typeof at !== 'string' || at === '') return null;
    return { at, shard: attendee.counter_shard ?? null };
  } catch {
    return null;
  }
}
