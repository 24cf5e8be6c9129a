import { describe, expect, it } from 'vitest';
import { agendaDays, onDay } from './agenda';

describe('agenda days', () => {
  const list = [
    { datetime_start: '2027-03-16 09:00' },
    { datetime_start: '2027-03-15 10:00' },
    { datetime_start: '2027-03-15 14:00' },
  ];
  it('lists each day once, in order', () => {
    expect(agendaDays(list)).toEqual(['2027-03-15', '2027-03-16']);
  });
  it('keeps everything for an empty day', () => {
    expect(list.filter((a) => onDay(a, '')).length).toBe(3);
    expect(list.filter((a) => onDay(a, '2027-03-16')).length).toBe(1);
  });
});
