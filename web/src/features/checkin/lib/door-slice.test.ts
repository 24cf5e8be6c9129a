import type { DoorIndexChunk, DoorIndexEntry } from '@aforo/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  effectiveSlice,
  gateCut,
  gatePrefix,
  idPrefix,
  indexedIds,
  inSlice,
  parseSliceKey,
  recoveredPrefix,
  rememberedSlice,
  rememberSlice,
  SLICE_THRESHOLD,
  sliceBounds,
  sliceFits,
  sliceKey,
  sliceStages,
  type DoorSlice,
  type StoredSlice,
} from './door-slice';

const event = {
  event_stages: [
    { stage_id: 's1', title: 'Preventa' },
    { stage_id: 's2', title: 'Sin tiquetes' },
  ],
  tickets: [
    { _id: 't1', title: 'General', stage_id: 's1' },
    { _id: 't2', title: 'VIP', stage_id: 's1' },
  ],
} as unknown as Parameters<typeof sliceBounds>[1];

// Random hex ids shaped like the seed's ('a1' and 22 hex digits), from a fixed seed.
let state = 42;
const nextHex = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) % 16).toString(16);
};
const hex = () => `a1${Array.from({ length: 22 }, nextHex).join('')}`;

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
  clear: () => store.clear(),
});

describe('door slices', () => {
  it('round-trips every kind through its key, and refuses what is not one', () => {
    const slices: DoorSlice[] = [
      { kind: 'all' },
      { kind: 'stage', id: 's1' },
      { kind: 'ticket', id: 't2' },
      { kind: 'gate', gate: 3, gates: 4 },
    ];
    for (const slice of slices) expect(parseSliceKey(sliceKey(slice))).toEqual(slice);
    for (const bad of ['', 'gate:5/4', 'gate:0/3', 'gate:1/1', 'gate:1/25', 'stage:', 'x:1'])
      expect(parseSliceKey(bad)).toBeNull();
  });

  it('keeps the whole list under the threshold, asks the operator above it, keeps a choice', () => {
    expect(effectiveSlice(null, event, SLICE_THRESHOLD - 1)).toEqual({ kind: 'all' });
    expect(effectiveSlice(null, event, SLICE_THRESHOLD)).toBeNull();
    expect(effectiveSlice(null, event, null)).toBeNull();
    const gate: DoorSlice = { kind: 'gate', gate: 2, gates: 3 };
    expect(effectiveSlice(gate, event, 200_000)).toEqual(gate);
    // A small event whose operator chose a slice keeps it.
    expect(effectiveSlice({ kind: 'ticket', id: 't1' }, event, 10)).toEqual({
      kind: 'ticket',
      id: 't1',
    });
    // A deleted ticket is no slice: back to the default.
    expect(effectiveSlice({ kind: 'ticket', id: 'gone' }, event, 10)).toEqual({ kind: 'all' });
  });

  it('offers only stages whose tickets a query can name', () => {
    expect(sliceStages(event).map((s) => s.stage_id)).toEqual(['s1']);
    expect(sliceFits({ kind: 'stage', id: 's2' }, event)).toBe(false);
    expect(sliceBounds({ kind: 'stage', id: 's1' }, event, '')).toEqual({
      ticketIds: ['t1', 't2'],
      from: null,
      to: null,
    });
  });

  it('cuts gates after the id prefix so they cover everyone once, evenly', () => {
    const ids = Array.from({ length: 6000 }, hex);
    const prefix = idPrefix(ids);
    expect(prefix).toBe('a1');
    // The API's random ids share nothing.
    expect(idPrefix(['0abc', 'f123', 'a1ff'])).toBe('');
    // A few ids of another shape (the API's among the seed's) do not move the gates.
    expect(idPrefix([...ids, '0abc', 'f123'])).toBe('a1');
    expect(gateCut(prefix, 1, 3)).toBeNull();
    expect(gateCut(prefix, 4, 3)).toBeNull();
    const gates = [1, 2, 3].map((gate) =>
      sliceBounds({ kind: 'gate', gate, gates: 3 }, event, prefix),
    );
    const counts = gates.map((bounds) => ids.filter((id) => inSlice(bounds, { _id: id })).length);
    expect(counts.reduce((a, b) => a + b)).toBe(ids.length);
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(200);
    // Each id in exactly one gate.
    for (const id of ids.slice(0, 200))
      expect(gates.filter((bounds) => inSlice(bounds, { _id: id }))).toHaveLength(1);
  });

  it('tests a record against a ticket slice as its query does', () => {
    const bounds = sliceBounds({ kind: 'ticket', id: 't1' }, event, '');
    expect(inSlice(bounds, { _id: 'x', ticket_id: 't1' })).toBe(true);
    expect(inSlice(bounds, { _id: 'x', ticket_id: 't2' })).toBe(false);
    expect(inSlice(bounds, { _id: 'x', ticket_id: null })).toBe(false);
    expect(inSlice(null, { _id: 'x' })).toBe(true);
  });

  it('remembers the choice per device and event, with the prefix its gates were cut on', () => {
    localStorage.clear();
    expect(rememberedSlice('evt-1')).toBeNull();
    const stored: StoredSlice = {
      slice: { kind: 'gate', gate: 2, gates: 5 },
      prefix: 'a1',
      fromIndex: true,
    };
    rememberSlice('evt-1', stored);
    expect(rememberedSlice('evt-1')).toEqual(stored);
    // Chosen before anything showed the ids: the gate waits for the index.
    rememberSlice('evt-4', { ...stored, prefix: null, fromIndex: false });
    expect(rememberedSlice('evt-4')).toEqual({ ...stored, prefix: null, fromIndex: false });
    expect(rememberedSlice('evt-2')).toBeNull();
    localStorage.setItem('aforo:door-slice:evt-3', '{"key":"gate:9/2","prefix":""}');
    expect(rememberedSlice('evt-3')).toBeNull();
  });

  // The chooser sets a gate in three steps (mode, then gates in all, then this device's gate),
  // each one a choice: between them the list is empty while the new slice loads. On the bench's
  // 200,000-attendee door the index (12 MB) had not arrived by then, the empty list gave the
  // prefix '', and gate 1 of 20 ([start, '0ccccccc')) held none of the seed's `a1…` ids.
  it('cuts a gate chosen before the index arrives on the event prefix, through the three steps', () => {
    const ids = Array.from({ length: 200_000 }, hex);
    const newest = ids.slice(-50);
    // Mode "several gates": gate 1 of 2, the newest rows on screen.
    const step1 = gatePrefix([], null, newest);
    expect(step1).toEqual({ prefix: 'a1', fromIndex: false });
    const stored1: StoredSlice = { slice: { kind: 'gate', gate: 1, gates: 2 }, ...step1! };
    // 20 gates in all, then gate 1: the list is empty, the index still on its way.
    const step2 = gatePrefix([], stored1, []);
    const stored2: StoredSlice = { slice: { kind: 'gate', gate: 1, gates: 20 }, ...step2! };
    const step3 = gatePrefix([], stored2, []);
    expect(step3?.prefix).toBe('a1');
    const bounds = sliceBounds({ kind: 'gate', gate: 1, gates: 20 }, event, step3!.prefix);
    const kept = ids.filter((id) => inSlice(bounds, { _id: id })).length;
    expect(Math.abs(kept - 10_000)).toBeLessThan(500);
    // The rows of a gate share a longer start than the event ('a10' for gate 1 of 20): the
    // current gate's prefix, not theirs, cuts the next gate.
    const gateRows = ids.filter((id) => inSlice(bounds, { _id: id })).slice(0, 50);
    expect(idPrefix(gateRows)).toBe('a10');
    expect(gatePrefix([], stored2, gateRows)?.prefix).toBe('a1');
    // Nothing shown and no index: no prefix (the gate waits for the index).
    expect(gatePrefix([], null, [])).toBeNull();
    // Once the index is there it decides.
    expect(gatePrefix(ids, stored2, [])).toEqual({ prefix: 'a1', fromIndex: true });
  });

  it("takes the index's prefix for a gate cut on a guess, a missing prefix or an earlier build's", () => {
    const ids = Array.from({ length: 2000 }, hex);
    const entry: DoorIndexEntry = ['', 'X'];
    const chunks: DoorIndexChunk[] = [
      { e: Object.fromEntries(ids.slice(0, 1000).map((id) => [id, entry])) },
      {},
      { e: { [ids[1000]!]: entry } },
    ];
    expect(indexedIds(chunks)).toHaveLength(1001);
    const gate: DoorSlice = { kind: 'gate', gate: 1, gates: 20 };
    // An earlier build remembered '' (the empty list) and no origin.
    localStorage.setItem('aforo:door-slice:evt-5', '{"key":"gate:1/20","prefix":""}');
    const legacy = rememberedSlice('evt-5');
    expect(legacy).toEqual({ slice: gate, prefix: '', fromIndex: false });
    expect(recoveredPrefix(legacy, ids)).toEqual({ prefix: 'a1', fromIndex: true });
    expect(recoveredPrefix({ slice: gate, prefix: null, fromIndex: false }, ids)).toEqual({
      prefix: 'a1',
      fromIndex: true,
    });
    // No index yet: nothing to correct with.
    expect(recoveredPrefix(legacy, [])).toBeNull();
    // Cut on the index: kept, though later ids would change the prefix (the gate stays put).
    expect(recoveredPrefix({ slice: gate, prefix: 'a1', fromIndex: true }, ['0abc'])).toBeNull();
    expect(
      recoveredPrefix({ slice: { kind: 'all' }, prefix: '', fromIndex: true }, ids),
    ).toBeNull();
    expect(recoveredPrefix(null, ids)).toBeNull();
  });
});
