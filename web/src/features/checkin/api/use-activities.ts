import { limit, query } from 'firebase/firestore';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/** An agenda has at most a few hundred entries; the caps only bound the listeners. */
const MAX_AGENDA = 1_000;
const MAX_NAMES = 500;

export function useActivities(eventId: string) {
  const db = useFirestore();
  return useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'activities'), limit(MAX_AGENDA)),
    `activities:${eventId}`,
  );
}

/** Names of spaces and speakers, so the agenda can be searched by them. */
export function useAgendaNames(eventId: string): Map<string, string> {
  const db = useFirestore();
  const spaces = useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'spaces'), limit(MAX_NAMES)),
    `spaces:${eventId}`,
  );
  const speakers = useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'speakers'), limit(MAX_NAMES)),
    `speakers:${eventId}`,
  );
  const names = new Map<string, string>();
  for (const list of [spaces, speakers]) {
    if (list.status === 'success') for (const item of list.data) names.set(item._id, item.name);
  }
  return names;
}
