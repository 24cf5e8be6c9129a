import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';

/** event_config/{eventId}: the exact totals the triggers keep (one small document). */
export function useEventCounters(eventId: string) {
  const db = useFirestore();
  const state = useDocSnapshot(refs.eventConfig(db, eventId));
  return state.status === 'success'
    ? {
        totalAttendees: state.data?.totalAttendees ?? 0,
        checkedInAttendees: state.data?.checkedInAttendees ?? 0,
      }
    : null;
}
