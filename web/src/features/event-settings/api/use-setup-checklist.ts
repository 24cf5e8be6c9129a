import type { AforoEvent } from '@aforo/domain';
import { getCountFromServer, getDocs, limit, query } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { setupChecklist, type ChecklistCounts, type ChecklistItem } from '../lib/setup-checklist';

type CountsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; counts: ChecklistCounts };

/**
 * The checklist of the event's first screen: the event's own fields (live, from the admin shell)
 * and two reads that never download a collection: the activities' count (an aggregation) and at
 * most two staff documents (is anyone there besides the author?). Read again each time the
 * screen opens, so a step done elsewhere is ticked on coming back.
 */
export function useSetupChecklist(event: AforoEvent): {
  items: ChecklistItem[];
  countsFailed: boolean;
  retry: () => void;
} {
  const db = useFirestore();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CountsState>({ status: 'loading' });
  const eventId = event._id;
  const authorId = event.author_id;

  useEffect(() => {
    let live = true;
    Promise.all([
      getCountFromServer(refs.eventContent(db, eventId, 'activities')),
      getDocs(query(refs.staff(db, eventId), limit(2))),
    ]).then(
      ([activities, staff]) => {
        if (!live) return;
        setState({
          status: 'ready',
          counts: {
            activities: activities.data().count,
            otherStaff: staff.docs.some((doc) => doc.id !== authorId),
          },
        });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [db, eventId, authorId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return {
    items: setupChecklist(event, state.status === 'ready' ? state.counts : null),
    countsFailed: state.status === 'error',
    retry,
  };
}
