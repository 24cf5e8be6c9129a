import { limit, query } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/** An event has a handful of attendee roles; the cap only bounds the listener. */
const MAX_ROLES = 200;

/** The event's attendee roles, live; null while they load. */
export function useRoleList(eventId: string) {
  const db = useFirestore();
  const roles = useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'roles'), limit(MAX_ROLES)),
    `roles:${eventId}`,
  );
  return roles.status === 'success' ? roles.data : null;
}

/** The Rol column's names, looked up by rol_id. */
export function useRoleNames(eventId: string): (rolId: string | null) => string {
  const list = useRoleList(eventId);
  return useCallback(
    (rolId: string | null) =>
      rolId === null ? '' : (list?.find((role) => role._id === rolId)?.name ?? ''),
    [list],
  );
}
