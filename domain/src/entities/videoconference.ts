import * as yup from 'yup';
import { idString, isDateTimeText, text } from './common.js';

export const VIDEOCONFERENCE_PLATFORMS = [
  'zoom',
  'zoomExterno',
  'vimeo',
  'dolby',
  'bigmarker',
] as const;
export type VideoconferencePlatform = (typeof VIDEOCONFERENCE_PLATFORMS)[number];

/** Room status of an activity, field habilitar_ingreso (part 2 §4). */
export const ROOM_STATES = [
  'none',
  'open_meeting_room',
  'closed_meeting_room',
  'ended_meeting_room',
] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** Tabs next to a live activity; chat is on by default, the others off (part 2 §9). */
export const activityTabsSchema = yup.object({
  chat: yup.boolean().default(true),
  surveys: yup.boolean().default(false),
  games: yup.boolean().default(false),
  attendees: yup.boolean().default(false),
});
export type ActivityTabs = yup.InferType<typeof activityTabsSchema>;
export const DEFAULT_ACTIVITY_TABS: Readonly<ActivityTabs> = Object.freeze(
  activityTabsSchema.getDefault(),
);

const SAVE_MESSAGE = 'Seleccione una plataforma e ingrese el id de la videoconferencia';
export const INVALID_MEETING_MESSAGE = 'El id de la videoconferencia NO es válido';

/** Saving the conference of an activity: platform and id are both required (part 2 §5). */
export const videoconferenceSchema = yup.object({
  platform: yup
    .mixed<VideoconferencePlatform>()
    .oneOf([...VIDEOCONFERENCE_PLATFORMS], SAVE_MESSAGE)
    .required(SAVE_MESSAGE),
  meeting_id: text(200).required(SAVE_MESSAGE),
  isPublished: yup.boolean().default(false),
  host_id: idString().nullable().default(null),
  host_name: text().nullable().default(null),
  habilitar_ingreso: yup
    .mixed<RoomState>()
    .oneOf([...ROOM_STATES])
    .default('none'),
  tabs: activityTabsSchema,
});
export type VideoconferenceInput = yup.InferType<typeof videoconferenceSchema>;

/** The admin changes the room status on its own; it is saved at once. */
export const roomStateSchema = videoconferenceSchema.pick(['habilitar_ingreso']);
export type RoomStateInput = yup.InferType<typeof roomStateSchema>;

/** Conference fields stored on the activity; null again once the room is deleted. */
export interface VideoconferenceFields {
  platform: VideoconferencePlatform | null;
  meeting_id: string | null;
  isPublished: boolean;
  host_id: string | null;
  host_name: string | null;
  name_host: string | null;
  habilitar_ingreso: RoomState;
  tabs: ActivityTabs;
  date_start_zoom: string | null;
  date_end_zoom: string | null;
  vimeo_id: string | null;
  bigmaker_meeting_id: string | null;
}

/**
 * The room's links and password, written by the API beside the activity at
 * `events/{E}/activities/{A}/private/meeting` (paths.activityMeeting), never on the activity: a
 * published activity is public, and start_url opens the room as its host. Event admins and staff
 * with admin_activity read it; attendees get join_url from the API while the room is open.
 */
export interface MeetingSecrets {
  join_url: string | null;
  start_url: string | null;
  /** The meeting password. */
  key: string | null;
}
export const MEETING_SECRET_FIELDS = ['join_url', 'start_url', 'key'] as const;

/** Whether attendees may enter the room now, and so be given its join link (part 2 §4). */
export const isRoomOpen = (activity: { habilitar_ingreso?: RoomState | null }): boolean =>
  activity.habilitar_ingreso === 'open_meeting_room';

/** What deleting the room resets (part 2 §4). */
export const DELETED_ROOM: Pick<
  VideoconferenceFields,
  'platform' | 'meeting_id' | 'host_id' | 'host_name' | 'habilitar_ingreso'
> = { platform: null, meeting_id: null, host_id: null, host_name: null, habilitar_ingreso: 'none' };

/** Why a room cannot be created yet, in the order the form checks it; null when it can. */
export function roomCreationError(input: {
  hasPendingDateChanges: boolean;
  activityId: string | null | undefined;
  datetime_start: string | null | undefined;
  datetime_end: string | null | undefined;
}): string | null {
  if (input.hasPendingDateChanges)
    return 'Cambios pendientes por guardar en la fecha y hora de la actividad';
  if (!input.activityId) return 'Guarde primero la actividad antes de continuar';
  if (!input.datetime_start || !isDateTimeText(input.datetime_start))
    return 'La fecha de inicio no es válida';
  if (!input.datetime_end || !isDateTimeText(input.datetime_end))
    return 'La fecha de finalización no es válida';
  return null;
}
