import * as yup from 'yup';
import type { TimestampLike } from './common.js';
import { idString, text } from './common.js';

export const CHAT_MESSAGE_MAX = 1_000;

/**
 * A chat message (public: messagesevent_{eventId}; private: below the pair's chat). chatId names
 * the chat it is in: the event id in the public chat, the pair's chat id (`privateChatId`) in a
 * private one. name is the sender's registered name (its attendee record's properties.names, else
 * its staff name) or absent: the rules refuse any other, so nobody posts under another person's
 * name; readers show it, or resolve user_id, as given.
 */
export const chatMessageSchema = yup.object({
  chatId: idString().required(),
  name: text().optional(),
  text: text(CHAT_MESSAGE_MAX).required('Escribe un mensaje'),
});
export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>;
export type ChatMessage = ChatMessageInput & {
  _id: string;
  user_id: string;
  /** Server time; the order of the conversation. */
  sortByDateAndTime: TimestampLike;
};

export const CHAT_KINDS = ['public', 'private'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export interface ChatParticipant {
  idparticipant: string;
  countmessajes: number;
  profilePicUrl: string | null;
}

/**
 * A private chat; its id is the two user ids sorted and joined with '_' (`privateChatId`). Each
 * participant's countmessajes is how many messages it has not read yet: the sender adds one to
 * the other's, the reader sets its own back to 0. participant_ids is the pair sorted, a flat
 * list so that "my chats" is one array-contains query; last_message_at orders that list and is
 * absent until the first message.
 */
export interface Chat {
  id: string;
  name: string;
  participants: ChatParticipant[];
  participant_ids: string[];
  ultimo_mensaje: string;
  last_message_at?: TimestampLike;
}

/** The two uids of a private chat, sorted: what participant_ids holds. */
export function chatParticipantIds(userA: string, userB: string): [string, string] {
  return userA < userB ? [userA, userB] : [userB, userA];
}

/** How many of a private chat's messages `uid` has not read. */
export function unreadIn(chat: Pick<Chat, 'participants'>, uid: string): number {
  return chat.participants.find((p) => p.idparticipant === uid)?.countmessajes ?? 0;
}

/** The participants after one more message from `sender`: the other has one more to read. */
export function participantsAfterMessage(
  participants: readonly ChatParticipant[],
  sender: string,
): ChatParticipant[] {
  return participants.map((p) =>
    p.idparticipant === sender ? p : { ...p, countmessajes: p.countmessajes + 1 },
  );
}

/** The participants once `reader` has read everything. */
export function participantsAfterReading(
  participants: readonly ChatParticipant[],
  reader: string,
): ChatParticipant[] {
  return participants.map((p) => (p.idparticipant === reader ? { ...p, countmessajes: 0 } : p));
}

/** The chat export drops messages that contain 'spam' (part 2 §9). */
export function isExportableChatMessage(message: Pick<ChatMessage, 'text'>): boolean {
  return !message.text.toLowerCase().includes('spam');
}
