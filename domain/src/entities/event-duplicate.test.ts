import { describe, expect, it } from 'vitest';
import {
  dateShiftDays,
  dateTimeShiftMinutes,
  eventDuplicateSchema,
  shiftDateText,
  shiftDateTimeText,
} from './event-duplicate.js';
import { errorsOf } from './test-utils.js';

describe('eventDuplicateSchema', () => {
  const valid = {
    name: 'Copia de Congreso',
    datetime_from: '2027-05-01 08:00',
    datetime_to: '2027-05-02 18:00',
  };

  it('takes a name and two dates', async () => {
    expect(await errorsOf(eventDuplicateSchema, valid)).toEqual([]);
  });

  it('refuses a short name, a missing date and an end before the start', async () => {
    expect(await errorsOf(eventDuplicateSchema, { ...valid, name: 'ab' })).toHaveLength(1);
    expect(await errorsOf(eventDuplicateSchema, { ...valid, datetime_from: '' })).toContain(
      'La fecha de inicio es requerida',
    );
    expect(
      await errorsOf(eventDuplicateSchema, { ...valid, datetime_to: '2027-04-30 08:00' }),
    ).toHaveLength(1);
  });
});

describe('date shifts', () => {
  it('measures the wall-clock minutes and calendar days between two date-times', () => {
    expect(dateTimeShiftMinutes('2026-03-01 09:00', '2026-03-08 09:00')).toBe(7 * 24 * 60);
    expect(dateTimeShiftMinutes('2026-03-01 09:00', '2026-03-01 08:30:00')).toBe(-30);
    expect(dateShiftDays('2026-12-31 23:00', '2027-01-01 01:00')).toBe(1);
    expect(dateTimeShiftMinutes('nada', '2027-01-01 01:00')).toBe(0);
  });

  it('moves date-time and date texts keeping their format', () => {
    expect(shiftDateTimeText('2026-03-01 09:00', 7 * 24 * 60)).toBe('2026-03-08 09:00');
    expect(shiftDateTimeText('2026-12-31 23:30:15', 60)).toBe('2027-01-01 00:30:15');
    expect(shiftDateTimeText('sin fecha', 60)).toBe('sin fecha');
    expect(shiftDateText('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDateText('2026-03-01', -1)).toBe('2026-02-28');
  });
});
