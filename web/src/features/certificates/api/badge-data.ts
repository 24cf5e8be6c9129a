import { LIMITS } from '@aforo/domain';
import { documentId, limit, query, where } from 'firebase/firestore';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot, useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/** The most attendees read by id at once (Firestore's `in` takes up to 30). */
export const MAX_BY_ID = 30;

/**
 * What the badge sheet prints from, live: the event (its saved badge layout, so a save shows at
 * once), the first attendees and the event's roles.
 */
export function useBadgeData(eventId: string) {
  const db = useFirestore();
  const event = useDocSnapshot(refs.event(db, eventId));
  const attendees = useQuerySnapshot(
    query(refs.attendees(db, eventId), limit(LIMITS.list)),
    `badge-attendees:${eventId}`,
  );
  const roles = useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'roles'), limit(LIMITS.list)),
    `badge-roles:${eventId}`,
  );
  return { event, attendees, roles };
}

/** Attendees read by id, live (the first MAX_BY_ID of `ids`); none asked, it waits. */
export function useAttendeesById(eventId: string, ids: readonly string[]) {
  const db = useFirestore();
  const missing = ids.slice(0, MAX_BY_ID);
  return useQuerySnapshot(
    missing.length > 0
      ? query(refs.attendees(db, eventId), where(documentId(), 'in', missing))
      : null,
    `badge-attendees-by-id:${eventId}:${missing.join(',')}`,
  );
}
