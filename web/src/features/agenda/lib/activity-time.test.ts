import { describe, expect, it } from 'vitest';
import { DAY_TIMES, joinDayTime } from './activity-time';

describe('activity times', () => {
  it('offers a whole day in 15-minute steps', () => {
    expect(DAY_TIMES).toHaveLength(96);
    expect(DAY_TIMES.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(DAY_TIMES.at(-1)).toBe('23:45');
  });

  it('joins a day and a time, and keeps only what was chosen', () => {
    expect(joinDayTime('2027-03-15', '09:30')).toBe('2027-03-15 09:30');
    expect(joinDayTime('2027-03-15', '')).toBe('2027-03-15');
    expect(joinDayTime('', '09:30')).toBe('');
  });
});
