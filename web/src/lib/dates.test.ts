import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatEventDate, formatTimestampDate, parseDateText } from './dates';

describe('event text dates', () => {
  it('parses both spec formats', () => {
    expect(parseDateText('2026-12-01 09:30:00')?.toISODate()).toBe('2026-12-01');
    expect(parseDateText('2026-12-01 09:30')?.hour).toBe(9);
  });

  it('returns null for anything else', () => {
    expect(parseDateText('01/12/2026')).toBeNull();
    expect(parseDateText('')).toBeNull();
    expect(parseDateText(undefined)).toBeNull();
  });

  it('formats in the requested locale and passes unknown text through', () => {
    expect(formatEventDate('2026-12-01 09:30:00', 'es')).toMatch(/dic/);
    expect(formatEventDate('2026-12-01 09:30:00', 'en')).toMatch(/Dec/);
    expect(formatEventDate('mañana', 'es')).toBe('mañana');
  });

  it('formats as luxon did (DATETIME_MED), without loading luxon', () => {
    for (const text of ['2026-12-01 09:30:00', '2027-03-05 18:05', '2026-01-31 00:00:59']) {
      for (const locale of ['es', 'en', 'pt']) {
        const luxon = DateTime.fromFormat(
          text.length === 16 ? `${text}:00` : text,
          'yyyy-MM-dd HH:mm:ss',
        )
          .setLocale(locale)
          .toLocaleString(DateTime.DATETIME_MED);
        expect(formatEventDate(text, locale)).toBe(luxon);
      }
    }
  });

  it('passes through dates that do not exist, as luxon did', () => {
    expect(formatEventDate('2026-02-30 10:00', 'es')).toBe('2026-02-30 10:00');
    expect(formatEventDate('2026-12-01 24:00', 'es')).toBe('2026-12-01 24:00');
  });
});

describe('formatTimestampDate', () => {
  it('shows a stored timestamp as DD/MM/YYYY and nothing for a missing one', () => {
    const millis = new Date(2026, 9, 1, 12, 0, 0).getTime();
    const stamp = {
      seconds: millis / 1000,
      nanoseconds: 0,
      toMillis: () => millis,
      toDate: () => new Date(millis),
    };
    expect(formatTimestampDate(stamp)).toBe('01/10/2026');
    expect(formatTimestampDate(undefined)).toBe('');
  });
});
