import { doorIndexChunksPath, type DoorIndexChunk } from '@aforo/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useFirestore } from '../../../lib/firebase-context';

/**
 * The event's compact index of everyone (domain integrations/door-index.ts), kept by the SDK's
 * cache for offline use and read by the scanner when the list does not hold the scanned person
 * (a cold load still under way, or someone registered a moment ago, or someone outside this
 * device's slice). `enabled` false waits: the door asks for the index (3 MB at 50,000 attendees)
 * once its first rows are on screen, so it does not compete with them. A ref, not state: the
 * scanner reads it when a code arrives, and an index update need not render the door again.
 * `onChunks` hears each snapshot (the door checks its gate's prefix against it).
 */
export function useDoorIndex(
  eventId: string,
  enabled = true,
  onChunks?: (chunks: readonly DoorIndexChunk[]) => void,
) {
  const db = useFirestore();
  const chunks = useRef<readonly DoorIndexChunk[]>([]);
  // The latest callback, without listening again when it changes.
  const listener = useRef(onChunks);
  useEffect(() => {
    listener.current = onChunks;
  });
  useEffect(() => {
    chunks.current = [];
    if (!enabled) return;
    return onSnapshot(
      collection(db, doorIndexChunksPath(eventId)),
      (snap) => {
        chunks.current = snap.docs.map((d) => d.data() as DoorIndexChunk);
        listener.current?.(chunks.current);
      },
      // Without the index a scan still searches the list; the list says why it cannot load.
      () => undefined,
    );
  }, [db, eventId, enabled]);
  return chunks;
}
