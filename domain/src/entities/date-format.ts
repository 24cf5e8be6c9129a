/*
 * The one set of date formatters of the product: the web's screens (web/src/lib/dates.ts and,
 * for the landing's first load, text-dates.ts re-export them) and the functions' mails and
 * exports. Without luxon and without yup: luxon is 21 KB of gzipped JS the landing's first load
 * does without, and Intl does all the formatting (locale, zone, ranges) by itself.
 *
 * What they take:
 * - the spec's text dates 'YYYY-MM-DD HH:mm[:ss]': wall-clock times of the event's zone;
 * - a day 'YYYY-MM-DD': a calendar day, shown as is (no zone);
 * - an instant: a Date, a Firestore timestamp, {seconds}/{_seconds} as the API sends one, or
 *   an ISO text with a 'T'.
 * They show it in the reader's language (es → es-CO, en, pt → pt-BR) and in the event's zone;
 * where that zone's offset differs from the reader's at that moment, the zone is named
 * ("9:00 a. m. GMT-5"), so a reader abroad knows the time is the event's.
 * A value that is not a date is shown as given (a text) or as nothing.
 */
import { zonedInstant } from '../integrations/time-zone.js';
import { DEFAULT_EVENT_TIME_ZONE } from './event-end.js';

/** Anything the formatters accept. */
export type DateValue =
  | string
  | Date
  | { toMillis: () => number }
  | { seconds?: number; _seconds?: number }
  | null
  | undefined;

/** Who reads and where the event happens. */
export interface DateScope {
  /** The app's language ('es', 'en', 'pt') or a full locale. */
  locale: string;
  /** The event's IANA zone; missing: the default event zone (America/Bogota). */
  zone?: string | null;
  /** The reader's zone; missing: the device's (tests pass one). */
  readerZone?: string;
}

const REGIONS: Record<string, string> = { es: 'es-CO', en: 'en', pt: 'pt-BR' };

/** The Intl locale of an app language: es-CO, en, pt-BR. A full locale stays as it is. */
export function intlLocale(locale: string): string {
  return REGIONS[locale] ?? locale;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, ...TIME };
const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { ...DATE_TIME, second: '2-digit' };
const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl's narrow and thin no-break spaces ("9:00\u202fAM", "9:00\u2009–\u200910:00") as plain
 * spaces: browsers' ICU versions differ in which they use, and a page, a test or a pasted text
 * should read the same everywhere.
 */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    const full = intlLocale(locale);
    // Brazil writes hours with two digits ("09:00"); ICU does so in ranges but not alone.
    const hour = full === 'pt-BR' && options.hour === 'numeric' ? { hour: '2-digit' as const } : {};
    found = new Intl.DateTimeFormat(full, { ...options, ...hour });
    cache.set(key, found);
  }
  return found;
}

const TEXT_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

type Parsed = { kind: 'day'; date: Date } | { kind: 'instant'; date: Date };

/** The parts of a text date, or null when that date does not exist (2026-02-30, 24:00). */
function textParts(text: string): number[] | null {
  const match = TEXT_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((p) => Number(p ?? 0));
  const utc = new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
  const exists =
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month! - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  return exists ? [year!, month!, day!, hour!, minute!, second!] : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Zones already checked: building an Intl.DateTimeFormat costs far more than a format. */
const knownZones = new Map<string, string>();

/** The event's zone when it is a zone this runtime knows, else the default. */
function eventZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_EVENT_TIME_ZONE;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = zone;
    } catch {
      known = DEFAULT_EVENT_TIME_ZONE;
    }
    knownZones.set(zone, known);
  }
  return known;
}

function parse(value: DateValue, zone: string): Parsed | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    if (value.includes('T')) {
      const millis = Date.parse(value);
      return Number.isNaN(millis) ? null : { kind: 'instant', date: new Date(millis) };
    }
    const parts = textParts(value);
    if (!parts) return null;
    const [year, month, day, hour, minute, second] = parts as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (value.length === 10) {
      return { kind: 'day', date: new Date(Date.UTC(year, month - 1, day, 12)) };
    }
    const local = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
    return { kind: 'instant', date: zonedInstant(local, zone) };
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : { kind: 'instant', date: value };
  }
  if ('toMillis' in value && typeof value.toMillis === 'function') {
    return { kind: 'instant', date: new Date(value.toMillis()) };
  }
  const seconds = 'seconds' in value ? value.seconds : undefined;
  const secondsAlt = '_seconds' in value ? value._seconds : undefined;
  const s = seconds ?? secondsAlt;
  return typeof s === 'number' ? { kind: 'instant', date: new Date(s * 1000) } : null;
}

