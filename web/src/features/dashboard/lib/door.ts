import type { DateTime } from 'luxon';

/** Width of one bar of the door's arrivals (arrivals per 5 minutes). */
export const BUCKET_MINUTES = 5;
/** Bars shown: the last two hours. */
export const BUCKETS = 24;
/** The arrival rate is measured over the last three bars. */
export const RATE_BUCKETS = 3;

/** checkedin_at is 'yyyy-MM-dd HH:mm:ss' in the event's zone: text order is time order. */
const CHECKIN_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export interface Bucket {
  label: string;
  from: string;
  to: string;
}

/** The last BUCKETS five-minute windows up to `now` (the last one still open), oldest first. */
export function checkinBuckets(now: DateTime, zone: string): Bucket[] {
  const local = now.setZone(zone);
  const end = local
    .startOf('minute')
    .minus({ minutes: local.minute % BUCKET_MINUTES })
    .plus({ minutes: BUCKET_MINUTES });
  return Array.from({ length: BUCKETS }, (_, i) => {
    const to = end.minus({ minutes: BUCKET_MINUTES * (BUCKETS - 1 - i) });
    const from = to.minus({ minutes: BUCKET_MINUTES });
    return {
      label: from.toFormat('HH:mm'),
      from: from.toFormat(CHECKIN_FORMAT),
      to: to.toFormat(CHECKIN_FORMAT),
    };
  });
}

/**
 * The door view beyond the spec: at the arrival rate of the last RATE_BUCKETS bars, minutes
 * until the remaining expected attendees are in; null when nobody is arriving (no estimate).
 */
export function doorProjection(
  remaining: number,
  recentCounts: readonly number[],
): { perMinute: number; minutes: number | null } {
  const window = recentCounts.slice(-RATE_BUCKETS);
  const arrived = window.reduce((sum, n) => sum + n, 0);
  const perMinute = window.length === 0 ? 0 : arrived / (window.length * BUCKET_MINUTES);
  if (remaining <= 0) return { perMinute, minutes: 0 };
  return { perMinute, minutes: perMinute > 0 ? Math.ceil(remaining / perMinute) : null };
}
