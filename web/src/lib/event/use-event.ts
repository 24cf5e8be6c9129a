import { limit, query, where } from 'firebase/firestore';
import { useFirestore } from '../firebase-context';
import { refs } from '../firestore/refs';
import { useDocSnapshot, useQuerySnapshot } from '../firestore/use-snapshot';
import { firstMatch, toEventState, type EventState } from './event-state';
import { locatorKey, type EventLocator } from './event-locator';

export type { EventState } from './event-state';

/**
 * The live event a route names, by id or by name; a null locator is simply not found. The full
 * SDK's listeners: for the pages that follow the event as it changes (the admin shell). The
 * public landing reads it once with Firestore Lite instead (use-public-event.ts).
 */
export function useEventByLocator(
  locator: EventLocator | null,
): EventState & { retry: () => void } {
  const db = useFirestore();
  const byId = useDocSnapshot(locator?.by === 'id' ? refs.event(db, locator.id) : null);
  // Only public events can be listed (firestore.rules), so the query must say so.
  const byName = useQuerySnapshot(
    locator?.by === 'name'
      ? query(
          refs.events(db),
          where('name', '==', locator.name),
          where('visibility', '==', 'PUBLIC'),
          limit(1),
        )
      : null,
    locatorKey(locator),
  );
  if (locator === null) return { status: 'not-found', retry: () => {} };
  if (locator.by === 'id') return { ...toEventState(byId), retry: byId.retry };
  return { ...toEventState(firstMatch(byName)), retry: byName.retry };
}
