import {
  PUBLIC_ACCESS_TYPES,
  type Activity,
  type LanguageState,
  type RoomState,
} from '@aforo/domain';
import { limit, onSnapshot, query, where } from 'firebase/firestore';
import { appFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { READ_OPTIONS } from '../../../lib/firestore/use-snapshot';

/*
 * The landing's live views of the agenda, with the full SDK's listeners: loaded on demand (the
 * landing's first JS stays without the SDK).
 */

/**
 * Calls `changed` whenever a published activity's room status changes (part 1 §4, §7.7): only on
 * changes, never for the states found when listening starts. Returns the function that stops.
 */
export function watchRoomStates(
  eventId: string,
  changed: (activity: Activity, state: RoomState) => void,
): () => void {
  const known = new Map<string, RoomState>();
  let first = true;
  return onSnapshot(
    query(
      refs.eventContent(appFirestore(), eventId, 'activities'),
      where('isPublished', '==', true),
      where('access_restriction_type', 'in', [...PUBLIC_ACCESS_TYPES]),
      limit(200),
    ),
    (snap) => {
      for (const doc of snap.docs) {
        const activity = doc.data(READ_OPTIONS);
        const state = activity.habilitar_ingreso ?? 'none';
        const before = known.get(activity._id);
        known.set(activity._id, state);
        if (!first && before !== undefined && before !== state) changed(activity, state);
      }
      first = false;
    },
    // No notices is all a failed listener costs: the agenda itself is read apart.
    () => {},
  );
}

/** One activity, live (undefined: gone or not readable); returns the function that stops. */
export function watchActivity(
  eventId: string,
  activityId: string,
  report: (activity: Activity | undefined) => void,
  failed: (error: Error) => void,
): () => void {
  return onSnapshot(
    refs.eventContentItem(appFirestore(), eventId, 'activities', activityId),
    (snap) => report(snap.data(READ_OPTIONS)),
    failed,
  );
}

/**
 * The activity's language variants (languageState/{eventId}/activities/{activityId}, public),
 * live: an admin switching a variant's state reaches the room at once. None when absent.
 */
export function watchLanguageVariants(
  eventId: string,
  activityId: string,
  report: (variants: LanguageState['related_meetings']) => void,
): () => void {
  return onSnapshot(
    refs.languageState(appFirestore(), eventId, activityId),
    (snap) => report(snap.data(READ_OPTIONS)?.related_meetings ?? []),
    // Variants are extra: a failed listener shows none.
    () => report([]),
  );
}

/**
 * Every published public activity's room status, live (the first report holds the states found
 * on load). Bounded like the agenda itself; returns the function that stops.
 */
export function watchRoomStateMap(
  eventId: string,
  report: (states: Map<string, RoomState>) => void,
): () => void {
  return onSnapshot(
    query(
      refs.eventContent(appFirestore(), eventId, 'activities'),
      where('isPublished', '==', true),
      where('access_restriction_type', 'in', [...PUBLIC_ACCESS_TYPES]),
      limit(200),
    ),
    (snap) =>
      report(
        new Map(
          snap.docs.map((doc) => {
            const activity = doc.data(READ_OPTIONS);
            return [activity._id, activity.habilitar_ingreso ?? 'none'] as const;
          }),
        ),
      ),
    // Without the listener nothing is marked live; the agenda itself is read apart.
    () => report(new Map()),
  );
}
