import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
// Optional fields left undefined by a schema are dropped, not a write error.
db.settings({ ignoreUndefinedProperties: true });
export const auth = getAuth();

/**
 * Typed refs: documents are stored without their id; reads add it back as `_id`, the name the
 * spec's clients expect.
 */
export function converter<T extends { _id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore(value: T): DocumentData {
      const { _id: _ignored, ...rest } = value;
      return rest;
    },
    fromFirestore(snap: QueryDocumentSnapshot): T {
      return { ...snap.data(), _id: snap.id } as T;
    },
  };
}
