import type { RoomState } from '@aforo/domain';
import { useEffect, useMemo, useState } from 'react';
import { liveAndNext, type LiveAndNext } from '../lib/live-now';

/** How often "next" is worked out again: a minute is the finest an agenda shows. */
const TICK_MS = 30_000;

/** The time, refreshed every `ms`: what was next becomes past without a reload. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** The rooms' states, live; the listener and the SDK it needs load with the first use. */
function useRoomStates(eventId: string): ReadonlyMap<string, RoomState> {
  const [states, setStates] = useState<ReadonlyMap<string, RoomState>>(() => new Map());
  useEffect(() => {
    let current = true;
    let stop = () => {};
    import('./watch-activities').then(
      ({ watchRoomStateMap }) => {
        if (!current) return;
        stop = watchRoomStateMap(eventId, (next) => setStates(next));
      },
      () => {},
    );
    return () => {
      current = false;
      stop();
    };
  }, [eventId]);
  return states;
}

/**
 * The activities live now (room open) and next, kept current by the rooms' listener and a clock
 * tick (the agenda and the landing's "En vivo" strip).
 */
export function useLiveNow(
  eventId: string,
  activities: readonly { _id: string; datetime_start: string; datetime_end: string }[],
  zone: string | null | undefined,
): LiveAndNext {
  const rooms = useRoomStates(eventId);
  const now = useNow(TICK_MS);
  return useMemo(() => liveAndNext(activities, rooms, now, zone), [activities, rooms, now, zone]);
}
