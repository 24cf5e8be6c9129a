import type { Attendee } from '@aforo/domain';
import { getDocFromCache, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { refs } from '../../../lib/firestore/refs';

/** The rows a list shows first (TABLE_LIMIT in lib/attendee-view; kept here to stay light). */
export const FIRST_ROWS = 50;

/** A first-page row: the attendee as this device's cache holds it, pending writes included. */
export interface FirstRow {
  attendee: Attendee;
  pending: boolean;
}

const firstKey = (eventId: string) => `aforo:attendee-first:${eventId}`;

/**
 * Remembers, on the device, the ids of the rows the list showed first (newest first), so that the
 * next load can paint them from the cache by key, without reading the whole list first: at 10,000
 * attendees the cache read of every range took most of the warm load (issue #20 item 4).
 */
export function rememberFirstRows(eventId: string, ids: readonly string[]) {
  const value = JSON.stringify(ids.slice(0, FIRST_ROWS));
  try {
    if (localStorage.getItem(firstKey(eventId)) !== value) {
      localStorage.setItem(firstKey(eventId), value);
    }
  } catch {
    // A full or disabled storage only costs the next load its early paint.
  }
}

function rememberedIds(eventId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(firstKey(eventId)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

// Records written before timestamps were kept may lack updated_at: they sort last.
const millisOf = (attendee: Attendee) =>
  typeof attendee.updated_at?.toMillis === 'function' ? attendee.updated_at.toMillis() : 0;

/** One read per page load and event: the admin shell starts it, the list takes it over. */
const started = new Map<string, Promise<FirstRow[]>>();

/**
 * The remembered first rows, read from the local cache by key (a few milliseconds each, in
 * parallel): nothing waits for the network, the range listeners or the rest of the list. Empty on
 * a first visit or when the cache lost them. Started by the admin shell as soon as the address
 * names the event, in parallel with the event, the roles and the page's own code.
 */
export function firstRowsFromCache(db: Firestore, eventId: string): Promise<FirstRow[]> {
  let read = started.get(eventId);
  if (read === undefined) {
    read = Promise.all(
      rememberedIds(eventId).map((id) =>
        getDocFromCache(refs.attendee(db, eventId, id)).catch(() => null),
      ),
    ).then((snaps) =>
      snaps
        .filter((snap): snap is DocumentSnapshot<Attendee> => snap?.exists() === true)
        .map((snap) => ({
          attendee: snap.data({ serverTimestamps: 'estimate' }) as Attendee,
          pending: snap.metadata.hasPendingWrites,
        }))
        .sort((a, b) => millisOf(b.attendee) - millisOf(a.attendee)),
    );
    started.set(eventId, read);
  }
  return read;
}

/** The first rows for the list that shows them, started now if the shell did not; read once. */
export function takeFirstRows(db: Firestore, eventId: string): Promise<FirstRow[]> {
  const read = firstRowsFromCache(db, eventId);
  started.delete(eventId);
  return read;
}
