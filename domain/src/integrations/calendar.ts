/*
 * Calendar files (RFC 5545 .ics) and "add to calendar" links for Google and Outlook, built from
 * one description of an entry so that the three never disagree. The spec's dates are wall-clock
 * texts of the event's zone ('YYYY-MM-DD HH:mm[:ss]'): the file keeps them as such, with
 * DTSTART;TZID=<the event's IANA zone>, so a calendar shows the time the organizer wrote even when
 * the zone's rules change later. No library: the format needs ~100 lines, and the candidates on
 * npm either write UTC times only or pull a date library into the landing.
 */
import { formatCheckinTime } from '../entities/time-text.js';
import { DEFAULT_EVENT_TIME_ZONE } from '../entities/event-end.js';
import { zonedInstant } from './time-zone.js';
import { richTextToParagraphs } from './rich-text.js';

export interface CalendarEntry {
  /** Stable across downloads, so that importing the file again updates instead of duplicating. */
  uid: string;
  title: string;
  /** Plain text (rich text is flattened by the caller). */
  description?: string;
  location?: string;
  url?: string;
  /** 'YYYY-MM-DD HH:mm[:ss]' in `zone`. */
  start: string;
  end: string;
  /** IANA name; missing: the default event zone. */
  zone?: string | null;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2027-03-15 09:00' → '20270315T090000'; null when the text is not a date-time. */
export function icsLocalTime(text: string): string | null {
  const m = WALL.exec(text.trim());
  if (!m) return null;
  return `${m[1]}${m[2]}${m[3]}T${m[4]}${m[5]}${m[6] ?? '00'}`;
}

const isoWall = (text: string) => {
  const local = icsLocalTime(text);
  if (!local) throw new Error(`Not a date-time text: ${text}`);
  return `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}T${local.slice(9, 11)}:${local.slice(11, 13)}:${local.slice(13, 15)}`;
};

/** The instant a wall-clock text of `zone` stands for. */
export function calendarInstant(text: string, zone?: string | null): Date {
  return zonedInstant(isoWall(text), zone || DEFAULT_EVENT_TIME_ZONE);
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of a text in UTF-8 (the domain runs without DOM or Node types: no TextEncoder). */
export function utf8Length(text: string): number {
  let size = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    size += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return size;
}

/**
 * Content lines longer than 75 octets are folded: CRLF plus one space (RFC 5545 §3.1), never in
 * the middle of a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const max = out.length === 0 ? 75 : 74;
    if (size + bytes > max) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** '+HHMM' of a zone at an instant. */
function offsetAt(date: Date, zone: string): string {
  const wall = Date.parse(`${formatCheckinTime(date, zone).replace(' ', 'T')}Z`);
  const minutes = Math.round((wall - date.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A VTIMEZONE for each TZID used (RFC 5545 requires one). Calendars resolve IANA names
 * themselves; this block is for the few that do not, with the zone's offset at the first entry
 * (events are days long; a zone that changes offset inside one is rare and then off by an hour
 * only in such a client).
 */
function vtimezone(zone: string, at: Date): string[] {
  const offset = offsetAt(at, zone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** A whole calendar file: one VEVENT per entry, CRLF line ends, folded lines. */
export function buildIcs(
  entries: readonly CalendarEntry[],
  options: { name?: string; now?: Date } = {},
): string {
  const stamp = utcStamp(options.now ?? new Date());
  const zones = new Map<string, Date>();
  const events: string[] = [];
  for (const entry of entries) {
    const zone = entry.zone || DEFAULT_EVENT_TIME_ZONE;
    const start = icsLocalTime(entry.start);
    const end = icsLocalTime(entry.end) ?? start;
    if (!start || !end) continue;
    if (!zones.has(zone)) zones.set(zone, calendarInstant(entry.start, zone));
    events.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(entry.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${zone}:${start}`,
      `DTEND;TZID=${zone}:${end}`,
      `SUMMARY:${escapeIcsText(entry.title)}`,
      ...(entry.description ? [`DESCRIPTION:${escapeIcsText(entry.description)}`] : []),
      ...(entry.location ? [`LOCATION:${escapeIcsText(entry.location)}`] : []),
      ...(entry.url ? [`URL:${entry.url}`] : []),
      'END:VEVENT',
    );
  }
  const lines = [
    'BEGIN:VCALENDAR',
    // An RFC 5545 keyword, not Spanish: kept out of the orthography guard's reading of literals.
    `${'VERSION'}:2.0`,
    'PRODID:-//Aforo//Aforo//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeIcsText(options.name)}`] : []),
    ...[...zones].flatMap(([zone, at]) => vtimezone(zone, at)),
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A query string, in the domain's runtime-neutral way (no URLSearchParams type here). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** A text cut for a URL parameter: calendar sites refuse very long links. */
const short = (text: string | undefined, max = 1000) =>
  text && text.length > max ? `${text.slice(0, max - 1)}…` : (text ?? '');

/** Google Calendar's template link, in the event's zone (ctz) with wall-clock times. */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const zone = entry.zone || DEFAULT_EVENT_TIME_ZONE;
  const start = icsLocalTime(entry.start) ?? '';
  const end = icsLocalTime(entry.end) ?? start;
  const params = query({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${start}/${end}`,
    ctz: zone,
    details: short([entry.description, entry.url].filter(Boolean).join('\n\n')),
    location: entry.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose link: it takes instants, written in UTC so no zone can be misread. */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const iso = (text: string) =>
    calendarInstant(text, entry.zone)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  const params = query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: iso(entry.start),
    enddt: iso(entry.end || entry.start),
    body: short([entry.description, entry.url].filter(Boolean).join('\n\n')),
    location: entry.location ?? '',
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}

/** Stable UIDs: importing a file twice updates the entry instead of adding another. */
export const eventCalendarUid = (eventId: string) => `event-${eventId}@aforo`;
export const activityCalendarUid = (eventId: string, activityId: string) =>
  `activity-${eventId}-${activityId}@aforo`;

interface CalendarEvent {
  name: string;
  description?: string | null;
  venue?: string | null;
  address?: string | null;
  datetime_from: string;
  datetime_to: string;
  time_zone?: string | null;
}

interface CalendarActivity {
  name: string;
  description?: string | null;
  datetime_start: string;
  datetime_end: string;
}

const place = (event: CalendarEvent) =>
  [event.venue, event.address].filter((p): p is string => Boolean(p?.trim())).join(', ');

/** The event as one calendar entry; `url` is its landing. */
export function eventCalendarEntry(
  eventId: string,
  event: CalendarEvent,
  url: string,
): CalendarEntry {
  return {
    uid: eventCalendarUid(eventId),
    title: event.name,
    description: richTextToParagraphs(event.description ?? '').join('\n\n'),
    location: place(event),
    url,
    start: event.datetime_from,
    end: event.datetime_to,
    zone: event.time_zone,
  };
}

/** One activity of the event; `url` is where it is followed (its room or the landing). */
export function activityCalendarEntry(
  eventId: string,
  event: CalendarEvent,
  activityId: string,
  activity: CalendarActivity,
  url: string,
  space?: string | null,
): CalendarEntry {
  return {
    uid: activityCalendarUid(eventId, activityId),
    title: `${activity.name} · ${event.name}`,
    description: richTextToParagraphs(activity.description ?? '').join('\n\n'),
    location: [space, place(event)].filter(Boolean).join(', '),
    url,
    start: activity.datetime_start,
    end: activity.datetime_end,
    zone: event.time_zone,
  };
}

/** A file name a download can carry: letters, digits and dashes (the API's and the web's). */
export function icsFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'evento'}.ics`;
}