/** Minutes `zone`'s clock is ahead of UTC at `date`. */
function offsetMinutes(date: Date, zone: string): number {
  const parts = formatter('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/** How long the device's zone is kept: it changes only when the device travels. */
const READER_ZONE_TTL_MS = 60_000;
let readerZoneSeen: { zone: string; at: number } | null = null;

/**
 * The device's zone: for what is not the event's time (a chat's messages, as they arrive). Read
 * once a minute, not per date: a door's list formats three dates a row, and building the
 * formatter that tells the zone took most of the list's first render.
 */
export function readerZone(): string {
  const now = Date.now();
  if (readerZoneSeen === null || now - readerZoneSeen.at > READER_ZONE_TTL_MS) {
    readerZoneSeen = { zone: new Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  }
  return readerZoneSeen.zone;
}

function readerZoneOf(scope: DateScope): string {
  return scope.readerZone ?? readerZone();
}

/** Whether the event's clock differs from the reader's at `date`. */
function zoneDiffers(date: Date, zone: string, scope: DateScope): boolean {
  return offsetMinutes(date, zone) !== offsetMinutes(date, readerZoneOf(scope));
}

/** The zone's name as the reader's language writes it ("GMT-5"). */
function zoneName(date: Date, zone: string, locale: string): string {
  return (
    formatter(locale, { timeZone: zone, hour: 'numeric', timeZoneName: 'shortOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  ).replace(/[\u00a0\u2009\u202f]/g, ' ');
}

function fallback(value: DateValue): string {
  return typeof value === 'string' ? value : '';
}

function single(value: DateValue, scope: DateScope, options: Intl.DateTimeFormatOptions): string {
  const zone = eventZone(scope.zone);
  const parsed = parse(value, zone);
  if (!parsed) return fallback(value);
  if (parsed.kind === 'day') {
    return plain(formatter(scope.locale, { ...DATE, timeZone: 'UTC' }).format(parsed.date));
  }
  const named = options.hour !== undefined && zoneDiffers(parsed.date, zone, scope);
  return plain(
    formatter(scope.locale, {
      ...options,
      timeZone: zone,
      ...(named ? { timeZoneName: 'shortOffset' } : {}),
    }).format(parsed.date),
  );
}

/** A day: "15 de mar de 2027", "Mar 15, 2027", "15 de mar. de 2027". */
export function formatDate(value: DateValue, scope: DateScope): string {
  const zone = eventZone(scope.zone);
  const parsed = parse(value, zone);
  if (!parsed) return fallback(value);
  return plain(
    formatter(scope.locale, {
      ...DATE,
      timeZone: parsed.kind === 'day' ? 'UTC' : zone,
    }).format(parsed.date),
  );
}

/** A time of day: "9:00 a. m.", "9:00 AM", "09:00" (+ " GMT-5" for a reader elsewhere). */
export function formatTime(value: DateValue, scope: DateScope): string {
  return single(value, scope, TIME);
}

/**
 * A day and its time: "15 de mar de 2027, 9:00 a. m." (+ the zone for a reader elsewhere); with
 * `seconds` where two events may share a minute (bids).
 */
export function formatDateTime(
  value: DateValue,
  scope: DateScope,
  precision: 'minute' | 'second' = 'minute',
): string {
  return single(value, scope, precision === 'second' ? DATE_TIME_SECONDS : DATE_TIME);
}

function range(
  from: DateValue,
  to: DateValue,
  scope: DateScope,
  options: Intl.DateTimeFormatOptions,
): string {
  const zone = eventZone(scope.zone);
  const start = parse(from, zone);
  const end = parse(to, zone);
  if (!start || !end || end.date.getTime() < start.date.getTime()) {
    const one = start ? from : to;
    return options.hour !== undefined ? formatDateTime(one, scope) : formatDate(one, scope);
  }
  const days = start.kind === 'day' || end.kind === 'day';
  const shown = days ? DATE : options;
  const text = plain(
    formatter(scope.locale, {
      ...shown,
      timeZone: days ? 'UTC' : zone,
    }).formatRange(start.date, end.date),
  );
  // formatRange leaves the zone out of a same-day range: it is added once, at the end.
  const named = !days && shown.hour !== undefined && zoneDiffers(start.date, zone, scope);
  return named ? `${text} ${zoneName(start.date, zone, scope.locale)}` : text;
}

/**
 * An activity's or a meeting's hours: "9:00 a 10:00 a. m." when both are the same day, the
 * days as well when not.
 */
export function formatTimeRange(from: DateValue, to: DateValue, scope: DateScope): string {
  const zone = eventZone(scope.zone);
  const start = parse(from, zone);
  const end = parse(to, zone);
  const sameDay =
    start &&
    end &&
    formatDate(start.date, scope) === formatDate(end.date, scope) &&
    start.kind === 'instant';
  return range(from, to, scope, sameDay ? TIME : DATE_TIME);
}

/** From when to when, days and hours: "15 de mar de 2027, 9:00 a 10:00 a. m.". */
export function formatDateTimeRange(from: DateValue, to: DateValue, scope: DateScope): string {
  return range(from, to, scope, DATE_TIME);
}

/** From which day to which day: "15 – 16 de mar de 2027" (es-CO writes "15 a 16"). */
export function formatDateRange(from: DateValue, to: DateValue, scope: DateScope): string {
  return range(from, to, scope, DATE);
}

/**
 * A day as a heading of the day's list: "lunes, 15 de marzo", "Monday, March 15",
 * "segunda-feira, 15 de março" (lower-case in es and pt, as they write weekdays and months).
 */
export function formatDayHeading(value: DateValue, scope: DateScope): string {
  const zone = eventZone(scope.zone);
  const parsed = parse(value, zone);
  if (!parsed) return fallback(value);
  return plain(
    formatter(scope.locale, {
      ...DAY_HEADING,
      timeZone: parsed.kind === 'day' ? 'UTC' : zone,
    }).format(parsed.date),
  );
}
