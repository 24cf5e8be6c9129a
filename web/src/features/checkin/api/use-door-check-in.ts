import { doorCode } from '@aforo/domain';
import { useMemo } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { checkInAttendee, standingCheckIn } from './check-in';
import { doorShardOf } from './door-shard';

/**
 * The door's writes and reads for its screen, bound to the page's Firestore instance: checking
 * someone in (one batch with this device's counter shard), the check-in that stands after a
 * refusal, and this device's door code. Screens call these; they never import Firestore.
 */
export function useDoorCheckIn(eventId: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      checkIn: (attendee: Parameters<typeof checkInAttendee>[2]) =>
        checkInAttendee(db, eventId, attendee),
      standing: (attendeeId: string) => standingCheckIn(db, eventId, attendeeId),
      /** This device's door, as staff read it ("Puerta 3F"), or null. */
      door: doorCode(doorShardOf(db)),
    }),
    [db, eventId],
  );
}
