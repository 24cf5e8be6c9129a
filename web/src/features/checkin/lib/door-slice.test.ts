import { describe, expect, it, vi } from 'vitest';
import {
  effectiveSlice,
  gateCut,
  idPrefix,
  inSlice,
  parseSliceKey,
  rememberedSlice,
  rememberSlice,
  SLICE_THRESHOLD,
  sliceBounds,
  sliceFits,
  sliceKey,
  sliceStages,
  type DoorSlice,
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
    rememberSlice('evt-1', { slice: { kind: 'gate', gate: 2, gates: 5 }, prefix: 'a1' });
    expect(rememberedSlice('evt-1')).toEqual({
      slice: { kind: 'gate', gate: 2, gates: 5 },
      prefix: 'a1',
    });
    expect(rememberedSlice('evt-2')).toBeNull();
    localStorage.setItem('aforo:door-slice:evt-3', '{"key":"gate:9/2","prefix":""}');
    expect(rememberedSlice('evt-3')).toBeNull();
  });
});
