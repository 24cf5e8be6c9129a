import type { Attendee } from '@aforo/domain';
import { onSnapshot, orderBy, query, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { refs } from '../../../lib/firestore/refs';
import { useStallRecovery } from './use-stall-recovery';

export interface AttendeeRow {
  attendee: Attendee;
  /** Changed on this device (any tab) and not yet acknowledged by the server. */
  pending: boolean;
}

export type AttendeeCacheState =
  | { status: 'loading' }
  | { status: 'error'; error: FirestoreError }
  | { status: 'ready'; rows: AttendeeRow[]; fromCache: boolean };

/**
 * The whole attendee list of one event, live. This is the one deliberately unbounded listener
 * (ARCHITECTURE.md §5): it is the door's offline copy. With the persistent multi-tab cache the
 * first load fills IndexedDB and afterwards only deltas travel; search, scans and the weighted
 * tag then run locally, with or without a network, and every tab shares the same cache.
 * includeMetadataChanges makes the "pendiente de sincronizar" marker clear when the server
 * acknowledges a write, even though the data itself did not change.
 */
export function useAttendeeCache(eventId: string): AttendeeCacheState {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; value: AttendeeCacheState } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        query(refs.attendees(db, eventId), orderBy('updated_at', 'desc')),
        { includeMetadataChanges: true },
        (snap) =>
          setState({
            key: eventId,
            value: {
              status: 'ready',
              fromCache: snap.metadata.fromCache,
              rows: snap.docs.map((d) => ({
                attendee: d.data({ serverTimestamps: 'estimate' }),
                pending: d.metadata.hasPendingWrites,
              })),
            },
          }),
        (error) => setState({ key: eventId, value: { status: 'error', error } }),
      ),
    [db, eventId],
  );
  const value: AttendeeCacheState = state?.key === eventId ? state.value : { status: 'loading' };
  useStallRecovery(
    value.status === 'ready' && (value.fromCache || value.rows.some((row) => row.pending)),
  );
  return value;
}
