import type { AforoEvent } from '@aforo/domain';
import type { FirestoreError } from 'firebase/firestore';
import { useFirestore } from '../../../lib/firebase-context';
import { computeEventAccess, type EventAccess } from '../../../lib/event/event-access';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';

export type AccessState =
  | { status: 'loading' }
  | { status: 'ready'; access: EventAccess }
  | { status: 'error'; error: FirestoreError; retry: () => void };

/**
 * Null while the event loads. The user's own role documents, read directly (the rules let a user read its own staff and
 * membership documents), so the shell does not wait for the API.
 */
export function useEventAccess(
  event: AforoEvent | null,
  uid: string | null,
  /**
   * The event's id when the address names it: the user's staff document is read at once, with
   * the event, instead of after it (one wait less before a door shows its list).
   */
  addressedId: string | null = null,
): AccessState {
  const db = useFirestore();
  const eventId = event?._id ?? addressedId;
  const staff = useDocSnapshot(eventId && uid ? refs.staffMember(db, eventId, uid) : null);
  const orgId = event?.organizer_id;
  const member = useDocSnapshot(orgId && uid ? refs.organizationMember(db, orgId, uid) : null);
  const retry = () => {
    staff.retry();
    member.retry();
  };
  if (staff.status === 'error') return { status: 'error', error: staff.error, retry };
  if (orgId && member.status === 'error') return { status: 'error', error: member.error, retry };
  if (!event || !uid || staff.status === 'loading' || (orgId && member.status === 'loading')) {
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    access: computeEventAccess({
      uid,
      event,
      staff: staff.data ?? null,
      orgMember: member.status === 'success' ? (member.data ?? null) : null,
    }),
  };
}
