import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  utf8Length,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarEntry,
} from './calendar.js';

/** A small RFC 5545 reader: unfolds lines and splits each into name, parameters and value. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Record<string, { params: Record<string, string>; value: string }>[] = [];
  const zones: string[] = [];
  let current: (typeof events)[number] | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (name === 'TZID' && !current) zones.push(value);
    else if (current) {
      current[name] = {
        params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
        value,
      };
    }
  }
  return { lines, events, zones };
}

/** The host and the decoded query of a link. */
function link(url: string) {
  const [base = '', search = ''] = url.split('?');
  const params = new Map(
    search.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return { host: base.split('/')[2], get: (key: string) => params.get(key) };
}

const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

const entry: CalendarEntry = {
  uid: 'event-e1@aforo',
  title: 'Congreso Ñandú, edición 2027; Bogotá',
  description: 'Línea uno\nLínea dos con \\ barra',
  location: 'Ágora, Bogotá',
  url: 'https://aforo.test/landing/e1',
  start: '2027-03-15 09:00',
  end: '2027-03-15 17:30',
  zone: 'America/Bogota',
};

describe('buildIcs', () => {
  it("writes DTSTART in the event's zone with a matching VTIMEZONE, and parses back", () => {
    const ics = buildIcs([entry], { now: new Date('2027-01-01T00:00:00Z'), name: 'Mi agenda' });
    const { events, zones, lines } = parseIcs(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(zones).toEqual(['America/Bogota']);
    expect(lines).toContain('TZOFFSETTO:-0500');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.DTSTART).toEqual({
      params: { TZID: 'America/Bogota' },
      value: '20270315T090000',
    });
    expect(event?.DTEND?.value).toBe('20270315T173000');
    expect(event?.DTSTAMP?.value).toBe('20270101T000000Z');
    expect(event?.UID?.value).toBe('event-e1@aforo');
    expect(unescape(event?.SUMMARY?.value ?? '')).toBe(entry.title);
    expect(unescape(event?.DESCRIPTION?.value ?? '')).toBe(entry.description);
    expect(unescape(event?.LOCATION?.value ?? '')).toBe(entry.location);
  });

  it('keeps the UID stable between downloads', () => {
    const a = parseIcs(buildIcs([entry], { now: new Date(1) })).events[0]?.UID;
    const b = parseIcs(buildIcs([entry], { now: new Date(2) })).events[0]?.UID;
    expect(a).toEqual(b);
  });

  it('names each zone once and writes one VEVENT per entry; the default zone when none', () => {
    const ics = buildIcs([
      entry,
      {
        ...entry,
        uid: 'b',
        zone: 'Europe/Madrid',
        start: '2027-07-01 10:00',
        end: '2027-07-01 11:00',
      },
      { ...entry, uid: 'c', zone: null },
    ]);
    const { events, zones, lines } = parseIcs(ics);
    expect(zones).toEqual(['America/Bogota', 'Europe/Madrid']);
    expect(lines).toContain('TZOFFSETTO:+0200');
    expect(events.map((e) => e.DTSTART?.params.TZID)).toEqual([
      'America/Bogota',
      'Europe/Madrid',
      'America/Bogota',
    ]);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const long = 'Ñ'.repeat(100);
    const folded = foldIcsLine(`SUMMARY:${long}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${long}`);
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('calendar links', () => {
  it("Google gets wall-clock times and the event's zone", () => {
    const url = link(googleCalendarUrl(entry));
    expect(url.host).toBe('calendar.google.com');
    expect(url.get('dates')).toBe('20270315T090000/20270315T173000');
    expect(url.get('ctz')).toBe('America/Bogota');
    expect(url.get('text')).toBe(entry.title);
  });

  it('Outlook gets the same instants in UTC', () => {
    const url = link(outlookCalendarUrl(entry));
    expect(url.get('startdt')).toBe('2027-03-15T14:00:00Z');
    expect(url.get('enddt')).toBe('2027-03-15T22:30:00Z');
    expect(url.get('subject')).toBe(entry.title);
  });
});
