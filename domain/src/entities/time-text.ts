/*
 * The spec's check-in time text ('YYYY-MM-DD HH:mm:ss') of an instant, without yup, so that
 * zonedInstant (and with it isEventEnded, which the landing uses) does not pull the schemas into
 * the landing's first JS. checkin.ts re-exports it.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** One formatter per zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/**
 * The check-in time text of `date`: in `timeZone` (an IANA name) when given, otherwise in the
 * time zone of the device that checks the attendee in.
 */
export function formatCheckinTime(date: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    return (
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
      `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
    );
  }
  const parts = zoneFormatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
