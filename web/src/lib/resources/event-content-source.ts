import { LIMITS, validateBody, type EventContentKind, type EventContentTypes } from '@aforo/domain';
import {
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { useFirestore } from '../firebase-context';
import type { ObjectSchema } from 'yup';
import { refs } from '../firestore/refs';
import { useQuerySnapshot } from '../firestore/use-snapshot';
import type { ResourceData, ResourceSource } from './resource';

/**
 * Content stored under events/{eventId}/{kind}, written directly as event admin (the rules decide).
 * Values pass the domain schema first, unknown keys stripped, exactly as the API would check them.
 */
export function eventContentSource<K extends EventContentKind, I extends object>(
  kind: K,
  schema: ObjectSchema<I>,
): ResourceSource<EventContentTypes[K], I> {
  return {
    useData({ eventId }): ResourceData<EventContentTypes[K], I> {
      const db = useFirestore();
      const typed = refs.eventContent(db, eventId, kind);
      // Newest first; bounded like every listener (ARCHITECTURE.md §5).
      const list = useQuerySnapshot(
        query(typed, orderBy('created_at', 'desc'), limit(LIMITS.list)),
        `${eventId}/${kind}`,
      );
      // Writes carry server timestamps, which the typed converter's input type cannot hold.
      const raw = typed.withConverter(null);
      return {
        list,
        async create(values) {
          const data = await validateBody(schema, values);
          await setDoc(doc(raw), {
            ...data,
            event_id: eventId,
            created_at: serverTimestamp(),
            updated_at: serverTimestamp(),
          });
        },
        async update(id, values) {
          const data = await validateBody(schema, values);
          await updateDoc(doc(raw, id), { ...data, updated_at: serverTimestamp() });
        },
        async remove(id) {
          await deleteDoc(doc(raw, id));
        },
      };
    },
  };
}
