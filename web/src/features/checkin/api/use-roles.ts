import { limit, query } from 'firebase/firestore';
import { useCallback } from 'react';
import { useDefaultLabels } from '../../../lib/default-labels';
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

/** The Rol column's names, looked up by rol_id (the default role's in the reader's language). */
export function useRoleNames(eventId: string): (rolId: string | null) => string {
  const list = useRoleList(eventId);
  const labels = useDefaultLabels();
  return useCallback(
    (rolId: string | null) => {
      const role = rolId === null ? undefined : list?.find((r) => r._id === rolId);
      return role ? labels.role(role) : '';
    },
    [list, labels],
  );
}
