import {
  doorIndexChunkOf,
  doorIndexChunkPath,
  doorIndexEntry,
  type DoorIndexEntry,
} from '@aforo/domain';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { rebuildDoorIndexIn } from './door-index-repair';
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
 * Writes the whole index of an event from its records and fills their `search_name`
 * (door-index-repair.ts, which the migration shares without this module's Firebase app).
 */
export function rebuildDoorIndex(eventId: string, pageSize = 5000): Promise<number> {
  return rebuildDoorIndexIn(db, eventId, pageSize);
}
