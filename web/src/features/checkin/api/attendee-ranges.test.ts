import { describe, expect, it } from 'vitest';
import { hexStarts, rangeOf, RANGE_SIZE, startsOf } from './attendee-ranges';

// As newAttendeeId: 12 random bytes in hex.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

describe('the id ranges the door list listens to', () => {
  it('one range for a small event', () => {
    expect(hexStarts(0)).toEqual([null]);
    expect(hexStarts(RANGE_SIZE - 1)).toEqual([null]);
  });

  it('splits random hex ids evenly without reading them', () => {
    const total = 50_000;
    const starts = hexStarts(total);
    expect(starts).toHaveLength(25);
    const sizes: number[] = starts.map(() => 0);
    for (let i = 0; i < total; i += 1) {
      const range = rangeOf(starts, randomId());
      sizes[range] = (sizes[range] ?? 0) + 1;
    }
    // Binomial spread: a range far over RANGE_SIZE would mean a bad cut, not bad luck.
    expect(Math.max(...sizes)).toBeLessThan(RANGE_SIZE * 1.15);
    expect(Math.min(...sizes)).toBeGreaterThan(RANGE_SIZE * 0.85);
  });

  it('puts every id, of any shape, in the range whose bounds hold it', () => {
    const starts = hexStarts(10_000);
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
