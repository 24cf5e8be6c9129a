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
function useRoomStates(eventId: string, listen: boolean): ReadonlyMap<string, RoomState> | null {
  const [states, setStates] = useState<ReadonlyMap<string, RoomState> | null>(null);
  useEffect(() => {
    if (!listen) return;
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
  }, [eventId, listen]);
  return listen ? states : null;
}

/**
 * The activities live now (room open) and next, kept current by a clock tick and, for a
 * registered attendee (`listen`), by the rooms' listener (the agenda and the landing's "En vivo"
 * strip). A visitor gets the states the agenda read, without the listener: the landing keeps
 * anonymous visitors off the full SDK and without an open connection (the landing's first-load
 * budget, checked by landing.spec).
 */
export function useLiveNow(
  eventId: string,
  activities: readonly {
    _id: string;
    datetime_start: string;
    datetime_end: string;
    habilitar_ingreso?: RoomState | null;
  }[],
  zone: string | null | undefined,
  listen: boolean,
): LiveAndNext {
  const live = useRoomStates(eventId, listen);
  const now = useNow(TICK_MS);
  return useMemo(() => {
    // The listener sees the open and suggested activities; an attendee's role-restricted ones keep
    // the state the agenda read, so they are marked too.
    const rooms = new Map<string, RoomState>([
      ...activities.map((a) => [a._id, a.habilitar_ingreso ?? 'none'] as const),
      ...(live ?? []),
    ]);
    return liveAndNext(activities, rooms, now, zone);
  }, [activities, live, now, zone]);
}
