import type * as yup from 'yup';
import { DATE_TEXT, DATE_TIME_TEXT } from './date-text.js';
import { eventSchema } from './event.js';

/**
 * POST /api/events/{id}/duplicate: the copy's own name and dates; everything else comes from the
 * source event. The same rules as a new event's (name length, dates valid, end after start).
 */
export const eventDuplicateSchema = eventSchema.pick(['name', 'datetime_from', 'datetime_to']);
export type EventDuplicateInput = yup.InferType<typeof eventDuplicateSchema>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A date-time text read as a wall-clock instant (UTC stands in for the event's zone). */
function wallClockMs(value: string): number | null {
  const m = DATE_TIME_TEXT.exec(value);
  if (!m) return null;
  return Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6] ?? 0),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes from one date-time text to another, on the wall clock: a copy moved by whole days
 * keeps its times of day whatever daylight saving does in between.
 */
export function dateTimeShiftMinutes(from: string, to: string): number {
  const [a, b] = [wallClockMs(from), wallClockMs(to)];
  return a === null || b === null ? 0 : Math.round((b - a) / MINUTE_MS);
}

/** Whole days between the dates of two date-time texts ('2027-01-01 23:00' → '2027-01-02 01:00' is 1). */
export function dateShiftDays(from: string, to: string): number {
  const day = (value: string) => {
    const ms = wallClockMs(value);
    return ms === null ? null : Math.floor(ms / DAY_MS);
  };
  const [a, b] = [day(from), day(to)];
  return a === null || b === null ? 0 : b - a;
}

/**
 * A date-time text moved by `minutes`, in its own format ('HH:mm' stays without seconds); a text
 * that is not a date-time is returned as it is.
 */
export function shiftDateTimeText(value: string, minutes: number): string {
  const ms = wallClockMs(value);
  if (ms === null) return value;
  const d = new Date(ms + minutes * MINUTE_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return value.length > 16 ? `${date} ${time}:${pad(d.getUTCSeconds())}` : `${date} ${time}`;
}

/** A 'YYYY-MM-DD' text moved by whole days; anything else is returned as it is. */
export function shiftDateText(value: string, days: number): string {
  const m = DATE_TEXT.exec(value);
  if (!m) return value;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
