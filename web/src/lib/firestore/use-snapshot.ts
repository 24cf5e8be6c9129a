import {
  onSnapshot,
  type DocumentReference,
  type FirestoreError,
  type Query,
  type SnapshotOptions,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';

export type SnapshotState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: FirestoreError };

type Settled<T> = Exclude<SnapshotState<T>, { status: 'loading' }>;

/** Pending server timestamps read as the local estimate rather than null. */
const READ_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

/**
 * Subscribes while `key` stays the same; the state is kept with the key it belongs to, so a
 * listener for a previous key (another event, another user) never leaks into the new one.
 * `retry` subscribes again, for the views that offer a retry button after an error.
 */
function useKeyedSnapshot<T>(
  key: string | null,
  subscribe: (settle: (state: Settled<T>) => void) => () => void,
): SnapshotState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const fullKey = key === null ? null : `${attempt}:${key}`;
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(null);
  useEffect(() => {
    if (fullKey === null) return undefined;
    return subscribe((state) => setSettled({ key: fullKey, state }));
    // `subscribe` is rebuilt every render; the key says when it means something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: SnapshotState<T> =
    settled !== null && settled.key === fullKey ? settled.state : { status: 'loading' };
  return { ...state, retry };
}

/** A live document; `undefined` data means it does not exist. A null ref waits. */
export function useDocSnapshot<T>(ref: DocumentReference<T> | null) {
  return useKeyedSnapshot<T | undefined>(ref?.path ?? null, (settle) =>
    ref === null
      ? () => {}
      : onSnapshot(
          ref,
          (snap) => settle({ status: 'success', data: snap.data(READ_OPTIONS) }),
          (error) => settle({ status: 'error', error }),
        ),
  );
}

/** A live query; `key` must change whenever the query does (Query objects are not comparable). */
export function useQuerySnapshot<T>(query: Query<T> | null, key: string) {
  return useKeyedSnapshot<T[]>(query === null ? null : key, (settle) =>
    query === null
      ? () => {}
      : onSnapshot(
          query,
          (snap) => settle({ status: 'success', data: snap.docs.map((d) => d.data(READ_OPTIONS)) }),
          (error) => settle({ status: 'error', error }),
        ),
  );
}
