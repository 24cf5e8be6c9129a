import type { ChatMessage } from '@aforo/domain';
import {
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  type CollectionReference,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';

/**
 * A conversation's newest `count` messages, live, oldest of them first (reactfire, inside
 * SocialProviders): one bounded query, never the whole history. `full` says that there may be
 * older ones to page in.
 */
export function useNewestMessages(messages: CollectionReference<ChatMessage>, count: number) {
  const newest = useMemo(
    () => query(messages, orderBy('sortByDateAndTime', 'desc'), limit(count)),
    [messages, count],
  );
  const { status, data } = useFirestoreCollectionData(newest);
  const inOrder = useMemo(() => [...(data ?? [])].reverse(), [data]);
  return { status, messages: inOrder, full: (data?.length ?? 0) >= count };
}

/** Hides a message for everyone: it is deleted (event admins; the rules refuse anyone else's). */
export function hideMessage(messages: CollectionReference<ChatMessage>, messageId: string) {
  return deleteDoc(doc(messages, messageId));
}
