import {
  chatParticipantIds,
  privateChatId,
  participantsAfterMessage,
  participantsAfterReading,
  unreadIn,
  type ChatMessage,
  type CollectionTypes,
} from '@aforo/domain';
import {
  addDoc,
  getDoc,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { refs } from '../../../lib/firestore/refs';

type PrivateChatDoc = CollectionTypes['privateChat'];

/** How many conversations the private tab lists: the newest ones, never the whole history. */
export const MY_CHATS_LIMIT = 30;

/**
 * The signed-in attendee's private chats, live and bounded: one array-contains query on the
 * chats' participant_ids (the only list the rules allow), newest message first. Chats opened but
 * never written in have no last_message_at and stay out of it.
 */
export function useMyPrivateChats(eventId: string, uid: string): readonly PrivateChatDoc[] {
  const db = useFirestore();
  const mine = useMemo(
    () =>
      query(
        refs.privateChats(db, eventId),
        where('participant_ids', 'array-contains', uid),
        orderBy('last_message_at', 'desc'),
        limit(MY_CHATS_LIMIT),
      ),
    [db, eventId, uid],
  );
  return useFirestoreCollectionData(mine).data ?? [];
}

/** The sorted pair, written with every update so a chat made before the field has it too. */
const idsOf = (chat: PrivateChatDoc) =>
  chatParticipantIds(
    chat.participants[0]?.idparticipant ?? '',
    chat.participants[1]?.idparticipant ?? '',
  );

/** All the messages `uid` has not read in the chats listed. */
export function totalUnread(chats: readonly PrivateChatDoc[], uid: string): number {
  return chats.reduce((sum, chat) => sum + unreadIn(chat, uid), 0);
}

/**
 * After a message is sent: the other person has one more to read, the last message and its time
 * change. A transaction, so two quick messages (or a read at the same time) lose no count.
 */
export function noteMessageSent(
  db: Firestore,
  chat: DocumentReference<PrivateChatDoc>,
  sender: string,
  text: string,
): Promise<void> {
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(chat)).data();
    if (!current) return;
    tx.update(chat, {
      ultimo_mensaje: text.slice(0, 1000),
      last_message_at: serverTimestamp(),
      participant_ids: idsOf(current),
      participants: participantsAfterMessage(current.participants, sender),
    });
  });
}

/** The reader has seen everything: its own unread count back to 0. */
export function markChatRead(
  db: Firestore,
  chat: DocumentReference<PrivateChatDoc>,
  reader: string,
): Promise<void> {
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(chat)).data();
    if (!current || unreadIn(current, reader) === 0) return;
    tx.update(chat, {
      participant_ids: idsOf(current),
      participants: participantsAfterReading(current.participants, reader),
    });
  });
}

/**
 * Makes the private chat of `me` and `peer` unless it exists (the rules want it before any
 * message): both with nothing to read, each with its picture.
 */
export async function ensurePrivateChat(
  chat: DocumentReference<PrivateChatDoc>,
  me: string,
  peer: string,
  pictureOf: (uid: string) => string | null,
): Promise<void> {
  const id = privateChatId(me, peer);
  const snap = await getDoc(chat).catch(() => null);
  if (snap?.exists()) return;
  await setDoc(chat, {
    _id: id,
    id,
    name: '',
    ultimo_mensaje: '',
    participant_ids: chatParticipantIds(me, peer),
    participants: [me, peer].map((uid) => ({
      idparticipant: uid,
      countmessajes: 0,
      profilePicUrl: pictureOf(uid),
    })),
  });
}

/** Sends `text` to a chat (public or private) in the sender's own name, at the server's time. */
export async function sendChatMessage(
  messages: CollectionReference<ChatMessage>,
  chatId: string,
  sender: { uid: string; name: string | null },
  text: string,
): Promise<void> {
  await addDoc(messages, {
    _id: '',
    chatId,
    text,
    user_id: sender.uid,
    ...(sender.name ? { name: sender.name } : {}),
    sortByDateAndTime: serverTimestamp() as unknown as ChatMessage['sortByDateAndTime'],
  });
}
