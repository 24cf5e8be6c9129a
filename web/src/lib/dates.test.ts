import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatDayHeading,
  formatTime,
  formatTimeRange,
  parseDateText,
} from './dates';

const BOGOTA = 'America/Bogota';
const MADRID = 'Europe/Madrid';
/** A reader in the event's zone, one in Madrid, for each app language. */
const at = (locale: string, zone: string, readerZone: string) => ({ locale, zone, readerZone });

describe('parseDateText', () => {
  it('parses both spec formats', () => {
    expect(parseDateText('2026-12-01 09:30:00')?.toISODate()).toBe('2026-12-01');
    expect(parseDateText('2026-12-01 09:30')?.hour).toBe(9);
  });

  it('returns null for anything else', () => {
    expect(parseDateText('01/12/2026')).toBeNull();
    expect(parseDateText('')).toBeNull();
    expect(parseDateText(undefined)).toBeNull();
  });
});

describe('the date formatters, reader in the event zone', () => {
  const es = at('es', BOGOTA, BOGOTA);
  const en = at('en', BOGOTA, BOGOTA);
  const pt = at('pt', BOGOTA, BOGOTA);

  it('show a day in es-CO, en and pt-BR', () => {
    expect(formatDate('2027-03-15 09:00', es)).toBe('15 de mar de 2027');
    expect(formatDate('2027-03-15 09:00', en)).toBe('Mar 15, 2027');
    expect(formatDate('2027-03-15 09:00', pt)).toBe('15 de mar. de 2027');
    expect(formatDate('2027-03-15', en)).toBe('Mar 15, 2027');
  });

  it('show a time, without the zone', () => {
    expect(formatTime('2027-03-15 09:00:00', es)).toBe('9:00 a. m.');
    expect(formatTime('2027-03-15 09:00', en)).toBe('9:00 AM');
    expect(formatTime('2027-03-15 09:00', pt)).toBe('09:00');
  });

  it('show a day and time', () => {
    expect(formatDateTime('2027-03-15 09:00', es)).toBe('15 de mar de 2027, 9:00 a. m.');
    expect(formatDateTime('2027-03-15 09:00', en)).toBe('Mar 15, 2027, 9:00 AM');
    expect(formatDateTime('2027-03-15 09:00', pt)).toBe('15 de mar. de 2027, 09:00');
  });

  it('show a same-day range as hours, seconds or not', () => {
    expect(formatTimeRange('2027-03-15 11:00:00', '2027-03-15 11:30:00', es)).toBe(
      '11:00 a 11:30 a. m.',
    );
    expect(formatTimeRange('2027-03-15 09:00', '2027-03-15 10:00', en)).toBe('9:00 – 10:00 AM');
    expect(formatTimeRange('2027-03-15 09:00', '2027-03-15 10:00', pt)).toBe('09:00 – 10:00');
  });

  it('show the days of a range across days', () => {
    expect(formatTimeRange('2027-03-15 09:00', '2027-03-16 10:00', en)).toBe(
      'Mar 15, 2027, 9:00 AM – Mar 16, 2027, 10:00 AM',
    );
    expect(formatDateRange('2027-03-15 09:00', '2027-03-16 18:00', en)).toBe('Mar 15 – 16, 2027');
    expect(formatDateTimeRange('2027-03-15 09:00', '2027-03-15 10:00', en)).toBe(
      'Mar 15, 2027, 9:00 – 10:00 AM',
    );
  });

  it('head a day lower-case in es and pt', () => {
    expect(formatDayHeading('2027-03-15', es)).toBe('lunes, 15 de marzo');
    expect(formatDayHeading('2027-03-15', en)).toBe('Monday, March 15');
    expect(formatDayHeading('2027-03-15', pt)).toBe('segunda-feira, 15 de março');
  });

  it('show an instant (timestamp, ISO text, API seconds) in the event zone', () => {
    const millis = Date.UTC(2026, 9, 1, 3, 0, 0); // 1 Oct 03:00 UTC = 30 Sep 22:00 in Bogotá
    const stamp = { toMillis: () => millis };
    expect(formatDate(stamp, en)).toBe('Sep 30, 2026');
    expect(formatDateTime(new Date(millis).toISOString(), en)).toBe('Sep 30, 2026, 10:00 PM');
    expect(formatTime({ _seconds: millis / 1000 }, pt)).toBe('22:00');
    expect(formatDate(stamp, es)).toBe('30 de sept de 2026');
    expect(formatDate(undefined, es)).toBe('');
  });

  it('pass what is not a date through', () => {
    expect(formatDateTime('mañana', es)).toBe('mañana');
    expect(formatDateTime('2026-02-30 10:00', es)).toBe('2026-02-30 10:00');
    expect(formatDateTime('2026-12-01 24:00', es)).toBe('2026-12-01 24:00');
    expect(formatDateTime(null, es)).toBe('');
  });
});

describe('the date formatters, reader in another zone', () => {
  const es = at('es', BOGOTA, MADRID);
  const en = at('en', BOGOTA, MADRID);
  const pt = at('pt', BOGOTA, MADRID);

  it("keep the event's clock and name its zone", () => {
    expect(formatTime('2027-03-15 09:00', es)).toBe('9:00 a. m. GMT-5');
    expect(formatDateTime('2027-03-15 09:00', en)).toBe('Mar 15, 2027, 9:00 AM GMT-5');
    expect(formatDateTime('2027-03-15 09:00', pt)).toBe('15 de mar. de 2027, 09:00 GMT-5');
    expect(formatTimeRange('2027-03-15 09:00', '2027-03-15 10:00', en)).toBe(
      '9:00 – 10:00 AM GMT-5',
    );
  });

  it('leave the zone out of days', () => {
    expect(formatDate('2027-03-15 09:00', es)).toBe('15 de mar de 2027');
    expect(formatDayHeading('2027-03-15', es)).toBe('lunes, 15 de marzo');
  });

  it('show an event in Madrid to a reader in Bogotá with its zone', () => {
    const scope = at('en', MADRID, BOGOTA);
    expect(formatTime('2027-07-01 18:00', scope)).toBe('6:00 PM GMT+2');
    expect(formatTime('2027-01-11 18:00', scope)).toBe('6:00 PM GMT+1');
  });

  it('name no zone when the clocks agree (another zone, same offset)', () => {
    expect(formatTime('2027-03-15 09:00', at('en', BOGOTA, 'America/Lima'))).toBe('9:00 AM');
  });

  it('read an unknown or missing event zone as the default zone', () => {
    expect(
      formatTime('2027-03-15 09:00', { locale: 'en', zone: 'Nowhere/Else', readerZone: BOGOTA }),
    ).toBe('9:00 AM');
    expect(formatTime('2027-03-15 09:00', { locale: 'en', zone: null, readerZone: MADRID })).toBe(
      '9:00 AM GMT-5',
    );
  });
});
