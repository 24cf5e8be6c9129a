/**
 * The door's compact index of everyone in an event (bench/README.md, "Events of 100,000+
 * attendees"): for each attendee its id (the QR code), its document number and a short name, so
 * a door device that keeps full records only for a slice of a large event still resolves a scan
 * of anyone, offline too, and checks them in by id. A few dozen bytes an attendee in chunk
 * documents under event_door_index/{eventId}/chunks/{chunk}, written by the functions in the batch
 * of every server write of an attendee (registration, import, edit, delete), like the counters:
 * never behind the records, and no trigger to catch up. Each entry is one map field of its chunk
 * (`e.{attendeeId}`), set or deleted with a merge, so concurrent writers never read-modify-write
 * a chunk and cannot lose each other's entries.
 *
 * A chunk follows the attendee's counter shard (COUNTER_SHARDS × DOOR_INDEX_SUBCHUNKS chunks):
 * an import batch holds the records of one counter shard, so it writes at most
 * DOOR_INDEX_SUBCHUNKS chunks, and two batches of different shards never touch the same chunk
 * (batches committed in parallel do not wait on each other's documents). 80 chunks keep a chunk
 * of a 200,000-attendee event at about 2,500 entries (~150 KB, far under the 1 MiB document
 * limit; the limit is reached near 1,000,000 attendees).
 */
import { COLLECTIONS, assertId } from '../paths.js';
import { attendeeHash, COUNTER_SHARDS } from './counters.js';

export const DOOR_INDEX_SUBCHUNKS = 8;
export const DOOR_INDEX_CHUNKS = COUNTER_SHARDS * DOOR_INDEX_SUBCHUNKS;
/** Characters of the name kept: enough to tell two people apart at the door. */
export const DOOR_INDEX_NAME_LENGTH = 40;

/** [document number as scanned (trimmed, lower case; '' when none), short name]. */
export type DoorIndexEntry = readonly [document: string, name: string];

/** A chunk document: attendee id → entry. */
export interface DoorIndexChunk {
  e?: Record<string, DoorIndexEntry>;
}

export const doorIndexChunksPath = (eventId: string) =>
  `${COLLECTIONS.doorIndex}/${assertId(eventId, 'event id')}/chunks`;

export const doorIndexChunkPath = (eventId: string, chunk: number) =>
  `${doorIndexChunksPath(eventId)}/${chunk}`;

