import type { Attendee } from '@aforo/domain';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';
import { useSession } from '../../../lib/session/session-provider';

export type MyRegistration =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** Signed in, not registered to this event (or its record could not be read). */
  | { status: 'none' }
  | { status: 'registered'; attendee: Attendee };

/**
 * The visitor's own registration to the event, live: the account marker the rules know an
 * attendee by, then the record it points at (the rules let the owner read it). Live, so a new
 * registration or a confirmed payment shows without a reload.
 */
export function useMyRegistration(eventId: string): MyRegistration {
  const db = useFirestore();
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const marker = useDocSnapshot(uid === null ? null : refs.attendeeAccount(db, eventId, uid));
  const attendeeId = marker.status === 'success' ? (marker.data?.attendee_id ?? null) : null;
  const record = useDocSnapshot(
    attendeeId === null ? null : refs.attendee(db, eventId, attendeeId),
  );

  if (session.status === 'loading') return { status: 'loading' };
  if (session.status === 'anonymous' || uid === null) return { status: 'anonymous' };
  if (marker.status === 'loading') return { status: 'loading' };
  if (marker.status === 'error' || attendeeId === null) return { status: 'none' };
  if (record.status === 'loading') return { status: 'loading' };
  if (record.status === 'error' || record.data === undefined) return { status: 'none' };
  return { status: 'registered', attendee: record.data };
}
