// @vitest-environment jsdom
import type { Attendee } from '@aforo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionValue } from '../session/session-provider';
import { sessionValue } from '../../testing/session';
import { useMyRegistration, type WatchedRegistration } from './use-my-registration';

const session = vi.hoisted(() => ({ current: null as SessionValue | null }));
vi.mock('../session/session-provider', () => ({ useSession: () => session.current }));

/** The live listeners, as the hook sees them: who is watched, and a way to report for them. */
const watchers = vi.hoisted(
  () =>
    [] as {
      eventId: string;
      uid: string;
      report: (value: WatchedRegistration) => void;
      stopped: boolean;
    }[],
);
vi.mock('./watch-my-registration', () => ({
  watchMyRegistration: (
    eventId: string,
    uid: string,
    report: (value: WatchedRegistration) => void,
  ) => {
    const watcher = { eventId, uid, report, stopped: false };
    watchers.push(watcher);
    return () => {
      watcher.stopped = true;
    };
  },
}));

beforeEach(() => {
  watchers.length = 0;
  session.current = sessionValue({ uid: 'u-ana' });
});
afterEach(() => {
  vi.clearAllMocks();
});

const attendee = { _id: 'att-1', properties: { names: 'Ana' } } as unknown as Attendee;

describe('useMyRegistration', () => {
  it('an anonymous visitor has nothing to watch', () => {
    session.current = sessionValue();
    const { result } = renderHook(() => useMyRegistration('evt-1'));
    expect(result.current).toEqual({ status: 'anonymous' });
    expect(watchers).toHaveLength(0);
  });

  it('is loading while the session is restored', () => {
    session.current = sessionValue({ status: 'loading' });
    const { result } = renderHook(() => useMyRegistration('evt-1'));
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('follows the signed-in user’s registration live', async () => {
    const { result } = renderHook(() => useMyRegistration('evt-1'));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(watchers).toHaveLength(1));
    expect(watchers[0]).toMatchObject({ eventId: 'evt-1', uid: 'u-ana' });
    act(() => watchers[0]!.report({ status: 'none' }));
    expect(result.current).toEqual({ status: 'none' });
    act(() => watchers[0]!.report({ status: 'registered', attendee }));
    expect(result.current).toEqual({ status: 'registered', attendee });
  });

  it('another event starts over: loading, never the previous event’s answer', async () => {
    const { result, rerender } = renderHook(({ id }) => useMyRegistration(id), {
      initialProps: { id: 'evt-1' },
    });
    await waitFor(() => expect(watchers).toHaveLength(1));
    act(() => watchers[0]!.report({ status: 'registered', attendee }));
    rerender({ id: 'evt-2' });
    expect(result.current).toEqual({ status: 'loading' });
    expect(watchers[0]!.stopped).toBe(true);
    await waitFor(() => expect(watchers).toHaveLength(2));
    expect(watchers[1]!.eventId).toBe('evt-2');
  });

  it('stops listening when the component goes', async () => {
    const { unmount } = renderHook(() => useMyRegistration('evt-1'));
    await waitFor(() => expect(watchers).toHaveLength(1));
    unmount();
    expect(watchers[0]!.stopped).toBe(true);
  });
});
