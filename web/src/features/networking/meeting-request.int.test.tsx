// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signInAs, webFixture } from '../../testing/emulator-session';
import { TestProviders } from '../../testing/providers';
import { SocialProviders } from '../chat';
import { useMeetingRequest } from './api';

const { eventId, meetingIds } = webFixture();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <SocialProviders>{children}</SocialProviders>
    </TestProviders>
  );
}

describe('meeting request api (emulator)', () => {
  it('reads a meeting for one of its two people, live', async () => {
    await signInAs('staff');
    const { result, unmount } = renderHook(() => useMeetingRequest(eventId, meetingIds[0]), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject({
      _id: meetingIds[0],
      request_status: 'pending',
      name_requesting: 'Ana Asistente',
    });
    unmount();
  });

  it('answers no meeting for a missing id (an event admin may look)', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => useMeetingRequest(eventId, 'no-such-meeting'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeUndefined();
    unmount();
  });
});
