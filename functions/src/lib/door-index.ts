import {
  DOOR_INDEX_CHUNKS,
  doorIndexChunkOf,
  doorIndexChunkPath,
  doorIndexEntry,
  paths,
  type DoorIndexEntry,
} from '@aforo/domain';
import { FieldPath, FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';

/** An attendee's properties after the write, or null when the write deletes it. */
export interface IndexedAttendee {
  id: string;
  properties: Readonly<Record<string, unknown>> | null;
}

/**
 * Moves the door's compact index (domain integrations/door-index.ts) by attendee writes, in the
 * writer's own batch: one merge per chunk touched, each entry its own map field, so writers
 * running at once never overwrite each other's entries. Returns the number of writes added.
 */
export function indexAttendees(
  writer: WriteBatch | Transaction,
  eventId: string,
  attendees: readonly IndexedAttendee[],
): number {
  const byChunk = new Map<number, Record<string, DoorIndexEntry | FieldValue>>();
  for (const { id, properties } of attendees) {
    const chunk = doorIndexChunkOf(id);
    const entries = byChunk.get(chunk) ?? {};
    entries[id] = properties === null ? FieldValue.delete() : [...doorIndexEntry(properties)];
    byChunk.set(chunk, entries);
  }
  for (const [chunk, entries] of byChunk) {
    const ref = db.doc(doorIndexChunkPath(eventId, chunk));
    // WriteBatch.set and Transaction.set differ only in what they return.
    if ('commit' in writer) writer.set(ref, { e: entries }, { merge: true });
    else writer.set(ref, { e: entries }, { merge: true });
  }
  return byChunk.size;
}

/**
 * Writes the whole index of an event from its records (an event stored before the index
 * existed, or a seed written without the API): pages through the attendees reading two fields,
 * then replaces every chunk. Not for an event taking registrations at the same moment: a write
 * between the read and the replace would be missing until its record is written again.
 */
export async function rebuildDoorIndex(eventId: string, pageSize = 5000): Promise<number> {
  const chunks: Record<string, DoorIndexEntry>[] = Array.from(
    { length: DOOR_INDEX_CHUNKS },
    () => ({}),
  );
  const attendees = db.collection(paths.attendees(eventId));
  let total = 0;
  let after: string | null = null;
  for (;;) {
    let page = attendees
      .select('properties.documento', 'properties.names')
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after !== null) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) {
      const properties = (doc.get('properties') ?? {}) as Record<string, unknown>;
      chunks[doorIndexChunkOf(doc.id)]![doc.id] = [...doorIndexEntry(properties)];
    }
    total += snap.size;
    if (snap.size < pageSize) break;
    after = snap.docs.at(-1)!.id;
  }
  await Promise.all(
    chunks.map((entries, chunk) => db.doc(doorIndexChunkPath(eventId, chunk)).set({ e: entries })),
  );
  return total;
}
