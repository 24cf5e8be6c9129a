import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { useOnline } from '../lib/use-online';

/** How long the device may be online with the list still unconfirmed before streams restart. */
export const STALL_MS = 30_000;
let lastRestart = 0;

/**
 * Restarts Firestore's streams (offline, then online again) in this tab. Pending writes stay in
 * the persistent queue and are sent again on the new stream; a resent check-in writes the same
 * values, so nothing is counted twice.
 */
async function restartStreams(db: Firestore) {
  if (Date.now() - lastRestart < STALL_MS) return;
  lastRestart = Date.now();
  await disableNetwork(db);
  await enableNetwork(db);
}

/**
 * A door device must not show stale data forever. After a reconnect the SDK re-adds its listen
 * targets on a new stream and ignores a target's changes until the server acknowledges it; we saw
 * (SDK debug log) those acknowledgements never arrive, leaving the list "from cache"
 * and the counters frozen while the server already had every check-in. So while the browser is
 * online and the list stays unconfirmed (served from the cache, or with writes not acknowledged)
 * for STALL_MS, the streams are restarted, which re-sends the targets and the pending writes.
 */
export function useStallRecovery(stalled: boolean) {
  const db = useFirestore();
  const online = useOnline();
  // Bumped after each restart so a stall that survives one restart arms the timer again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!stalled || !online) return undefined;
    const timer = setTimeout(() => {
      restartStreams(db)
        .catch(() => undefined)
        .finally(() => setAttempt((n) => n + 1));
    }, STALL_MS);
    return () => clearTimeout(timer);
  }, [db, stalled, online, attempt]);
}
