import { describe, expect, it } from 'vitest';
import {
  balancedStarts,
  evenCuts,
  rangeOf,
  RANGE_SIZE,
  startsOf,
  type CountRange,
} from './attendee-ranges';

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => (b % 16).toString(16)).join('');
// As newAttendeeId (random hex) and as the seed's factory (hexId: always 'a1' first).
const apiIds = (n: number) => Array.from({ length: n }, () => hex(24)).sort();
const seedIds = (n: number) => Array.from({ length: n }, () => `a1${hex(22)}`).sort();

/** count() over a sorted id list, as the server answers it. */
const countOver =
  (ids: readonly string[]): CountRange =>
  (from, to) =>
    Promise.resolve(
      ids.filter((id) => (from === null || id >= from) && (to === null || id < to)).length,
    );

/** Split with the highest of 50 random ids as `high`, as the door does (the newest 50). */
async function sizesOf(ids: string[], high = sampleHigh(ids)) {
  const starts = await balancedStarts(ids[0] ?? '', high, ids.length, countOver(ids));
  const sizes = starts.map(() => 0);
  for (const id of ids) sizes[rangeOf(starts, id)] = (sizes[rangeOf(starts, id)] ?? 0) + 1;
  return { starts, sizes };
}

function sampleHigh(ids: readonly string[]): string {
  let high = ids[0] ?? '';
  for (let i = 0; i < 50; i += 1) {
    const id = ids[Math.floor(Math.random() * ids.length)] ?? '';
    if (id > high) high = id;
  }
  return high;
}

describe('the id ranges the door list listens to', () => {
  it('cuts evenly between two ids, increasing, inside them', () => {
    const cuts = evenCuts('a1000000', 'a1ffffff', 4);
    expect(cuts).toHaveLength(3);
    expect([...cuts].sort()).toEqual(cuts);
    expect(cuts.every((cut) => cut.startsWith('a1') && cut > 'a1000000' && cut <= 'a1ffffff')).toBe(
      true,
    );
    expect(evenCuts('b', 'a', 4)).toEqual([]);
  });

  it('balances random hex ids with no range over 1.5 × RANGE_SIZE', async () => {
    const { sizes } = await sizesOf(apiIds(20_000));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RANGE_SIZE * 1.5);
    expect(sizes.slice(1).every((size) => size > 0)).toBe(true);
  });

  it("balances the seed's ids, which all start with 'a1', and drops empty ranges", async () => {
    const { starts, sizes } = await sizesOf(seedIds(20_000));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RANGE_SIZE * 1.5);
    expect(starts.length).toBeLessThan(20);
    expect(sizes.slice(1).every((size) => size > 0)).toBe(true);
  });

  it('balances clustered ids of another shape with counts (split the full, merge the empty)', async () => {
    const clustered = Array.from(
      { length: 12_000 },
      (_, i) => `${['B', 'q', 'z'][i % 3] ?? ''}${hex(12)}`,
    ).sort();
    const { sizes } = await sizesOf(clustered);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RANGE_SIZE * 1.5);
    expect(sizes.slice(1).every((size) => size > 0)).toBe(true);
  });

  it('looks past a sample whose highest id is far from the highest', async () => {
    const ids = apiIds(12_000);
    const { sizes } = await sizesOf(ids, ids[100]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RANGE_SIZE * 1.5);
  });

  it('puts every id, of any shape, in the range whose bounds hold it', () => {
    const starts = [null, ...evenCuts('0', 'z', 6)];
    for (const id of ['', '0', '000', 'ffffff', 'zzz', 'ATT-1', starts[2] ?? '']) {
      const i = rangeOf(starts, id);
      const from = starts[i];
      const to = starts[i + 1];
      expect(from === null || from === undefined || from <= id).toBe(true);
      expect(to === undefined || to === null || id < to).toBe(true);
    }
  });

  it('rebalances from the ids a complete load saw', () => {
    const ids = Array.from({ length: 4_500 }, (_, i) => `id${String(i).padStart(5, '0')}`);
    expect(startsOf(ids)).toEqual([null, 'id02000', 'id04000']);
    expect(rangeOf(startsOf(ids), 'id03999')).toBe(1);
  });
});
