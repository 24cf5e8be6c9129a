import { counterShardsPath, sumCounterShards, type CounterShard } from '@aforo/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';

export interface EventCounters {
  totalAttendees: number;
  checkedInAttendees: number;
  /** Some of it is this device's check-ins the server has not acknowledged yet (offline). */
  pending: boolean;
}

/**
 * The event's counters: the sum of event_config/{eventId}/shards/*. The local view of the shards
 * includes this door's own pending check-ins (each is one batch with its shard increment), so
 * the number moves with the door offline too, and `pending` says so until the server has them.
 */
export function useEventCounters(eventId: string): EventCounters | null {
  const db = useFirestore();
  const [state, setState] = useState<{ eventId: string; counters: EventCounters } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        collection(db, counterShardsPath(eventId)),
        { includeMetadataChanges: true },
        (snap) =>
          setState({
            eventId,
            counters: {
              ...sumCounterShards(snap.docs.map((d) => d.data() as CounterShard)),
              pending: snap.metadata.hasPendingWrites,
            },
          }),
        // Without access to the counters the tags stay empty, as before.
        () => setState(null),
      ),
    [db, eventId],
  );
  return state?.eventId === eventId ? state.counters : null;
}
