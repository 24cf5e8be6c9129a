import { useFirestore, useFirestoreDocData } from 'reactfire';
import { refs } from '../../../lib/firestore/refs';

/** The event document, live from Firestore (readable when public: see firestore.rules). */
export function useEvent(eventId: string) {
  const db = useFirestore();
  return useFirestoreDocData(refs.event(db, eventId));
}

/** A private event is refused by the rules: for a visitor that is the same as no event. */
export function isNotVisible(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code === 'permission-denied'
    : false;
}
