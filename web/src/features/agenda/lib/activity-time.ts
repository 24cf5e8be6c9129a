import { ACTIVITY_TIME_STEP_MINUTES } from '@aforo/domain';

/** Every time of a day in the picker's steps (part 2 §5: 15 minutes), as 'HH:mm'. */
export const DAY_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / ACTIVITY_TIME_STEP_MINUTES },
  (_, i) => {
    const minutes = i * ACTIVITY_TIME_STEP_MINUTES;
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    return `${hh}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/** 'YYYY-MM-DD HH:mm' from a day and a time; only the day when no time, nothing without a day. */
export function joinDayTime(day: string, time: string): string {
  if (day === '') return '';
  return time === '' ? day : `${day} ${time}`;
}
