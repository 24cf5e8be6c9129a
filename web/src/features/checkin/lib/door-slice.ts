import type { AforoEvent, DoorIndexChunk } from '@aforo/domain';

/**
 * What one door device keeps whole (listeners and IndexedDB): the slice of a large event its
 * operator chose on the door screen. Everyone else resolves through the event's compact index
 * (scans) and the server's name search; the counters are the server's. Remembered per device and
 * event (localStorage), so reloads and the other tabs keep it.
 */
export type DoorSlice =
  | { kind: 'all' }
  /** The attendees of one stage's tickets (the entrance of that stage). */
  | { kind: 'stage'; id: string }
  | { kind: 'ticket'; id: string }
  /** Gate `gate` of `gates` (1-based) when every gate takes everyone: an id range. */
  | { kind: 'gate'; gate: number; gates: number };

/** At or above this many attendees a door keeps a slice: the whole list is too much per device. */
export const SLICE_THRESHOLD = 20_000;
/** The most gates the chooser offers (200,000 people through 20 gates: 10,000 a device). */
export const MAX_GATES = 24;
/** Firestore's `in` takes at most 30 values: a stage with more tickets is not a slice. */
export const MAX_SLICE_TICKETS = 30;

/** What a slice asks Firestore for: ticket ids (`in`) and id bounds (`>= from`, `< to`). */
export interface SliceBounds {
  ticketIds: readonly string[] | null;
  from: string | null;
  to: string | null;
}

/** A stable text for a slice (storage keys, effect dependencies). */
export function sliceKey(slice: DoorSlice): string {
  switch (slice.kind) {
    case 'all':
      return 'all';
    case 'stage':
      return `stage:${slice.id}`;
    case 'ticket':
      return `ticket:${slice.id}`;
    case 'gate':
      return `gate:${slice.gate}/${slice.gates}`;
  }
}

/** The inverse of sliceKey, or null for text that names no valid slice. */
export function parseSliceKey(text: string): DoorSlice | null {
  if (text === 'all') return { kind: 'all' };
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const kind = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  if ((kind === 'stage' || kind === 'ticket') && rest !== '') return { kind, id: rest };
  const gate = /^(\d+)\/(\d+)$/.exec(rest);
  if (kind === 'gate' && gate) {
    const slice = { kind: 'gate' as const, gate: Number(gate[1]), gates: Number(gate[2]) };
    return validGate(slice) ? slice : null;
  }
  return null;
}

const validGate = ({ gate, gates }: { gate: number; gates: number }) =>
  Number.isInteger(gate) &&
  Number.isInteger(gates) &&
  gates >= 2 &&
  gates <= MAX_GATES &&
  gate >= 1 &&
  gate <= gates;

type SliceEvent = Pick<AforoEvent, 'event_stages' | 'tickets'>;

/** The tickets of a stage the slice can ask for, or null when it cannot be a slice. */
function stageTickets(event: SliceEvent, stageId: string): string[] | null {
  const ids = event.tickets.filter((t) => t.stage_id === stageId).map((t) => t._id);
  return ids.length > 0 && ids.length <= MAX_SLICE_TICKETS ? ids : null;
}

/** The stages a door can take as its slice (those with 1 to 30 tickets). */
export function sliceStages(event: SliceEvent) {
  return event.event_stages.filter((stage) => stageTickets(event, stage.stage_id) !== null);
}

/** Whether the slice still names something of the event (a stage or ticket may be deleted). */
export function sliceFits(slice: DoorSlice, event: SliceEvent): boolean {
  if (slice.kind === 'stage') return stageTickets(event, slice.id) !== null;
  if (slice.kind === 'ticket') return event.tickets.some((t) => t._id === slice.id);
  if (slice.kind === 'gate') return validGate(slice);
  return true;
}

/**
 * Where gate `gate` of `gates` starts, as id text: an even cut of the hex space after the
 * event's id prefix (the common start of its ids: '' for the API's random ids, 'a1' for the
 * seed's). Devices cut the same space, so the gates cover everyone once; an id outside the space
 * still falls in the first or the last gate.
 */
export function gateCut(prefix: string, gate: number, gates: number): string | null {
  if (gate <= 1) return null;
  if (gate > gates) return null;
  const span = 16 ** 8;
  const value = Math.floor((span * (gate - 1)) / gates);
  return prefix + value.toString(16).padStart(8, '0');
}

/** Characters of the common start gates cut after, at most. */
const PREFIX_LENGTH = 4;

/**
 * The start most of an event's ids share (from its compact index: every id; at least 90% of
 * them, so a few ids of another shape — an API id among seeded ones — do not move the gates):
 * the space gates cut. The others still fall in the first or the last gate. Remembered with the
 * device's choice, so a device keeps its gate when new ids change it.
 */
