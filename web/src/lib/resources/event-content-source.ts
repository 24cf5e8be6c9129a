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
// Installs the rich-text sanitizer the direct writes below go through (validateBody).
import '../rich-text-sanitizer';
import { apiWrites, eventApiPath } from './api-source';
import { itemOptions } from './field-values';
import { useFirestore } from '../firebase-context';
import type { ObjectSchema } from 'yup';
import { refs } from '../firestore/refs';
import { useDocSnapshot, useQuerySnapshot, type SnapshotState } from '../firestore/use-snapshot';
import type { ItemState, OptionsSource, ResourceData, ResourceSource } from './resource';

/**
 * Content stored under events/{eventId}/{kind}, written directly as event admin (the rules decide).
 * Values pass the domain schema first, unknown keys stripped, exactly as the API would check them.
 * With `apiPath` (the route segment under /api/events/{eventId}) writes go through the API
 * instead: kinds whose writes need stored data a rule cannot read (a unique name, the attendees
 * still using a role) are checked there. Reads stay live from Firestore.
 */
export function eventContentSource<K extends EventContentKind, I extends object>(
  kind: K,
  schema: ObjectSchema<I>,
  apiPath?: string,
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
      // The live list shows the API's writes by itself: nothing to re-read.
      if (apiPath) return { list, ...apiWrites(eventApiPath(eventId, apiPath), schema) };
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
    useItem({ eventId }, id) {
      const db = useFirestore();
      const ref = isDocumentId(id) ? doc(refs.eventContent(db, eventId, kind), id) : null;
      const state = useDocSnapshot(ref);
      return ref ? itemState(state) : { status: 'success', data: null };
    },
  };
}

/** An id an address may carry that names one document ('a/b' would name a deeper path). */
export const isDocumentId = (id: string) => id !== '' && !id.includes('/');

/** A document listener's state as an item's: a document that does not exist is null. */
export function itemState<T>(state: SnapshotState<T | undefined>): ItemState<T> {
  return state.status === 'success' ? { status: 'success', data: state.data ?? null } : state;
}

/**
 * A relation field's options: the items of another content kind of the same event, by id, live
 * from Firestore (bounded like every listener), named by `label`.
 */
export function relationOptions<K extends EventContentKind>(
  kind: K,
  label: (item: EventContentTypes[K]) => string,
): OptionsSource {
  return {
    useOptions({ eventId }) {
      const db = useFirestore();
      const state = useQuerySnapshot(
        query(refs.eventContent(db, eventId, kind), limit(LIMITS.list)),
        `${eventId}/${kind}/options`,
      );
      if (state.status !== 'success') return state;
      return { status: 'success', data: itemOptions(state.data, label) };
    },
  };
}
