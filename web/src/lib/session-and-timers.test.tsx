// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenForSignOut,
  registerUnsyncedWrites,
  takeWipeNotice,
  unsyncedWrites,
} from './session/device-wipe';
import { useTimedOut } from './use-timed-out';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('useTimedOut', () => {
  it('turns true only once the wait has lasted the whole period', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedOut(true, 1000));
    expect(result.current).toBe(false);
    await act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(false);
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('is reset when the wait ends, and starts counting again from zero', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ waiting }) => useTimedOut(waiting, 1000), {
      initialProps: { waiting: true },
    });
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    await act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
  });

  it('never fires for a wait that ended in time', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ waiting }) => useTimedOut(waiting, 1000), {
      initialProps: { waiting: true },
    });
    await act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ waiting: false });
    await act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(false);
  });
});

describe('device wipe bookkeeping', () => {
  it('sums the writes every open screen still holds, and forgets a screen that closed', () => {
    const base = unsyncedWrites();
    const door = registerUnsyncedWrites(() => 2);
    const other = registerUnsyncedWrites(() => 5);
    expect(unsyncedWrites() - base).toBe(7);
    door();
    expect(unsyncedWrites() - base).toBe(5);
    other();
    expect(unsyncedWrites()).toBe(base);
  });

  it('hands out the notice of a wipe once, to the page that loads after it', () => {
    sessionStorage.setItem('aforo:device-wiped', 'kept');
    expect(takeWipeNotice()).toBe('kept');
    expect(takeWipeNotice()).toBeNull();
    sessionStorage.setItem('aforo:device-wiped', 'something else');
    expect(takeWipeNotice()).toBeNull();
  });

  it('listens for other tabs’ sign-out once, and can stop', () => {
    const created: unknown[] = [];
    class FakeChannel {
      onmessage: ((message: MessageEvent) => void) | null = null;
      closed = false;
      constructor(readonly name: string) {
        created.push(this);
      }
      postMessage() {}
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    try {
      const stop = listenForSignOut();
      // A second caller (a remount) does not open a second channel.
      listenForSignOut()();
      expect(created).toHaveLength(1);
      expect((created[0] as FakeChannel).name).toBe('aforo-session');
      stop();
      expect((created[0] as FakeChannel).closed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
