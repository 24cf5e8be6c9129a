import type { AforoEvent } from '@aforo/domain';
import { normalizeError, type ApiError } from '../api-client';
import type { SnapshotState } from '../firestore/use-keyed';

/** The event context of spec part 1 §4: LOADING, then LOADED, or an error. */
export type EventState =
  | { status: 'loading' }
  | { status: 'loaded'; event: AforoEvent }
  /** Missing, or private to this visitor: the rules refuse both the same way. */
  | { status: 'not-found' }
  | { status: 'error'; error: ApiError };

/** What a read of the event (live or once, by id or by name) means for the page. */
export function toEventState(state: SnapshotState<AforoEvent | undefined>): EventState {
  if (state.status === 'loading') return state;
  if (state.status === 'error') {
    return state.error.code === 'permission-denied'
      ? { status: 'not-found' }
      : { status: 'error', error: normalizeError(state.error) };
  }
  return state.data ? { status: 'loaded', event: state.data } : { status: 'not-found' };
}

/** A by-name read answers a list: its first match is the event. */
export function firstMatch(
  state: SnapshotState<AforoEvent[]>,
): SnapshotState<AforoEvent | undefined> {
  return state.status === 'success' ? { status: 'success', data: state.data[0] } : state;
}
