import { searchNameRange, type Attendee } from '@aforo/domain';
import {
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type FirestoreError,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';

/** Results of one server search: enough to pick the person, never a list to browse. */
export const NAME_SEARCH_LIMIT = 10;
/** Typing pauses this long before the door asks the server. */
const DEBOUNCE_MS = 250;

export type NameSearchState =
  /** Nothing asked: the search is too short, not wanted, or the device is offline. */
  | { status: 'idle' }
  | { status: 'searching' }
  /** more: the server had at least NAME_SEARCH_LIMIT; the rest needs more letters or a document. */
  | { status: 'done'; typed: string; attendees: Attendee[]; more: boolean; ms: number }
  | { status: 'error'; error: FirestoreError };

/**
 * The door's name search on the server, for a door that keeps only its slice of a large event:
 * a prefix query on the records' normalised name (`search_name`, written by the functions with
 * every write of a record), at most NAME_SEARCH_LIMIT, read from the server (the cache holds only
 * the slice). `enabled` false (the whole list is local, or offline) asks nothing.
 */
export function useNameSearch(eventId: string, typed: string, enabled: boolean): NameSearchState {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; value: NameSearchState } | null>(null);
  const range = enabled ? searchNameRange(typed) : null;
  const key = range ? `${eventId}|${range.from}` : '';
  useEffect(() => {
    if (range === null) return;
    let stopped = false;
    const timer = setTimeout(() => {
      setState({ key, value: { status: 'searching' } });
      const started = performance.now();
      getDocsFromServer(
        query(
          refs.attendees(db, eventId),
          where('search_name', '>=', range.from),
          where('search_name', '<', range.to),
          orderBy('search_name'),
          limit(NAME_SEARCH_LIMIT),
        ),
      )
        .then((snap) => {
          if (stopped) return;
          setState({
            key,
            value: {
              status: 'done',
              typed,
              attendees: snap.docs.map((d) => d.data({ serverTimestamps: 'estimate' })),
              more: snap.size >= NAME_SEARCH_LIMIT,
              ms: performance.now() - started,
            },
          });
        })
        .catch((error: FirestoreError) => {
          if (!stopped) setState({ key, value: { status: 'error', error } });
        });
    }, DEBOUNCE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // The range by its key: the same text typed again asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, eventId, key]);
  if (range === null) return { status: 'idle' };
  return state?.key === key ? state.value : { status: 'searching' };
}
