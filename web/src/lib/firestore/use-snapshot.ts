import {
  onSnapshot,
  type DocumentReference,
  type Query,
  type SnapshotOptions,
} from 'firebase/firestore';
import { useKeyedSnapshot } from './use-keyed';

export type { SnapshotState } from './use-keyed';

/** Pending server timestamps read as the local estimate rather than null. */
export const READ_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

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
