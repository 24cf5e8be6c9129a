/**
 * Zoom rooms of activities (part 2 §4-5, part 3 §4.3): the body that asks for a room, the five
 * configured hosts, and the date arithmetic Zoom needs. Pure: the client lives in the functions.
 */
import * as yup from 'yup';
import {
  compareDateTimeText,
  dateTimeText,
  idList,
  idString,
  isDateTimeText,
  text,
} from '../entities/common.js';

/** Zoom meeting ids are 9 to 11 digits; anything else names no room. */
export const ZOOM_MEETING_ID = /^\d{9,12}$/;

export const ZOOM_HOST_COUNT = 5;

/** ZOOM_HOSTS configuration: the five fixed hosts offered for manual selection (part 2 §6). */
export const zoomHostsSchema = yup
  .array(
    yup.object({
      id: yup.string().trim().min(1).max(128).required(),
      name: text().required(),
    }),
  )
  .length(ZOOM_HOST_COUNT, `Se esperan ${ZOOM_HOST_COUNT} hosts`)
  .required();
export type ZoomHost = yup.InferType<typeof zoomHostsSchema>[number];

const DATE_MESSAGE = 'Fecha no válida';

/**
 * POST createmeeting/{activityId}: the spec's room fields. Dates default to the activity's own;
 * one host, a list to try in order, or neither (every configured host, in order).
 */
export const zoomRoomSchema = yup.object({
  activity_name: text().default(''),
  agenda: text(2000).default(''),
  date_start_zoom: dateTimeText(DATE_MESSAGE).nullable().default(null),
  date_end_zoom: dateTimeText(DATE_MESSAGE)
    .nullable()
    .default(null)
    .test('after-start', 'La fecha de finalización no es válida', function (end) {
      const start: unknown = this.parent.date_start_zoom;
      return typeof start !== 'string' || end == null || compareDateTimeText(start, end) < 0;
    }),
  host_id: idString().nullable().default(null),
  host_ids: idList(ZOOM_HOST_COUNT),
});
export type ZoomRoomInput = yup.InferType<typeof zoomRoomSchema>;

/** Hosts to try, in order: the one asked for, else the list, else every configured host. */
export function hostCandidates(
  input: Pick<ZoomRoomInput, 'host_id' | 'host_ids'>,
  hosts: readonly ZoomHost[],
): ZoomHost[] {
  const wanted = input.host_id ? [input.host_id] : input.host_ids;
  if (wanted.length === 0) return [...hosts];
  return wanted.flatMap((id) => hosts.filter((host) => host.id === id));
}

/** 'YYYY-MM-DD HH:mm[:ss]' as Zoom's local start_time 'YYYY-MM-DDTHH:mm:ss' (read in `timezone`). */
export function zoomStartTime(dateTime: string): string {
  if (!isDateTimeText(dateTime)) throw new Error(`Not a date-time text: ${dateTime}`);
  const full = dateTime.length === 16 ? `${dateTime}:00` : dateTime;
  return full.replace(' ', 'T');
}

/** Whole minutes from start to end (both local texts of the same zone), at least one. */
export function durationMinutes(start: string, end: string): number {
  const ms = (s: string) => Date.parse(`${zoomStartTime(s)}Z`);
  return Math.max(1, Math.round((ms(end) - ms(start)) / 60_000));
}
