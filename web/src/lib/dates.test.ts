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
