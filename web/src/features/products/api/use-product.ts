import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';

/** One product of the event, live (the rules let the event's admins read it); no id waits. */
export function useProduct(eventId: string, productId: string) {
  const db = useFirestore();
  return useDocSnapshot(
    productId ? refs.eventContentItem(db, eventId, 'products', productId) : null,
  );
}
