import {
  DOOR_INDEX_CHUNKS,
  doorIndexChunkOf,
  doorIndexChunkPath,
  doorIndexEntry,
  paths,
  searchNameKey,
  type DoorIndexEntry,
} from '@aforo/domain';
import { FieldPath, type DocumentReference, type Firestore } from 'firebase-admin/firestore';

/**
 * Writes the whole index of an event from its records (an event stored before the index
 * existed, or a seed written without the API): pages through the attendees reading three fields,
 * then replaces every chunk. Records stored before the door's name search get their
 * `search_name` (only those whose value differs are written, without touching updated_at, so the
 * door lists do not reorder). Not for an event taking registrations at the same moment: a write
 * between the read and the replace would be missing until its record is written again.
 */
export async function rebuildDoorIndexIn(
  firestore: Firestore,
  eventId: string,
  pageSize = 5000,
): Promise<number> {
  const chunks: Record<string, DoorIndexEntry>[] = Array.from(
    { length: DOOR_INDEX_CHUNKS },
    () => ({}),
  );
  const attendees = firestore.collection(paths.attendees(eventId));
  let total = 0;
  let after: string | null = null;
  for (;;) {
    let page = attendees
      .select('properties.documento', 'properties.names', 'search_name')
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after !== null) page = page.startAfter(after);
    const snap = await page.get();
    const unnamed: { ref: DocumentReference; name: string }[] = [];
    for (const doc of snap.docs) {
      const properties = (doc.get('properties') ?? {}) as Record<string, unknown>;
      chunks[doorIndexChunkOf(doc.id)]![doc.id] = [...doorIndexEntry(properties)];
      const name = searchNameKey(properties['names']);
      if (doc.get('search_name') !== name) unnamed.push({ ref: doc.ref, name });
    }
    for (let i = 0; i < unnamed.length; i += 500) {
      const batch = firestore.batch();
      for (const { ref, name } of unnamed.slice(i, i + 500))
        batch.update(ref, { search_name: name });
      await batch.commit();
    }
    total += snap.size;
    if (snap.size < pageSize) break;
    after = snap.docs.at(-1)!.id;
  }
  await Promise.all(
    chunks.map((entries, chunk) =>
      firestore.doc(doorIndexChunkPath(eventId, chunk)).set({ e: entries }),
    ),
  );
  return total;
}

/**
 * The migration for events stored before the door's name search: an event whose records do not
 * all carry `search_name` (two counts: every record, and those with the field) has its index
 * rebuilt, which fills the field. Returns the events rebuilt.
 */
export async function fillSearchNames(firestore: Firestore): Promise<string[]> {
  const events = await firestore.collection(paths.events()).select().get();
  const rebuilt: string[] = [];
  for (const event of events.docs) {
    const attendees = firestore.collection(paths.attendees(event.id));
    const [all, named] = await Promise.all([
      attendees.count().get(),
      attendees.where('search_name', '>=', '').count().get(),
    ]);
    if (all.data().count === named.data().count) continue;
    await rebuildDoorIndexIn(firestore, event.id);
    rebuilt.push(event.id);
  }
  return rebuilt;
}
