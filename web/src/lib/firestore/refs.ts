import { paths, type AforoEvent } from '@aforo/domain';
import {
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/** Documents are stored without their id; reads add it back as `_id` (the spec's name). */
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

/** Typed refs built from the shared path builders; components never spell a collection name. */
export const refs = {
  event: (db: Firestore, eventId: string) =>
    doc(db, paths.event(eventId)).withConverter(converter<AforoEvent>()),
};
