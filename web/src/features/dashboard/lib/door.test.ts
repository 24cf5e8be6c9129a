import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUCKETS, checkinBuckets, doorProjection } from './door';

describe('dashboard door', () => {
  it('cuts the last two hours into five-minute windows in the event zone, the open one last', () => {
    const now = DateTime.fromISO('2027-03-10T14:07:30Z');
    const buckets = checkinBuckets(now, 'America/Bogota');
    expect(buckets).toHaveLength(BUCKETS);
    expect(buckets.at(-1)).toEqual({
      label: '09:05',
      from: '2027-03-10 09:05:00',
      to: '2027-03-10 09:10:00',
    });
    expect(buckets[0]?.from).toBe('2027-03-10 07:10:00');
  });

  it('projects the remaining arrivals at the recent rate, and gives none when nobody arrives', () => {
    // 30 arrivals in the last 15 minutes: 2 a minute; 100 left: 50 minutes.
    expect(doorProjection(100, [99, 10, 10, 10])).toEqual({ perMinute: 2, minutes: 50 });
    expect(doorProjection(100, [0, 0, 0])).toEqual({ perMinute: 0, minutes: null });
    expect(doorProjection(0, [1, 1, 1])).toMatchObject({ minutes: 0 });
  });
});
