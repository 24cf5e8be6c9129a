import { doorIndexChunksPath, type DoorIndexChunk } from '@aforo/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { prepareIndexNames } from '../lib/attendee-view';

/**
 * The event's compact index of everyone (domain integrations/door-index.ts), kept by the SDK's
 * cache for offline use and read by the scanner when the list does not hold the scanned person
 * (a cold load still under way, or someone registered a moment ago, or someone outside this
 * device's slice). `enabled` false waits: the door asks for the index (3 MB at 50,000 attendees)
 * once its first rows are on screen, so it does not compete with them. A ref, not state: the
 * scanner reads it when a code arrives, and an index update need not render the door again.
 * `onChunks` hears each snapshot (the door checks its gate's prefix against it). A chunk that did
 * not change keeps its object from one snapshot to the next, and with it the names' search keys
 * built for it (prepared in the background as the chunks arrive).
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
    const byId = new Map<string, DoorIndexChunk>();
    let cancelPrepare: (() => void) | null = null;
    const stop = onSnapshot(
      collection(db, doorIndexChunksPath(eventId)),
      (snap) => {
        for (const change of snap.docChanges()) {
          if (change.type === 'removed') byId.delete(change.doc.id);
          else byId.set(change.doc.id, change.doc.data() as DoorIndexChunk);
        }
        chunks.current = [...byId.values()];
        cancelPrepare?.();
        cancelPrepare = prepareIndexNames(chunks.current);
        listener.current?.(chunks.current);
      },
      // Without the index a scan still searches the list; the list says why it cannot load.
      () => undefined,
    );
    return () => {
      stop();
      cancelPrepare?.();
    };
  }, [db, eventId, enabled]);
  return chunks;
}
