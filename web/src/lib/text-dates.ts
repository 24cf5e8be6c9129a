/*
 * The event dates the landing shows, without luxon: luxon is 21 KB of gzipped JS the landing's
 * first load does without (issue #20). Its own module, so importing it does not bring luxon
 * along with the rest of dates.ts.
 */

/** The spec's text date, 'YYYY-MM-DD HH:mm[:ss]', in its parts. */
const TEXT_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * parseDateText (dates.ts) without luxon, as a Date in the local zone (as luxon reads it). A
 * date that does not exist (2026-02-30, 24:00) is null, as luxon has it.
 */
function textToDate(text: string): Date | null {
  const match = TEXT_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day, hour, minute, second);
  const exists =
    date.getFullYear() === year &&
    date.getMonth() === month! - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return exists ? date : null;
}

/** luxon's DATETIME_MED, which this format has always used. */
const DATETIME_MED: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
};

/** A date for people, in the current locale: "21 nov 2026, 18:00". */
export function formatEventDate(text: string | null | undefined, locale: string): string {
  const date = text ? textToDate(text) : null;
  return date ? new Intl.DateTimeFormat(locale, DATETIME_MED).format(date) : (text ?? '');
}
