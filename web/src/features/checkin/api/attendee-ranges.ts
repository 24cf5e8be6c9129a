/**
 * How many attendees one listener watches, about. The web SDK's stream (WebChannel) refuses more
 * than 10,000 pending messages: a single listener over a 10,000-attendee event had the Firestore
 * emulator abort the channel, again and again, and the list never loaded (bench/).
 */
export const RANGE_SIZE = 2_000;

/** Where each id range starts; the first starts at the beginning (null), the last runs to the end. */
export type RangeStarts = (string | null)[];

/** The starts that cut a sorted id list every RANGE_SIZE ids. */
export function startsOf(sortedIds: readonly string[]): RangeStarts {
  const starts: RangeStarts = [null];
  for (let i = RANGE_SIZE; i < sortedIds.length; i += RANGE_SIZE) starts.push(sortedIds[i] ?? null);
  return starts;
}

/**
 * The characters cuts are made of: lower-case hex when both ends are (the API's ids, the seed's),
 * otherwise those of document ids the rules accept ([A-Za-z0-9_-]); each in code order. Hex ids
 * cut on the id-rule alphabet would leave most cuts in the letters no hex id has.
 */
const HEX = '0123456789abcdef';
const ID_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** Characters after the common prefix that cuts interpolate on (64^8 < 2^53). */
const DIGITS = 8;

/** The position of `char` in `alphabet`, or of the last alphabet character before it. */
function digitOf(alphabet: string, char: string | undefined): number {
  if (char === undefined) return 0;
  let digit = 0;
  for (let i = 0; i < alphabet.length && (alphabet[i] ?? '') <= char; i += 1) digit = i;
  return digit;
}

function valueOf(alphabet: string, id: string, from: number): number {
  let value = 0;
  for (let j = 0; j < DIGITS; j += 1) {
    value = value * alphabet.length + digitOf(alphabet, id[from + j]);
  }
  return value;
}

function textOf(alphabet: string, value: number): string {
  let text = '';
  for (let j = 0, rest = value; j < DIGITS; j += 1, rest = Math.floor(rest / alphabet.length)) {
    text = (alphabet[rest % alphabet.length] ?? '') + text;
  }
  // Trailing lowest characters add nothing to where the cut falls.
  const lowest = alphabet[0] ?? '';
  while (text.endsWith(lowest)) text = text.slice(0, -1);
  return text;
}

/**
 * Up to `parts - 1` cuts spread evenly between two ids, as id text (an even split of the id
 * space between them, whatever the ids' shape: random hex, a fixed prefix, letters).
 */
const isHex = (id: string) => [...id].every((char) => HEX.includes(char));

/** The highest hex id sharing the common prefix of `low` and `high`, as long as the longer. */
function hexTop(low: string, high: string): string {
  let prefix = 0;
  while (prefix < low.length && low[prefix] === high[prefix]) prefix += 1;
  return low.slice(0, prefix) + 'f'.repeat(Math.max(low.length, high.length) - prefix);
}

/** The highest id of the shape of `id`: the top character of its alphabet, as many of them. */
export function topOf(id: string): string {
  const alphabet = isHex(id) ? HEX : ID_CHARS;
  return (alphabet[alphabet.length - 1] ?? 'z').repeat(Math.max(1, id.length));
}

export function evenCuts(low: string, high: string, parts: number): string[] {
  if (parts < 2 || low >= high) return [];
  let prefix = 0;
  while (prefix < low.length && low[prefix] === high[prefix]) prefix += 1;
  const rest = low.slice(prefix) + high.slice(prefix);
  const alphabet = isHex(rest) ? HEX : ID_CHARS;
  const from = valueOf(alphabet, low, prefix);
  const to = valueOf(alphabet, high, prefix);
  const head = low.slice(0, prefix);
  const cuts: string[] = [];
  for (let i = 1; i < parts; i += 1) {
    const cut = head + textOf(alphabet, Math.floor(from + ((to - from) * i) / parts));
    if (cut > low && cut <= high && cut !== cuts[cuts.length - 1]) cuts.push(cut);
  }
  return cuts;
}

/** How many ids a range [from, to) holds (null: open end): count() on the server. */
export type CountRange = (from: string | null, to: string | null) => Promise<number>;

/** A range may hold this much more than RANGE_SIZE before it is split again. */
const SLACK = 1.5;
const ROUNDS = 6;

/**
 * Cuts for an event that nothing on the device has split yet, without reading its records: an
 * even split of the id space between the lowest id and `high` (the highest id known: of a
 * sample, or the highest itself; the last range is open and split further when it is full), then
 * count() per range (about one read per 1,000 ids) to split what came out too large and merge
 * neighbours that fit in one range, for a few rounds. A cold load of 50,000 attendees used to page
 * through every record once just to find the cuts, then read them all again through the
 * listeners (bench/door.ts: no first rows in 120 s). The API's ids are random hex, but the
 * seed's share a prefix (cut between the lowest and highest, they need no counting) and older
 * data may have any shape: for those the counts decide.
 */
export async function balancedStarts(
  low: string,
  high: string,
  total: number,
  count: CountRange,
): Promise<RangeStarts> {
  const hex = isHex(low) && isHex(high);
  // Random hex ids fill the space of their common prefix up to its top ('a1fff…' for the seed's
  // 'a1…'): the cuts go up to there, not to the sample's highest, so the last range is no fuller.
  const top = hex ? hexTop(low, high) : high;
  let starts: RangeStarts = [null, ...evenCuts(low, top, Math.ceil(total / RANGE_SIZE))];
  // Random hex ids (the API's newAttendeeId, the seed's) cut evenly are balanced by construction
  // (±10% at 2,000); counting every range cost a cold 50,000-attendee door 36 s of the emulator's
  // time before its first listener (bench/door.ts, busy machine). Only the open last range is
  // counted then (what lies past the sample's highest id); other shapes, every range.
  if (hex) {
    const last = starts[starts.length - 1] ?? null;
    if ((await count(last, null)) <= RANGE_SIZE * SLACK) return starts;
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const counts = await Promise.all(starts.map((from, i) => count(from, starts[i + 1] ?? null)));
    const next: RangeStarts = [];
    let changed = false;
    // The size of the last range in `next` (unknown once split: nothing merges into it).
    let open = 0;
    starts.forEach((from, i) => {
      const size = counts[i] ?? 0;
      if (i > 0 && open + size <= RANGE_SIZE) {
        open += size;
        return;
      }
      next.push(from);
      open = size;
      if (size > RANGE_SIZE * SLACK) {
        // Twice the parts the size asks for: clustered ids need the space cut finer.
        const parts = 2 * Math.ceil(size / RANGE_SIZE);
        // The last range is open: ids past `high` (a sample's highest) land in it.
        const to = starts[i + 1] ?? [high, topOf(low)].sort()[1] ?? high;
        const cuts = evenCuts(from ?? low, to, parts);
        if (cuts.length > 0) {
          changed = true;
          open = Number.POSITIVE_INFINITY;
          next.push(...cuts);
        }
      }
    });
    starts = next;
    if (!changed) break;
  }
  return starts;
}

/** The index of the range `id` belongs to: the last whose start is at or before it. */
export function rangeOf(starts: RangeStarts, id: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const start = starts[mid];
    if (start !== null && start !== undefined && start <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}
