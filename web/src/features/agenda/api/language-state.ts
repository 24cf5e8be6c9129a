import type { RelatedMeetingInput } from '@aforo/domain';
import { serverTimestamp, setDoc } from 'firebase/firestore';
import { appFirestore, useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';

/**
 * An activity's variants in other languages (languageState/{eventId}/activities/{activityId}),
 * live; a null activity (not saved yet) waits.
 */
export function useLanguageState(eventId: string, activityId: string | null) {
  const db = useFirestore();
  return useDocSnapshot(activityId ? refs.languageState(db, eventId, activityId) : null);
}

/** Replaces the activity's language variants (checked by the caller's schema, then by the rules). */
export async function saveLanguageVariants(
  eventId: string,
  activityId: string,
  relatedMeetings: RelatedMeetingInput[],
) {
  await setDoc(refs.languageState(appFirestore(), eventId, activityId).withConverter(null), {
    event_id: eventId,
    activity_id: activityId,
    related_meetings: relatedMeetings,
    updated_at: serverTimestamp(),
  });
}
