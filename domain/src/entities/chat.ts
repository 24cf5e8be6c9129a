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

/** A private chat; its id is the two user ids sorted and joined with '_' (`privateChatId`). */
export interface Chat {
  id: string;
  name: string;
  participants: ChatParticipant[];
  ultimo_mensaje: string;
}

/** The chat export drops messages that contain 'spam' (part 2 §9). */
export function isExportableChatMessage(message: Pick<ChatMessage, 'text'>): boolean {
  return !message.text.toLowerCase().includes('spam');
}
