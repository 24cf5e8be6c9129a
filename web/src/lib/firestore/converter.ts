import type { DocumentData, SnapshotOptions } from 'firebase/firestore';

/** What both SDKs' document snapshots offer (the full SDK's and Firestore Lite's). */
interface DocumentSnapshotLike {
  readonly id: string;
  data(options?: SnapshotOptions): DocumentData;
}

/**
 * Documents are stored without their id; reads add it back as `_id` (the spec's name). Shared by
 * the full SDK's refs (refs.ts) and Firestore Lite's (lite.ts), so it imports types only.
 */
export function converter<D extends { _id: string }>() {
  return {
    toFirestore(value: D): DocumentData {
      const { _id: _ignored, ...rest } = value;
      return rest;
    },
    // The options carry serverTimestamps: 'estimate', so a pending created_at shows a date.
    fromFirestore(snap: DocumentSnapshotLike, options?: SnapshotOptions): D {
      return { ...snap.data(options), _id: snap.id } as D;
    },
  };
}
