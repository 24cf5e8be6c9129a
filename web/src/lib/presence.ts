import {
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_STALE_MS,
  isOnline,
  paths,
  type Presence,
} from '@aforo/domain';
import { collection, limit, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { usesEmulators } from './firebase';
import { converter } from './firestore/converter';
import { refs } from './firestore/refs';

/**
 * Presence without the Realtime Database (ARCHITECTURE.md §5): presence/{eventId}_{uid} holds a
 * heartbeat written at most once per period while the tab is visible, 'offline' on leave where
 * the browser lets the page say so, and a heartbeat older than the stale period counts as
 * offline (a closed laptop never says goodbye). Against the emulators the periods can be
 * shortened through localStorage, so a browser test need not wait minutes.
 */
function configured(key: string, fallback: number): number {
  if (!usesEmulators) return fallback;
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  } catch {
    return fallback;
  }
}

export const presenceTiming = () => ({
  heartbeatMs: configured('aforo-presence-heartbeat-ms', PRESENCE_HEARTBEAT_MS),
  staleMs: configured('aforo-presence-stale-ms', PRESENCE_STALE_MS),
});

/** Keeps the signed-in user's heartbeat for the event while the page is open and visible. */
export function usePresenceHeartbeat(eventId: string, uid: string | null) {
  const db = useFirestore();
  useEffect(() => {
    if (!uid) return undefined;
    const ref = refs.presence(db, eventId, uid);
    const write = (state: Presence['state']) =>
      setDoc(ref, {
        _id: ref.id,
        state,
        event_id: eventId,
        user_id: uid,
        // The converter drops _id; the rules want last_changed to be the request's time.
        last_changed: serverTimestamp() as unknown as Presence['last_changed'],
      }).catch(() => undefined);
    const { heartbeatMs } = presenceTiming();
    const beat = () => {
      if (document.visibilityState === 'visible') void write('online');
    };
    beat();
    const timer = window.setInterval(beat, heartbeatMs);
    const onVisibility = () =>
      document.visibilityState === 'visible' ? beat() : void write('offline');
    const onLeave = () => void write('offline');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      void write('offline');
    };
  }, [db, eventId, uid]);
}

/**
 * Who of the event is online now: one listener on the event's 'online' heartbeats (never the
 * whole presence collection), filtered by staleness on a clock that ticks within the period.
 */
/** The most heartbeats one tab listens to. */
const MAX_ONLINE_LISTENED = 500;

export function useOnlineUsers(eventId: string): ReadonlySet<string> {
  const db = useFirestore();
  const online = useMemo(
    () =>
      query(
        collection(db, paths.presence()).withConverter(converter<Presence & { _id: string }>()),
        where('event_id', '==', eventId),
        where('state', '==', 'online'),
        // Bounded like every listener: past this many, the dots of those shown still come from
        // it and the "online now" figure reads as a floor.
        limit(MAX_ONLINE_LISTENED),
      ),
    [db, eventId],
  );
  const { data } = useFirestoreCollectionData(online);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const { staleMs } = presenceTiming();
    const timer = window.setInterval(() => setNow(new Date()), Math.max(250, staleMs / 4));
    return () => window.clearInterval(timer);
  }, []);
  return useMemo(() => {
    const { staleMs } = presenceTiming();
    return new Set(
      (data ?? [])
        .filter((p) => p.last_changed != null && isOnline(p, now, staleMs))
        .map((p) => p.user_id),
    );
  }, [data, now]);
}
