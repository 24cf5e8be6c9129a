import { formatCheckinTime } from '../entities/time-text.js';

/** The instant a wall-clock time 'YYYY-MM-DDTHH:mm:ss' of `timeZone` (an IANA name) stands for. */
export function zonedInstant(localTime: string, timeZone: string): Date {
  const utcGuess = Date.parse(`${localTime}Z`);
  // What the zone's clock reads at that instant, taken as UTC: the difference is its offset.
  const asUtc = Date.parse(`${formatCheckinTime(new Date(utcGuess), timeZone).replace(' ', 'T')}Z`);
  // A time inside a daylight-saving jump is off by the jump.
  return new Date(utcGuess - (asUtc - utcGuess));
}
