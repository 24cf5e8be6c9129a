// @vitest-environment jsdom
import { paths } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import {
  refusal,
  signInAs,
  stored,
  storedIds,
  webFixture,
} from '../../../testing/emulator-session';
import { TestProviders } from '../../../testing/providers';
import { SocialProviders } from '../social-providers';
import {
  ensurePrivateChat,
  markChatRead,
  noteMessageSent,
  sendChatMessage,
  totalUnread,
  useMyPrivateChats,
} from './private-chats';

const { eventId, attendee, staff, stranger } = webFixture();
const chatPath = paths.privateChat(eventId, attendee.uid, staff.uid);
const noPicture = () => null;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <SocialProviders>{children}</SocialProviders>
    </TestProviders>
  );
}

const countOf = (data: Record<string, unknown> | undefined, uid: string) =>
  (data?.['participants'] as { idparticipant: string; countmessajes: number }[] | undefined)?.find(
    (p) => p.idparticipant === uid,
  )?.countmessajes;

describe('private chats api (emulator)', () => {
  it('opens a chat once, sends a message and counts it unread for the other person', async () => {
    await signInAs('attendee');
    const db = appFirestore();
    const chat = refs.privateChat(db, eventId, attendee.uid, staff.uid);
    await ensurePrivateChat(chat, attendee.uid, staff.uid, noPicture);
    // A second open keeps the chat as it is.
    await ensurePrivateChat(chat, attendee.uid, staff.uid, noPicture);
    expect(await stored(chatPath)).toMatchObject({
      participant_ids: [attendee.uid, staff.uid].sort(),
      ultimo_mensaje: '',
    });

    const messages = refs.privateChatMessages(db, eventId, attendee.uid, staff.uid);
    await sendChatMessage(
      messages,
      chat.id,
      { uid: attendee.uid, name: null },
      'Hola, ¿nos vemos?',
    );
    await noteMessageSent(db, chat, attendee.uid, 'Hola, ¿nos vemos?');
    const after = await stored(chatPath);
    expect(after).toMatchObject({ ultimo_mensaje: 'Hola, ¿nos vemos?' });
    expect(countOf(after, staff.uid)).toBe(1);
    expect(countOf(after, attendee.uid)).toBe(0);
    expect(
      await storedIds(paths.privateChatMessages(eventId, attendee.uid, staff.uid)),
    ).toHaveLength(1);

    const { result, unmount } = renderHook(() => useMyPrivateChats(eventId, attendee.uid), {
      wrapper,
    });
    await waitFor(() => expect(result.current.map((c) => c.id)).toEqual([chat.id]));
    expect(totalUnread(result.current, attendee.uid)).toBe(0);
    unmount();
  });

  it('lets the other person see the unread message and read it', async () => {
    await signInAs('staff');
    const db = appFirestore();
    const { result, unmount } = renderHook(() => useMyPrivateChats(eventId, staff.uid), {
      wrapper,
    });
    await waitFor(() => expect(totalUnread(result.current, staff.uid)).toBe(1));
    await markChatRead(db, refs.privateChat(db, eventId, staff.uid, attendee.uid), staff.uid);
    expect(countOf(await stored(chatPath), staff.uid)).toBe(0);
    await waitFor(() => expect(totalUnread(result.current, staff.uid)).toBe(0));
    unmount();
  });

  it('refuses a chat to someone who takes no part in the event', async () => {
    await signInAs('stranger');
    const db = appFirestore();
    const chat = refs.privateChat(db, eventId, stranger.uid, attendee.uid);
    expect(await refusal(ensurePrivateChat(chat, stranger.uid, attendee.uid, noPicture))).toBe(
      'permission-denied',
    );
  });
});
