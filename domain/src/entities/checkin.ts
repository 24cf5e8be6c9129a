import * as yup from 'yup';
import type { Attendee, AttendeeProperties } from './attendee.js';
import { attendeeWeight } from './attendee.js';
import type { Timestamps } from './common.js';
import { dateTimeText, idString } from './common.js';
import { formatCheckinTime } from './time-text.js';

/** 'YYYY-MM-DD HH:mm:ss', the format the spec writes check-in times in (part 1 §4). */
export const CHECKIN_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export { formatCheckinTime };

/** No check-in time means not checked in (part 1 §4). */
export function isCheckedIn(attendee: Pick<Attendee, 'checkedin_at'>): boolean {
  return typeof attendee.checkedin_at === 'string' && attendee.checkedin_at !== '';
}

export interface CheckInPatch {
  checked_in: boolean;
  checkedin_at: string | null;
}

/**
 * Event check-in: sets the time once; an attendee already checked in is left alone (null), so a
 * second scan or a second device never overwrites the first time.
 */
export function eventCheckIn(
  attendee: Pick<Attendee, 'checkedin_at'>,
  now: Date,
  timeZone?: string,
): CheckInPatch | null {
  if (isCheckedIn(attendee)) return null;
  return { checked_in: true, checkedin_at: formatCheckinTime(now, timeZone) };
}

/** Per-activity check-in flips: checking records the time, unchecking clears it. */
export function toggleActivityCheckIn(
  current: Pick<ActivityAttendee, 'checked_in'>,
  now: Date,
  timeZone?: string,
): CheckInPatch {
  return current.checked_in
    ? { checked_in: false, checkedin_at: null }
    : { checked_in: true, checkedin_at: formatCheckinTime(now, timeZone) };
}

/** A scanner gun code: exactly 24 hex characters with both digits and letters (part 1 §5). */
export function isGunCode(code: string): boolean {
  return /^(?=.*\d)(?=.*[a-f])[0-9a-f]{24}$/i.test(code);
}

export const GUN_CODE_MESSAGE = 'Por favor  escanea un código válido para ejecutar la búsqueda';

/** The message under the gun input: none for an empty or a valid code. */
export function gunCodeError(code: string): string | null {
  return code === '' || isGunCode(code) ? null : GUN_CODE_MESSAGE;
}

/** Percent of `part` in `total`, rounded to an integer; 0 when there is no total. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part * 100) / total) : 0;
}

/**
 * Asistencia por Coeficientes: the summed pesovoto of checked-in attendees, shown against 100,
 * rounded to two decimals.
 */
export function weightedAttendance(
  attendees: readonly Pick<Attendee, 'checkedin_at' | 'properties'>[],
): number {
  const sum = attendees
    .filter(isCheckedIn)
    .reduce((total, attendee) => total + attendeeWeight(attendee.properties), 0);
  return Math.round(sum * 100) / 100;
}

/** PUT activities_attendees/checkin (part 1 §7.6); null un-checks. */
export const activityCheckinSchema = yup.object({
  attendee_id: idString().required(),
  activity_id: idString().required(),
  checkedin_at: dateTimeText()
    .matches(CHECKIN_TIME, { message: 'Fecha no válida', excludeEmptyString: true })
    .nullable()
    .default(null),
});
export type ActivityCheckinInput = yup.InferType<typeof activityCheckinSchema>;

/** event_activity_attendees/{eventId}/activities/{activityId}/attendees/{attendeeId} */
export interface ActivityAttendee extends Timestamps {
  _id: string;
  event_id: string;
  activity_id: string;
  attendee_id: string;
  user_id?: string | null;
  properties: AttendeeProperties;
  rol?: string | null;
  rol_id: string | null;
  checked_in: boolean;
  checkedin_at: string | null;
  checked_at?: string | null;
  /** Checked in by entering the live room (online), not at the activity's door (in person). */
  online?: boolean;
  /**
   * The record holds one of the activity's seats (`registered_count`): made by registering for
   * the activity. A walk-in the door adds holds none, so removing it gives nothing back.
   */
  seated?: boolean;
}
