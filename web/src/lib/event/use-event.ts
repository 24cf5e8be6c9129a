import type { AforoEvent } from '@aforo/domain';
import { limit, query, where, type FirestoreError } from 'firebase/firestore';
import { useFirestore } from '../firebase-context';
import { normalizeError, type ApiError } from '../api-client';
import { refs } from '../firestore/refs';
import { useDocSnapshot, useQuerySnapshot, type SnapshotState } from '../firestore/use-snapshot';
import { locatorKey, type EventLocator } from './event-locator';

/** The event context of spec part 1 §4: LOADING, then LOADED, or an error. */
export type EventState =
  | { status: 'loading' }
  | { status: 'loaded'; event: AforoEvent }
  /** Missing, or private to this visitor: the rules refuse both the same way. */
  | { status: 'not-found' }
  | { status: 'error'; error: ApiError };

function toEventState(state: SnapshotState<AforoEvent | undefined>): EventState {
  if (state.status === 'loading') return state;
  if (state.status === 'error') return fromError(state.error);
  return state.data ? { status: 'loaded', event: state.data } : { status: 'not-found' };
}

function fromError(error: FirestoreError): EventState {
  return error.code === 'permission-denied'
    ? { status: 'not-found' }
    : { status: 'error', error: normalizeError(error) };
}

/** The live event a route names, by id or by name; a null locator is simply not found. */
export function useEventByLocator(
  locator: EventLocator | null,
): EventState & { retry: () => void } {
  const db = useFirestore();
  const byId = useDocSnapshot(locator?.by === 'id' ? refs.event(db, locator.id) : null);
  // Only public events can be listed (firestore.rules), so the query must say so.
  const byName = useQuerySnapshot(
    locator?.by === 'name'
      ? query(
          refs.events(db),
          where('name', '==', locator.name),
          where('visibility', '==', 'PUBLIC'),
          limit(1),
        )
      : null,
    locatorKey(locator),
  );
  if (locator === null) return { status: 'not-found', retry: () => {} };
  if (locator.by === 'id') return { ...toEventState(byId), retry: byId.retry };
  const state: SnapshotState<AforoEvent | undefined> =
    byName.status === 'success' ? { status: 'success', data: byName.data[0] } : byName;
  return { ...toEventState(state), retry: byName.retry };
}
