// @vitest-environment jsdom
import { paths } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { refusal, signInAs, storedIds, webFixture } from '../../../testing/emulator-session';
import { TestProviders } from '../../../testing/providers';
import { SocialProviders } from '../social-providers';
import { hideMessage, useNewestMessages } from './messages';
import { sendChatMessage } from './private-chats';

const { eventId } = webFixture();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <SocialProviders>{children}</SocialProviders>
    </TestProviders>
  );
}

describe('chat messages api (emulator)', () => {
  it('shows the newest page oldest first; staff may not hide, an event admin hides', async () => {
    const uid = await signInAs('attendee');
    const chat = refs.publicChat(appFirestore(), eventId);
    for (const text of ['uno', 'dos', 'tres']) {
      await sendChatMessage(chat, eventId, { uid, name: null }, text);
    }
    const { result, unmount } = renderHook(() => useNewestMessages(chat, 2), { wrapper });
    await waitFor(() =>
      expect(result.current.messages.map((m) => m.text)).toEqual(['dos', 'tres']),
    );
    expect(result.current.full).toBe(true);
    const ids = result.current.messages.map((m) => m._id);
    unmount();

    await signInAs('staff');
    expect(await refusal(hideMessage(chat, ids[0] ?? ''))).toBe('permission-denied');

    await signInAs('eventAdmin');
    const all = await storedIds(paths.publicChat(eventId));
    await Promise.all(all.map((id) => hideMessage(chat, id)));
    expect(await storedIds(paths.publicChat(eventId))).toEqual([]);
  });
});
