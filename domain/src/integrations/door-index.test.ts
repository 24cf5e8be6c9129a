import { describe, expect, it } from 'vitest';
import { COUNTER_SHARDS, shardOfAttendee } from './counters';
import {
  DOOR_INDEX_CHUNKS,
  DOOR_INDEX_SUBCHUNKS,
  doorIndexChunkOf,
  doorIndexEntry,
  doorIndexMatches,
  doorIndexNameKeys,
  doorIndexNameMatches,
  searchNameKey,
  searchNameRange,
  SEARCH_NAME_LENGTH,
  type DoorIndexChunk,
} from './door-index';

describe("the door's compact index", () => {
  it("puts an attendee in a chunk of its counter shard's group, spread over all of them", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `att${i}`);
    const used = new Set(ids.map(doorIndexChunkOf));
    expect(used.size).toBe(DOOR_INDEX_CHUNKS);
    expect(DOOR_INDEX_CHUNKS).toBe(COUNTER_SHARDS * DOOR_INDEX_SUBCHUNKS);
    for (const id of ids) {
      expect(Math.floor(doorIndexChunkOf(id) / DOOR_INDEX_SUBCHUNKS)).toBe(shardOfAttendee(id));
    }
  });

  it('keeps the document as scanned and a short name', () => {
    expect(doorIndexEntry({ documento: ' AB-12 ', names: 'Ana' })).toEqual(['ab-12', 'Ana']);
    expect(doorIndexEntry({ documento: 1234, names: 'x'.repeat(60) })).toEqual([
      '1234',
      'x'.repeat(40),
    ]);
    expect(doorIndexEntry({})).toEqual(['', '']);
  });

  it('finds a QR id or a document number, every holder of a repeated document', () => {
    const chunks: DoorIndexChunk[] = [
      { e: { ana: ['cc1', 'Ana'] as const, beto: ['cc2', 'Beto'] as const } },
      { e: { caro: ['cc1', 'Caro'] as const } },
      {},
    ];
    expect(doorIndexMatches(chunks, 'qr', ' beto ')).toEqual([
      { id: 'beto', entry: ['cc2', 'Beto'] },
    ]);
    expect(doorIndexMatches(chunks, 'document', 'CC1').map((m) => m.id)).toEqual(['ana', 'caro']);
    expect(doorIndexMatches(chunks, 'document', 'nadie')).toEqual([]);
    expect(doorIndexMatches(chunks, 'qr', '  ')).toEqual([]);
  });

  it("keeps a name as the door's server search compares it, and prefixes what was typed", () => {
    expect(searchNameKey('  María   José\tPÉREZ ')).toBe('maria jose perez');
    expect(searchNameKey('Ñandú Çedilla')).toBe('nandu cedilla');
    expect(searchNameKey(undefined)).toBe('');
    expect(searchNameKey('x'.repeat(200))).toHaveLength(SEARCH_NAME_LENGTH);
    expect(searchNameRange('Ma')).toBeNull();
    const range = searchNameRange(' MARÍ ');
    expect(range).toEqual({ from: 'mari', to: 'mari\uf8ff' });
    // Every stored name that starts with what was typed falls in the range, no other.
    const stored = ['maria jose perez', 'mario', 'mar', 'marib', 'mariz zz', 'mas'].map(
      searchNameKey,
    );
    const within = stored.filter((name) => range && name >= range.from && name < range.to);
    expect(within).toEqual(['maria jose perez', 'mario', 'marib', 'mariz zz']);
  });

  it('finds names by prefix as the server does: accents, case, order, a cut name, the limit', () => {
    const chunks: DoorIndexChunk[] = [
      { e: { b2: ['1', 'Sofía Herrera'] as const, z9: ['2', 'Mateo Rojas'] as const } },
      { e: { a1: ['3', 'SOFIA HERRERA'] as const, c3: ['4', 'Sofía Hernández'] as const } },
      { e: { d4: ['5', `Sofía Herrera ${'x'.repeat(27)}`] as const } },
      {},
    ];
    const ids = (typed: string, limit = 10) =>
      doorIndexNameMatches(chunks, typed, limit).found.map((m) => m.id);
    // The server's order: the name as compared, then the id.
    expect(ids('sofia her')).toEqual(['c3', 'a1', 'b2', 'd4']);
    expect(ids('  SOFÍA   HERRERA')).toEqual(['a1', 'b2', 'd4']);
    expect(ids('rojas')).toEqual([]);
    // Too short to ask, as the server search.
    expect(ids('so')).toEqual([]);
    // The index kept 40 characters of d4's name: more typed still finds it.
    expect(ids(`Sofía Herrera ${'x'.repeat(40)}`)).toEqual(['d4']);
    expect(doorIndexNameMatches(chunks, 'sofia', 2)).toEqual({
      found: doorIndexNameKeys(chunks[1]!)
        .filter((m) => m.id === 'c3')
        .concat(doorIndexNameKeys(chunks[1]!).filter((m) => m.id === 'a1')),
      more: true,
    });
    expect(doorIndexNameMatches(chunks, 'sofia', 4).more).toBe(false);
    // People left out (a door's own list) do not take the limit's places.
    const skipped = doorIndexNameMatches(chunks, 'sofia', 2, { skip: (id) => id < 'c' });
    expect(skipped.found.map((m) => m.id)).toEqual(['c3', 'd4']);
    expect(skipped.more).toBe(false);
  });

  it('keeps the first matches of a large index in order without sorting them all', () => {
    const e: Record<string, readonly [string, string]> = {};
    for (let i = 0; i < 3000; i += 1)
      e[`id${String(3000 - i).padStart(5, '0')}`] = ['', 'Ana Ruiz'];
    const { found, more } = doorIndexNameMatches([{ e }], 'ana', 10);
    expect(more).toBe(true);
    expect(found.map((m) => m.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `id${String(i + 1).padStart(5, '0')}`),
    );
  });
});
