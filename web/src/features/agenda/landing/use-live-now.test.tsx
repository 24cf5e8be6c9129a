// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveNow } from './use-live-now';

afterEach(() => {
  vi.useRealTimers();
});

// 2027-03-15 in Bogotá (UTC-5): 09:00 there is 14:00 UTC.
const activities = [
  {
    _id: 'apertura',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    habilitar_ingreso: 'open_meeting_room' as const,
  },
  { _id: 'panel', datetime_start: '2027-03-15 10:00', datetime_end: '2027-03-15 11:00' },
  { _id: 'taller', datetime_start: '2027-03-15 10:00', datetime_end: '2027-03-15 12:00' },
  { _id: 'cierre', datetime_start: '2027-03-15 17:00', datetime_end: '2027-03-15 18:00' },
];

describe('useLiveNow (a visitor: the states the agenda read, no listener)', () => {
  it('marks the open room live and the earliest activities ahead as next', () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 2, 15, 14, 30) });
    const { result } = renderHook(() => useLiveNow('evt-1', activities, 'America/Bogota', false));
    expect([...result.current.live]).toEqual(['apertura']);
    expect([...result.current.next].sort()).toEqual(['panel', 'taller']);
  });

  it('moves "next" on as the clock passes a start, without a reload', async () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 2, 15, 14, 59, 45) });
    const { result } = renderHook(() => useLiveNow('evt-1', activities, 'America/Bogota', false));
    expect([...result.current.next].sort()).toEqual(['panel', 'taller']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect([...result.current.next]).toEqual(['cierre']);
  });

  it('reads the starts in the event’s zone, not the device’s', () => {
    // 10:30 UTC is 05:30 in Bogotá: everything is still ahead, apertura first.
    vi.useFakeTimers({ now: Date.UTC(2027, 2, 15, 10, 30) });
    const closed = activities.map((a) => ({
      ...a,
      habilitar_ingreso: 'closed_meeting_room' as const,
    }));
    const { result } = renderHook(() => useLiveNow('evt-1', closed, 'America/Bogota', false));
    expect([...result.current.live]).toEqual([]);
    expect([...result.current.next]).toEqual(['apertura']);
  });

  it('nothing is next once every activity has started', () => {
    vi.useFakeTimers({ now: Date.UTC(2027, 2, 16, 0, 0) });
    const { result } = renderHook(() => useLiveNow('evt-1', activities, 'America/Bogota', false));
    expect(result.current.next.size).toBe(0);
  });
});
