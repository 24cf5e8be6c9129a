import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The cache by key: ids a1..a60 are there (a7 was deleted meanwhile), updated_at = their number.
const reads: string[] = [];
vi.mock('firebase/firestore', () => ({
  getDocFromCache: (ref: { id: string }) => {
    reads.push(ref.id);
    const n = Number(ref.id.slice(1));
    return Promise.resolve({
      exists: () => ref.id !== 'a7',
      data: () => ({ _id: ref.id, updated_at: { toMillis: () => n } }),
      metadata: { hasPendingWrites: ref.id === 'a3' },
    });
  },
}));
vi.mock('../../../lib/firestore/refs', () => ({
  refs: { attendee: (_db: unknown, _event: string, id: string) => ({ id }) },
}));

const { firstRowsFromCache, rememberFirstRows, takeFirstRows } = await import('./first-rows');

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
});
const db = {} as Firestore;

describe('the first rows of the door list, from the cache by key', () => {
  beforeEach(() => {
    store.clear();
    reads.length = 0;
  });

  it('reads nothing on a first visit', async () => {
    await expect(takeFirstRows(db, 'evt-first')).resolves.toEqual([]);
    expect(reads).toEqual([]);
  });

  it('reads only the 50 remembered ids, newest first, skipping the missing', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `a${i + 1}`);
    rememberFirstRows('evt', ids);
    const rows = await takeFirstRows(db, 'evt');
    expect(reads).toHaveLength(50);
    expect(rows).toHaveLength(49);
    expect(rows[0]?.attendee._id).toBe('a50');
    expect(rows.find((row) => row.attendee._id === 'a3')?.pending).toBe(true);
  });

  it('the shell starts the read once and the list takes it over', async () => {
    rememberFirstRows('evt-2', ['a1', 'a2']);
    const started = firstRowsFromCache(db, 'evt-2');
    expect(takeFirstRows(db, 'evt-2')).toBe(started);
    await started;
    expect(reads).toEqual(['a1', 'a2']);
    // Taken: a later visit reads again.
    await takeFirstRows(db, 'evt-2');
    expect(reads).toHaveLength(4);
  });
});
