/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Ids shaped like the 24-hex-character ids the spec's scanners expect (part 1 §5). */
export function hexId(random: Random): string {
  let id = '';
  while (id.length < 24) id += random.int(0, 15).toString(16);
  // The gun-code rule wants digits and letters mixed: force one of each.
  return `a1${id.slice(2)}`;
}
