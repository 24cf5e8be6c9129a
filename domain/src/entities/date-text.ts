/*
 * Date texts the spec stores ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]'), without yup: the public
 * landing decides whether an event has ended with these, and its first JS does without the
 * schemas. common.ts re-exports them beside the schemas that use them.
 */

/** 'YYYY-MM-DD' */
export const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss': the spec stores these dates as text. */
export const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** True for a real calendar date in 'YYYY-MM-DD'. */
export function isDateText(value: string): boolean {
  const m = DATE_TEXT.exec(value);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True for a real date and time in 'YYYY-MM-DD HH:mm[:ss]'. */
export function isDateTimeText(value: string): boolean {
  const m = DATE_TIME_TEXT.exec(value);
  if (m === null || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  return Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60;
}

/** Orders two date-time texts; 'HH:mm' counts as 'HH:mm:00'. */
export function compareDateTimeText(a: string, b: string): number {
  const full = (s: string) => (s.length === 16 ? `${s}:00` : s);
  const [x, y] = [full(a), full(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
