import type { AforoEvent, DoorIndexChunk } from '@aforo/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  attendeeSearchText,
  formatDisplayDate,
  indexScanMatches,
  indexSearchMatches,
  prepareIndexNames,
  matchesTicketFilter,
  normalizedAttendeeText,
  scanMatches,
  ticketsOfStage,
} from './attendee-view';

const event = {
  tickets: [
    { _id: 't1', title: 'A', stage_id: 's1', price: 0 },
    { _id: 't2', title: 'B', stage_id: 's2', price: 0 },
  ],
} as Pick<AforoEvent, 'tickets'>;

const people = [
  { _id: 'abc', properties: { email: 'a@x.co', names: 'Ana', documento: 'AB123' } },
  { _id: 'def', properties: { email: 'b@x.co', names: 'Beto', documento: '555' } },
];

describe('formatDisplayDate', () => {
  const scope = { locale: 'en', zone: 'America/Bogota', readerZone: 'America/Bogota' };
  it('shows check-in text through the shared date formatters', () => {
    expect(formatDisplayDate('2027-03-05 14:07:09', scope)).toBe('Mar 5, 2027, 2:07 PM');
  });
  it('is empty for a missing value and keeps unknown text', () => {
    expect(formatDisplayDate(null, scope)).toBe('');
    expect(formatDisplayDate('ayer', scope)).toBe('ayer');
  });
});

describe('ticket filter', () => {
  it('lists the tickets of a stage', () => {
    expect(ticketsOfStage(event, 's1').map((t) => t._id)).toEqual(['t1']);
    expect(ticketsOfStage(event, '')).toHaveLength(2);
  });
  it('filters by stage, then by ticket', () => {
    expect(matchesTicketFilter({ ticket_id: 't1' }, event, { stageId: 's1', ticketId: '' })).toBe(
      true,
    );
    expect(matchesTicketFilter({ ticket_id: 't2' }, event, { stageId: 's1', ticketId: '' })).toBe(
      false,
    );
    expect(matchesTicketFilter({ ticket_id: 't1' }, event, { stageId: 's1', ticketId: 't2' })).toBe(
      false,
    );
    expect(matchesTicketFilter({ ticket_id: null }, event, { stageId: '', ticketId: '' })).toBe(
      true,
    );
  });
});

describe('scanMatches', () => {
  it('finds a QR code by attendee id only', () => {
    expect(scanMatches(people, 'qr', 'def').map((a) => a.properties.names)).toEqual(['Beto']);
    expect(scanMatches(people, 'qr', '555')).toEqual([]);
  });
  it('lowercases a document number and matches documento', () => {
    expect(scanMatches(people, 'document', ' ab123 ').map((a) => a._id)).toEqual(['abc']);
    expect(scanMatches(people, 'document', 'zzz')).toEqual([]);
    expect(scanMatches(people, 'document', '')).toEqual([]);
  });
  it('returns everyone who shares a document number, never just the first', () => {
    const twins = [
      ...people,
      { _id: 'ghi', properties: { email: 'c@x.co', names: 'Carla', documento: 'ab123' } },
      { _id: 'jkl', properties: { email: 'd@x.co', names: 'Dani', documento: 123 } },
    ];
    expect(scanMatches(twins, 'document', 'AB123').map((a) => a._id)).toEqual(['abc', 'ghi']);
    // A number stored as a number matches the same typed digits.
    expect(scanMatches(twins, 'document', '123').map((a) => a._id)).toEqual(['jkl']);
  });
  it('searches every property and the id', () => {
    expect(attendeeSearchText(people[1]!)).toContain('Beto');
    expect(attendeeSearchText(people[1]!)).toContain('def');
  });
});

describe('normalizedAttendeeText', () => {
  it('is the search text normalized, kept per attendee object', () => {
    const maria = {
      _id: 'a1b2',
      properties: { email: 'm@x.co', names: 'MARÍA Gómez', documento: 'X9' },
    };
    expect(normalizedAttendeeText(maria)).toBe('a1b2 m@x.co maria gomez x9');
    // Kept: the same object answers what it answered, even if it was changed in place.
    maria.properties.names = 'Otra';
    expect(normalizedAttendeeText(maria)).toBe('a1b2 m@x.co maria gomez x9');
    expect(normalizedAttendeeText({ ...maria })).toBe('a1b2 m@x.co otra x9');
  });
});

describe('indexScanMatches', () => {
  const chunks: DoorIndexChunk[] = [
    { e: { zed: ['cc9', 'Zoe Díaz'] as const } },
    { e: { yan: ['cc9', 'Yan'] as const } },
  ];

  it('resolves a QR id or a document number the list does not hold, as not checked in', () => {
    expect(indexScanMatches(chunks, 'qr', 'zed')).toEqual([
      {
        _id: 'zed',
        properties: { names: 'Zoe Díaz', documento: 'cc9' },
        checked_in: false,
        checkedin_at: null,
      },
    ]);
    expect(indexScanMatches(chunks, 'document', 'CC9').map((p) => p._id)).toEqual(['zed', 'yan']);
    expect(indexScanMatches(chunks, 'qr', 'nadie')).toEqual([]);
  });
});

describe('indexSearchMatches', () => {
  const chunks: DoorIndexChunk[] = [
    { e: { zed: ['cc9', 'Zoe Díaz'] as const, zoa: ['cc7', 'Zoé Dávila'] as const } },
    { e: { yan: ['zoe', 'Yan'] as const } },
  ];

  it('finds a QR id, a document number or the start of a name, each person once', () => {
    const ids = (typed: string, limit = 10) => {
      const { people, more } = indexSearchMatches(chunks, typed, limit);
      return { ids: people.map((p) => p._id), more };
    };
    expect(ids('zed')).toEqual({ ids: ['zed'], more: false });
    expect(ids('CC9')).toEqual({ ids: ['zed'], more: false });
    // "zoe" is Yan's document and the start of two names (accents aside).
    expect(ids('zoe')).toEqual({ ids: ['yan', 'zoa', 'zed'], more: false });
    expect(ids('zoe d', 1)).toEqual({ ids: ['zoa'], more: true });
    expect(ids('ZOE DÍ')).toEqual({ ids: ['zed'], more: false });
    // Names of people the device lists already are skipped before the limit.
    expect(
      indexSearchMatches(chunks, 'zoe d', 1, new Set(['zoa'])).people.map((p) => p._id),
    ).toEqual(['zed']);
    expect(indexSearchMatches(chunks, 'zoe di', 10).people[0]).toEqual({
      _id: 'zed',
      properties: { names: 'Zoe Díaz', documento: 'cc9' },
      checked_in: false,
      checkedin_at: null,
    });
  });

  it("prepares the names' keys one chunk a task, and stops when cancelled", () => {
    vi.useFakeTimers();
    try {
      const fresh: DoorIndexChunk[] = [{ e: { a: ['', 'Ana'] as const } }, { e: {} }];
      const cancel = prepareIndexNames(fresh);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersToNextTimer();
      expect(vi.getTimerCount()).toBe(1);
      cancel();
      expect(vi.getTimerCount()).toBe(0);
      // Searching builds what was not prepared.
      expect(indexSearchMatches(fresh, 'ana', 10).people.map((p) => p._id)).toEqual(['a']);
      prepareIndexNames(fresh);
      vi.runAllTimers();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
