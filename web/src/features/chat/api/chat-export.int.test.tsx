// @vitest-environment jsdom
import { paths } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appFirestore } from '../../../lib/firebase-context';
import { refusal, signInAs, storedIds, webFixture } from '../../../testing/emulator-session';
import { TestProviders } from '../../../testing/providers';
import { SocialProviders } from '../social-providers';
import { usePublicChatAdmin } from './chat-export';

const { eventId } = webFixture();
const chat = paths.publicChat(eventId);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <SocialProviders>{children}</SocialProviders>
    </TestProviders>
  );
}

/** The attendee writes to the public chat as the chat panel does. */
async function send(uid: string, text: string) {
  await addDoc(collection(appFirestore(), chat), {
    chatId: eventId,
    text,
    user_id: uid,
    sortByDateAndTime: serverTimestamp(),
  });
}

describe('public chat admin api (emulator)', () => {
  it('refuses staff without the admin role the deletion of the whole chat', async () => {
    const uid = await signInAs('attendee');
    await send(uid, 'Hola a todos');
    await send(uid, 'spam spam');
    await send(uid, '¿Dónde es el taller?');
    const { result, unmount } = renderHook(() => usePublicChatAdmin(eventId, 2), { wrapper });
    await waitFor(() => expect(result.current.data?.length).toBe(2));
    // Others' messages are not the attendee's to delete (its own would be): one refusal stops it.
    // Unmounted before the switch: staff may not list the chat, so the hook's listener would be
    // refused (an uncaught error) while the deletion is tried.
    const { removeAll } = result.current;
    unmount();
    await signInAs('staff');
    expect(await refusal(removeAll())).toBe('permission-denied');
  });

  it('shows the event admin the newest messages, exports them all and empties the chat', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => usePublicChatAdmin(eventId, 2), { wrapper });
    await waitFor(() => expect(result.current.data?.length).toBe(2));
    // Newest first, bounded to what the table shows.
    expect(result.current.data?.map((m) => m.text)).toEqual(['¿Dónde es el taller?', 'spam spam']);
    // The export reads the whole chat, oldest first.
    expect((await result.current.readAll()).map((m) => m.text)).toEqual([
      'Hola a todos',
      'spam spam',
      '¿Dónde es el taller?',
    ]);
    await result.current.removeAll();
    expect(await storedIds(chat)).toEqual([]);
    await waitFor(() => expect(result.current.data).toEqual([]));
    unmount();
  });
});
