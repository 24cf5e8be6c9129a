import type { Attendee } from '@aforo/domain';
import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedFirstRows, rememberFirstRows, type FirstRow } from './first-rows';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
});

const row = (n: number, pending = false): FirstRow => ({
  attendee: {
    _id: `a${n}`,
    properties: { names: `Persona ${n}` },
    checkedin_at: n % 2 === 0 ? '2027-03-15 09:00:00' : null,
    created_at: new Timestamp(1_800_000_000 + n, 0),
    updated_at: new Timestamp(1_800_000_000 + n, 500),
  } as unknown as Attendee,
  pending,
});

describe('the first rows of the door list, kept on the device', () => {
  beforeEach(() => store.clear());

  it('is empty on a first visit', () => {
    expect(rememberedFirstRows('evt-first')).toEqual([]);
  });

  it('gives back the first 50 rows as shown, timestamps as Timestamps, pending kept', () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(60 - i, i === 2));
    rememberFirstRows('evt', rows);
    const back = rememberedFirstRows('evt');
    expect(back).toHaveLength(50);
    expect(back.map((r) => r.attendee._id)).toEqual(rows.slice(0, 50).map((r) => r.attendee._id));
    expect(back[0]?.attendee.updated_at).toBeInstanceOf(Timestamp);
    expect((back[0]?.attendee.updated_at as Timestamp).toMillis()).toBe(
      (rows[0]?.attendee.updated_at as Timestamp).toMillis(),
    );
    expect(back[2]?.pending).toBe(true);
    expect(back[1]?.attendee.checkedin_at).toBe(rows[1]?.attendee.checkedin_at);
  });

  it('ignores what it cannot read, and drops the ids-only key of earlier builds', () => {
    store.set('aforo:attendee-first-rows:evt-bad', '{not json');
    store.set('aforo:attendee-first:evt-bad', '["a1"]');
    expect(rememberedFirstRows('evt-bad')).toEqual([]);
    expect(store.has('aforo:attendee-first:evt-bad')).toBe(false);
    store.set('aforo:attendee-first-rows:evt-odd', JSON.stringify([{ nope: 1 }, row(1)]));
    expect(rememberedFirstRows('evt-odd').map((r) => r.attendee._id)).toEqual(['a1']);
  });
});