export function idPrefix(ids: Iterable<string>): string {
  const all = [...ids];
  let prefix = '';
  for (let length = 1; length <= PREFIX_LENGTH; length += 1) {
    const counts = new Map<string, number>();
    for (const id of all) {
      if (id.length < length || !id.startsWith(prefix)) continue;
      const start = id.slice(0, length);
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    const [best, count] = [...counts].reduce<[string, number]>(
      (top, entry) => (entry[1] > top[1] ? entry : top),
      ['', 0],
    );
    if (all.length === 0 || count < all.length * 0.9) break;
    prefix = best;
  }
  return prefix;
}

/** What the slice asks Firestore for; null for the whole event. */
export function sliceBounds(
  slice: DoorSlice,
  event: SliceEvent,
  prefix: string,
): SliceBounds | null {
  switch (slice.kind) {
    case 'all':
      return null;
    case 'stage':
      return { ticketIds: stageTickets(event, slice.id) ?? [], from: null, to: null };
    case 'ticket':
      return { ticketIds: [slice.id], from: null, to: null };
    case 'gate':
      return {
        ticketIds: null,
        from: gateCut(prefix, slice.gate, slice.gates),
        to: gateCut(prefix, slice.gate + 1, slice.gates),
      };
  }
}

/** Whether an attendee belongs to the slice (the same test as its query, done locally). */
export function inSlice(
  bounds: SliceBounds | null,
  attendee: { _id: string; ticket_id?: string | null },
): boolean {
  if (bounds === null) return true;
  if (bounds.ticketIds !== null && !bounds.ticketIds.includes(attendee.ticket_id ?? '')) {
    return false;
  }
  if (bounds.from !== null && attendee._id < bounds.from) return false;
  if (bounds.to !== null && attendee._id >= bounds.to) return false;
  return true;
}

/**
 * The slice this device uses: the one its operator chose (if it still fits the event), else the
 * whole event while the event is small, else none yet (a large event asks the operator first;
 * until then scans resolve through the index and names through the server).
 */
export function effectiveSlice(
  chosen: DoorSlice | null,
  event: SliceEvent,
  total: number | null,
): DoorSlice | null {
  if (chosen !== null && sliceFits(chosen, event)) return chosen;
  if (total === null) return null;
  return total < SLICE_THRESHOLD ? { kind: 'all' } : null;
}

const storageKey = (eventId: string) => `aforo:door-slice:${eventId}`;

/**
 * The device's remembered choice and the id prefix gates were cut on. `prefix` null: a gate
 * chosen before anything showed the event's ids; the slice waits for the index. `fromIndex`
 * false: the prefix came from the rows on screen (the newest 50), a guess the index corrects
 * when it arrives (recoveredPrefix); true: from the index, kept though later ids change it.
 */
export interface StoredSlice {
  slice: DoorSlice;
  prefix: string | null;
  fromIndex: boolean;
}

/** Where a gate's prefix comes from (gatePrefix), or null while nothing shows the ids. */
export interface GatePrefix {
  prefix: string;
  fromIndex: boolean;
}

/** Every attendee id of the event's compact index, as loaded. */
export function indexedIds(chunks: readonly DoorIndexChunk[]): string[] {
  return chunks.flatMap((chunk) => Object.keys(chunk.e ?? {}));
}

/**
 * The prefix a gate chosen now is cut on: the index's (every id) once it has arrived; else the
 * prefix the device's current gate was cut on (the chooser sets a gate in three steps, and
 * between them the list on screen may be empty, or hold only the current gate's ids, whose
 * common start is longer than the event's); else the rows the device showed (`shown`, the
 * newest of the event: a guess, corrected by the index); else null (the slice waits for the
 * index). An empty list once gave '' here, and gate 1 of 20 then held none of the seed's `a1…`
 * ids.
 */
export function gatePrefix(
  indexIds: readonly string[],
  current: StoredSlice | null,
  shown: readonly string[],
): GatePrefix | null {
  if (indexIds.length > 0) return { prefix: idPrefix(indexIds), fromIndex: true };
  if (current?.slice.kind === 'gate' && current.prefix !== null) {
    return { prefix: current.prefix, fromIndex: current.fromIndex };
  }
  if (shown.length > 0) return { prefix: idPrefix(shown), fromIndex: false };
  return null;
}

/**
 * The index's prefix for a gate whose prefix did not come from the index (a guess from the rows
 * on screen, none yet, or a choice remembered by an earlier build), once the index has arrived;
 * null when there is nothing to correct. Every device then cuts the gates the index's way.
 */
export function recoveredPrefix(
  stored: StoredSlice | null,
  indexIds: readonly string[],
): GatePrefix | null {
  if (stored?.slice.kind !== 'gate' || stored.fromIndex || indexIds.length === 0) return null;
  return { prefix: idPrefix(indexIds), fromIndex: true };
}

export function rememberedSlice(eventId: string): StoredSlice | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, prefix, fromIndex } = value as {
      key?: unknown;
      prefix?: unknown;
      fromIndex?: unknown;
    };
    const slice = typeof key === 'string' ? parseSliceKey(key) : null;
    if (slice === null || (typeof prefix !== 'string' && prefix !== null)) return null;
    // Earlier builds kept no origin: their prefix may come from an empty list, so the index
    // checks it.
    return { slice, prefix, fromIndex: fromIndex === true };
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when another tab of this device remembers a new slice for the event (a choice
 * there, or a gate that took the index's prefix; the storage event reaches the other tabs only),
 * so every tab of a door device keeps the same slice without a reload. Returns the unsubscribe.
 */
export function onRememberedSliceChange(eventId: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // null: the other tab cleared the whole storage (a sign-out's wipe).
    if (event.key === null || event.key === storageKey(eventId)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function rememberSlice(eventId: string, stored: StoredSlice) {
  try {
    localStorage.setItem(
      storageKey(eventId),
      JSON.stringify({
        key: sliceKey(stored.slice),
        prefix: stored.prefix,
        fromIndex: stored.fromIndex,
      }),
    );
  } catch {
    // Without storage the choice lasts this page load.
  }
}
