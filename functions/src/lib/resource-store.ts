import type { EventContentKind } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';
import { refs } from './refs';

/** A stored item as the API answers it: its fields and its id. */
export type Item = { _id: string } & DocumentData;

export interface StoreQuery {
  limit: number;
  /** Only items whose field equals true (published flags). */
  flag: string | null;
}

/** Where a resource lives: a subcollection of the event, or a list inside the event document. */
export interface ResourceStore {
  list(eventId: string, query: StoreQuery): Promise<Item[]>;
  get(eventId: string, id: string): Promise<Item | null>;
  create(eventId: string, value: DocumentData): Promise<string>;
  /** Applies `change` to the stored item atomically; false when there is no such item. */
  update(
    eventId: string,
    id: string,
    change: (stored: Item) => Promise<DocumentData>,
  ): Promise<boolean>;
  remove(eventId: string, id: string): Promise<boolean>;
}

/** events/{eventId}/{kind}: one document per item, with event_id and timestamps. */
export function collectionStore(kind: EventContentKind): ResourceStore {
  const collection = (eventId: string) => refs.eventContentData(eventId, kind);
  return {
    async list(eventId, { limit, flag }) {
      const base = collection(eventId);
      const query = flag ? base.where(flag, '==', true) : base;
      const snap = await query.limit(limit).get();
      return snap.docs.map((doc) => doc.data());
    },
    async get(eventId, id) {
      return (await collection(eventId).doc(id).get()).data() ?? null;
    },
    async create(eventId, value) {
      const ref = collection(eventId).doc();
      const now = FieldValue.serverTimestamp();
      await ref.create({ ...value, _id: ref.id, created_at: now, updated_at: now });
      return ref.id;
    },
    async update(eventId, id, change) {
      const ref = collection(eventId).doc(id);
      return db.runTransaction(async (tx) => {
        const stored = (await tx.get(ref)).data();
        if (!stored) return false;
        tx.update(ref, { ...(await change(stored)), updated_at: FieldValue.serverTimestamp() });
        return true;
      });
    },
    async remove(eventId, id) {
      const ref = collection(eventId).doc(id);
      if (!(await ref.get()).exists) return false;
      await ref.delete();
      return true;
    },
  };
}
