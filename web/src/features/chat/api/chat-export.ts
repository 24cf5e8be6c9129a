import type { ChatMessage } from '@aforo/domain';
import { getDocs, limit, orderBy, query, writeBatch } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { refs } from '../../../lib/firestore/refs';

/** Messages deleted per batch: under Firestore's 500 writes. */
const DELETE_BATCH = 400;

/**
 * The event's public chat for its admins (reactfire, inside SocialProviders): the newest `shown`
 * messages live, newest first; `readAll` reads the whole chat oldest first (the export);
 * `removeAll` deletes every message, batch after batch until the chat is empty.
 */
export function usePublicChatAdmin(eventId: string, shown: number) {
  const db = useFirestore();
  const chat = useMemo(() => refs.publicChat(db, eventId), [db, eventId]);
  const newest = useMemo(
    () => query(chat, orderBy('sortByDateAndTime', 'desc'), limit(shown)),
    [chat, shown],
  );
  const { data } = useFirestoreCollectionData(newest);
  return {
    data: data as ChatMessage[] | undefined,
    async readAll(): Promise<ChatMessage[]> {
      const snap = await getDocs(query(chat, orderBy('sortByDateAndTime', 'asc')));
      return snap.docs.map((d) => d.data());
    },
    async removeAll(): Promise<void> {
      for (;;) {
        const page = await getDocs(query(chat, limit(DELETE_BATCH)));
        if (page.empty) return;
        const batch = writeBatch(db);
        page.docs.forEach((d) => batch.delete(d.ref));
        await batch.commit();
      }
    },
  };
}
