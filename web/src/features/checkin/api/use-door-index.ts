import { doorIndexChunksPath, type DoorIndexChunk } from '@aforo/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useFirestore } from '../../../lib/firebase-context';

/**
 * The event's compact index of everyone (domain integrations/door-index.ts), kept by the SDK's
 * cache for offline use and read by the scanner when the list does not hold the scanned person
 * (a cold load still under way, or someone registered a moment ago). A ref, not state: the
 * scanner reads it when a code arrives, and an index update need not render the door again.
 */
export function useDoorIndex(eventId: string) {
  const db = useFirestore();
  const chunks = useRef<readonly DoorIndexChunk[]>([]);
  useEffect(() => {
    chunks.current = [];
    return onSnapshot(
      collection(db, doorIndexChunksPath(eventId)),
      (snap) => {
        chunks.current = snap.docs.map((d) => d.data() as DoorIndexChunk);
      },
      // Without the index a scan still searches the list; the list says why it cannot load.
      () => undefined,
    );
  }, [db, eventId]);
  return chunks;
}
