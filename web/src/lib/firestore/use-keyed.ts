import type { FirestoreError } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';

export type SnapshotState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: FirestoreError };

export type Settled<T> = Exclude<SnapshotState<T>, { status: 'loading' }>;

/**
 * Subscribes while `key` stays the same; the state is kept with the key it belongs to, so a
 * listener for a previous key (another event, another user) never leaks into the new one.
 * `retry` subscribes again, for the views that offer a retry button after an error. Shared by the
 * full SDK's live hooks (use-snapshot.ts) and Firestore Lite's one-shot reads (lite.ts), so it
 * imports no SDK.
 */
export function useKeyedSnapshot<T>(
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