/** The chunk of an attendee: its counter shard's group, then a sub-chunk from the same hash. */
export function doorIndexChunkOf(attendeeId: string): number {
  const hash = attendeeHash(attendeeId);
  const shard = hash % COUNTER_SHARDS;
  return shard * DOOR_INDEX_SUBCHUNKS + (Math.floor(hash / COUNTER_SHARDS) % DOOR_INDEX_SUBCHUNKS);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** A document number as the door compares it (the scanner's document mode does the same). */
export const doorDocumentKey = (value: unknown) => text(value).toLowerCase();

/** The entry of an attendee, from its properties. */
export function doorIndexEntry(properties: Readonly<Record<string, unknown>>): DoorIndexEntry {
  return [
    doorDocumentKey(properties['documento']),
    text(properties['names']).slice(0, DOOR_INDEX_NAME_LENGTH),
  ];
}

/** Attendee ids whose QR code (the id) or document number is `code`, from the loaded chunks. */
export function doorIndexMatches(
  chunks: readonly DoorIndexChunk[],
  mode: 'qr' | 'document',
  code: string,
): { id: string; entry: DoorIndexEntry }[] {
  const value = code.trim();
  if (value === '') return [];
  const found: { id: string; entry: DoorIndexEntry }[] = [];
  if (mode === 'qr') {
    for (const chunk of chunks) {
      const entry = chunk.e?.[value];
      if (entry) found.push({ id: value, entry });
    }
    return found;
  }
  const wanted = doorDocumentKey(value);
  for (const chunk of chunks) {
    for (const [id, entry] of Object.entries(chunk.e ?? {})) {
      if (entry[0] === wanted) found.push({ id, entry });
    }
  }
  return found;
}

/** Characters of the normalised name kept in the record's search field. */
export const SEARCH_NAME_LENGTH = 100;

/**
 * The attendee's name as the door's online search compares it: lower case, without accents,
 * spaces collapsed, cut at SEARCH_NAME_LENGTH. Stored as `search_name` on the record by every
 * write of the functions, so a door that keeps only its slice finds anyone by a prefix query
 * (searchNameRange) instead of holding every record.
 */
export function searchNameKey(value: unknown): string {
  return text(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, SEARCH_NAME_LENGTH);
}

/** Letters typed before the door asks the server (fewer would match too many to be useful). */
export const SEARCH_NAME_MIN_LENGTH = 3;

/**
 * The bounds of a prefix query on `search_name` for what was typed (`>= from` and `< to`), or
 * null when there is too little to ask for. '\uf8ff' is after every character a name holds.
 */
export function searchNameRange(typed: string): { from: string; to: string } | null {
  const from = searchNameKey(typed);
  if (from.length < SEARCH_NAME_MIN_LENGTH) return null;
  return { from, to: `${from}\uf8ff` };
}

/** An index entry with its name as the search compares it (searchNameKey). */
export interface DoorIndexNameKey {
  id: string;
  key: string;
  entry: DoorIndexEntry;
}

/** The entries of a chunk with their search keys (a device builds them once per chunk). */
export function doorIndexNameKeys(chunk: DoorIndexChunk): DoorIndexNameKey[] {
  return Object.entries(chunk.e ?? {}).map(([id, entry]) => ({
    id,
    key: searchNameKey(entry[1]),
    entry,
  }));
}

const byKeyThenId = (a: DoorIndexNameKey, b: DoorIndexNameKey) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * People of the index whose name starts with what was typed, as the server's prefix search
 * compares names (searchNameRange), so a door keeping a slice finds anyone by name at once, and
 * offline: the first `limit` in the server's order (the name, then the id), `more` when others
 * match too. An entry keeps DOOR_INDEX_NAME_LENGTH characters of the name: when it was cut, a
 * longer text typed matches it if it starts with what the entry kept. `keysOf` lets the caller
 * keep each chunk's keys instead of normalising every name at each keystroke; `skip` leaves out
 * people before the limit is counted (a door's own list: a common name's first matches are often
 * all people the device already shows).
 */
export function doorIndexNameMatches(
  chunks: readonly DoorIndexChunk[],
  typed: string,
  limit: number,
  options: {
    keysOf?: (chunk: DoorIndexChunk) => readonly DoorIndexNameKey[];
    skip?: (id: string) => boolean;
  } = {},
): { found: DoorIndexNameKey[]; more: boolean } {
  const { keysOf = doorIndexNameKeys, skip } = options;
  const range = searchNameRange(typed);
  if (range === null || limit < 1) return { found: [], more: false };
  const wanted = range.from;
  // The first `limit` kept sorted as they come: no sort of every match (thousands for "mar").
  const found: DoorIndexNameKey[] = [];
  let matches = 0;
  for (const chunk of chunks) {
    for (const item of keysOf(chunk)) {
      const cut = item.entry[1].length >= DOOR_INDEX_NAME_LENGTH;
      if (!item.key.startsWith(wanted) && !(cut && wanted.startsWith(item.key))) continue;
      if (skip?.(item.id) === true) continue;
      matches += 1;
      if (found.length === limit && byKeyThenId(item, found[limit - 1]!) >= 0) continue;
      let at = Math.min(found.length, limit - 1);
      while (at > 0 && byKeyThenId(item, found[at - 1]!) < 0) at -= 1;
      found.splice(at, 0, item);
      if (found.length > limit) found.pop();
    }
  }
  return { found, more: matches > limit };
}
