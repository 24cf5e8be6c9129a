import type { Attendee } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { rowWithLocalCheckIn, withLocalCheckIn } from './use-local-check-ins';

const person = (id: string, checkedinAt: string | null) =>
  ({
    _id: id,
    checked_in: checkedinAt !== null,
    checkedin_at: checkedinAt,
    properties: { names: id },
  }) as unknown as Attendee;

describe("a tab's own check-ins on the door list", () => {
  const local = new Map([
    ['ana', { at: '2027-03-05 14:07:09', shard: 'door-ABCDEFGHIJabcdefghij' }],
  ]);

  it('show the written time on a row the list has not updated yet, marked pending', () => {
    const row = rowWithLocalCheckIn({ attendee: person('ana', null), pending: false }, local);
    expect(row.pending).toBe(true);
    expect(row.attendee.checkedin_at).toBe('2027-03-05 14:07:09');
    expect(row.attendee.checked_in).toBe(true);
    expect(row.attendee.counter_shard).toBe('door-ABCDEFGHIJabcdefghij');
  });

  it("leave the list's own time alone (first check-in wins) and other rows untouched", () => {
    const server = { attendee: person('ana', '2027-03-05 09:00:00'), pending: false };
    expect(rowWithLocalCheckIn(server, local)).toBe(server);
    const other = { attendee: person('beto', null), pending: false };
    expect(rowWithLocalCheckIn(other, local)).toBe(other);
  });

  it('make a second scan of the same person find them checked in', () => {
    expect(withLocalCheckIn(person('ana', null), local).checkedin_at).toBe('2027-03-05 14:07:09');
  });
});
