import type { Attendee } from '@aforo/domain';
import { Timestamp } from 'firebase/firestore';

/** The rows a list shows first (TABLE_LIMIT in lib/attendee-view; kept here to stay light). */
export const FIRST_ROWS = 50;

/** A first-page row: the attendee as this device last showed it, pending writes included. */
export interface FirstRow {
  attendee: Attendee;
  pending: boolean;
}

const firstKey = (eventId: string) => `aforo:attendee-first-rows:${eventId}`;
/** The ids-only key of earlier builds (read from the cache by key): removed when seen. */
const idsKey = (eventId: string) => `aforo:attendee-first:${eventId}`;

/**
 * Remembers, on the device, the rows the list showed first (newest first), whole, so that the
 * next load paints them the moment the page mounts: no Firestore read at all. Reading them from
 * the cache by key (earlier builds) put 50 IndexedDB transactions on the SDK's one queue in
 * front of the event and role reads the shell waits for, and the page still waited for them
 *. The same records are in the Firestore cache (IndexedDB) of this origin.
 * Timestamps are kept as Timestamp.toJSON() and revived on reading.
 */
export function rememberFirstRows(eventId: string, rows: readonly FirstRow[]) {
  const value = JSON.stringify(rows.slice(0, FIRST_ROWS));
  try {
    if (localStorage.getItem(firstKey(eventId)) !== value) {
      localStorage.setItem(firstKey(eventId), value);
    }
  } catch {
    // A full or disabled storage only costs the next load its early paint.
  }
}

/** A Timestamp as JSON.stringify wrote it (Timestamp.toJSON), back to a Timestamp. */
function revive(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const json = value as { type?: unknown; seconds?: unknown; nanoseconds?: unknown };
  return json.type === 'firestore/timestamp/1.0' &&
    typeof json.seconds === 'number' &&
    typeof json.nanoseconds === 'number'
    ? new Timestamp(json.seconds, json.nanoseconds)
    : value;
}

const isFirstRow = (value: unknown): value is FirstRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FirstRow).pending === 'boolean' &&
  typeof (value as FirstRow).attendee?._id === 'string';

/**
 * The rows the list showed first last time on this device, read synchronously (empty on a first
 * visit, or when the storage lost them): what the page paints while the whole list loads.
 */
export function rememberedFirstRows(eventId: string): FirstRow[] {
  try {
    localStorage.removeItem(idsKey(eventId));
    const value: unknown = JSON.parse(localStorage.getItem(firstKey(eventId)) ?? '[]', revive);
    return Array.isArray(value) ? value.filter(isFirstRow).slice(0, FIRST_ROWS) : [];
  } catch {
    return [];
  }
}
