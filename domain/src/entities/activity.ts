import * as yup from 'yup';
import type { Timestamps } from './common.js';
import {
  LIMITS,
  compareDateTimeText,
  idList,
  idString,
  isDateText,
  isDateTimeText,
  richText,
  text,
  url,
} from './common.js';
import type { AforoEvent } from './event.js';
import { MESSAGES } from './messages.js';
import type { VideoconferenceFields } from './videoconference.js';

/** OPEN: every role; SUGGESTED: recommended to some roles; EXCLUSIVE: only some roles. */
export const ACCESS_RESTRICTION_TYPES = ['OPEN', 'SUGGESTED', 'EXCLUSIVE'] as const;
export type AccessRestrictionType = (typeof ACCESS_RESTRICTION_TYPES)[number];

/** Activity times are 'YYYY-MM-DD HH:mm' (part 2 §3); the picker steps by 15 minutes. */
export const ACTIVITY_TIME_STEP_MINUTES = 15;
export const ACTIVITY_IMAGE_SIZE = '1000x278';

const DAY_MESSAGE = MESSAGES.activityDay;
const START_MESSAGE = MESSAGES.activityStart;
const END_MESSAGE = MESSAGES.activityEnd;

/** The form picks a day and two hours; they reach the schema as two date-time texts. */
function activityTime(hourMessage: string) {
  return yup
    .string()
    .trim()
    .max(19)
    .test('day', DAY_MESSAGE, (v) => v == null || isDateText(v.slice(0, 10)))
    .test('hour', hourMessage, (v) => v == null || (v.length === 16 && isDateTimeText(v)));
}

/**
 * What the agenda form saves. The conference fields (platform, meeting_id, join and start urls,
 * habilitar_ingreso, ...) are written by the videoconference flow, see `videoconferenceSchema`.
 */
export const activitySchema = yup.object({
  name: text().required(MESSAGES.nameRequired),
  subtitle: text(500).default(''),
  datetime_start: activityTime(START_MESSAGE).required(DAY_MESSAGE),
  datetime_end: activityTime(END_MESSAGE)
    .required(END_MESSAGE)
    .test('after-start', END_MESSAGE, function (end) {
      const start: unknown = this.parent.datetime_start;
      return typeof start !== 'string' || end == null || compareDateTimeText(start, end) < 0;
    }),
  space_id: idString().required(MESSAGES.activitySpace),
  image: url().nullable().default(null),
  description: richText(LIMITS.longText).default(''),
  registration_message: richText(LIMITS.longText).default(''),
  capacity: yup
    .number()
    .typeError('La capacidad debe ser numérica')
    .integer('La capacidad debe ser un número entero')
    .min(0, 'La capacidad no puede ser negativa')
    .max(1_000_000)
    .default(0),
  activity_categories_ids: idList().min(1, MESSAGES.activityCategory),
  access_restriction_type: yup
    .mixed<AccessRestrictionType>()
    .oneOf([...ACCESS_RESTRICTION_TYPES])
    .default('OPEN'),
  /** Empty when OPEN, whatever the client sent. */
  access_restriction_rol_ids: idList().when('access_restriction_type', {
    is: 'OPEN',
    then: (s) => s.transform(() => []),
    otherwise: (s) => s.min(1, MESSAGES.activityRoles),
  }),
  type_id: idString().required(MESSAGES.activityType),
  has_date: yup.boolean().default(true),
  selected_document: idList(),
  requires_registration: yup.boolean().default(false),
  host_ids: idList(),
  selectedTicket: idList(),
  video: url().nullable().default(null),
  /** Shown on the landing's agenda (the public reads published activities only). */
  isPublished: yup.boolean().default(false),
});
export type ActivityInput = yup.InferType<typeof activitySchema>;
export type Activity = ActivityInput &
  Partial<VideoconferenceFields> &
  Partial<Timestamps> & {
    _id: string;
    event_id: string;
    /** Attendees registered (activities_attendees records made by registering): the API's count. */
    registered_count?: number;
  };

/**
 * The days an activity can be put on: the event's listed dates when it has them, otherwise every
 * day from its start to its end, as 'YYYY-MM-DD'.
 */
export function eventDays(
  event: Pick<AforoEvent, 'datetime_from' | 'datetime_to' | 'dates'>,
): string[] {
  if (event.dates.length > 0) return [...event.dates].sort();
  const [first, last] = [event.datetime_from.slice(0, 10), event.datetime_to.slice(0, 10)];
  if (!isDateText(first) || !isDateText(last)) return [];
  const days: string[] = [];
  const day = new Date(`${first}T00:00:00Z`);
  const end = new Date(`${last}T00:00:00Z`);
  while (day <= end && days.length <= 366) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The access types everyone may read: a public list of activities asks for these only. */
export const PUBLIC_ACCESS_TYPES = ['OPEN', 'SUGGESTED'] as const;

/** Registering for an activity whose seats are all taken (capacity 0: no limit). */
export const ACTIVITY_FULL_MESSAGE = 'La actividad no tiene cupos disponibles';
/** An attendee whose role an EXCLUSIVE activity does not list. */
export const ACTIVITY_EXCLUSIVE_MESSAGE = 'Esta actividad es exclusiva para otros roles';

/**
 * Whether an attendee of this role may see and join the activity (part 2 §4): OPEN and SUGGESTED
 * activities are for every role; EXCLUSIVE ones only for the roles they list.
 */
export function roleMayJoin(
  activity: Partial<Pick<Activity, 'access_restriction_type' | 'access_restriction_rol_ids'>>,
  rolId: string | null | undefined,
): boolean {
  if (activity.access_restriction_type !== 'EXCLUSIVE') return true;
  return rolId != null && (activity.access_restriction_rol_ids ?? []).includes(rolId);
}

/** Whether one more attendee fits: a capacity of 0 sets no limit. */
export function hasSeat(capacity: number | null | undefined, taken: number): boolean {
  return !capacity || taken < capacity;
}
