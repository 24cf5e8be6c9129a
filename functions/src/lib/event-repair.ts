import { eventRepair, paths } from '@aforo/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';

/*
 * Kept apart from ./firebase and ./refs: the seed and the operator's script import it with an
 * app of their own, and ./firebase initializes the default app as it loads.
 */

const PAGE = 200;

/**
 * Gives every stored event what registration, the import and the door need (the fixed names and
 * e-mail fields), for events created before creation gave them. Idempotent: an event that has
 * them is read and left alone, so the seed, `npm start` and an operator can all run it. Each
 * event is repaired in its own transaction, so a field added meanwhile by an admin is kept.
 * Takes the Firestore instance so a script can point it at any project.
 */
export async function repairEvents(
  firestore: Firestore,
): Promise<{ checked: number; repaired: string[] }> {
  const events = firestore.collection(paths.events());
  const repaired: string[] = [];
  let checked = 0;
  let last: string | null = null;
  for (;;) {
    let page = events.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    for (const doc of snap.docs) {
      checked += 1;
      const changed = await firestore.runTransaction(async (tx) => {
        const current = await tx.get(doc.ref);
        const data = current.data();
        if (!data) return false;
        const repair = eventRepair({
          user_properties: Array.isArray(data.user_properties) ? data.user_properties : [],
          itemsMenu: data.itemsMenu,
        });
        if (!repair) return false;
        tx.update(doc.ref, { ...repair, updated_at: FieldValue.serverTimestamp() });
        return true;
      });
      if (changed) repaired.push(doc.id);
    }
    if (snap.size < PAGE) break;
    last = snap.docs[snap.docs.length - 1]?.id ?? null;
  }
  return { checked, repaired };
}
