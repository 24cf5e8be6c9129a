import * as yup from 'yup';
import { fieldConditionSchema, userPropertiesSchema } from './attendee-field.js';
import type { Timestamps } from './common.js';
import {
  MESSAGES,
  LIMITS,
  compareDateTimeText,
  dateText,
  dateTimeText,
  hasUniqueValues,
  idString,
  plainTextLength,
  richText,
  text,
  url,
} from './common.js';
import { itemsMenuSchema } from './menu-section.js';
import { eventNotificationSettingsSchema } from './notification.js';
import { eventPaymentSchema } from './order.js';
import type { Styles } from './styles.js';
import { stylesSchema } from './styles.js';
import { eventStageSchema, eventTicketSchema, ticketDesignSchema } from './ticket.js';
import { badgeDesignSchema } from './badge.js';
import { normalizeShortPath, shortPathProblem } from './short-path.js';

export { eventNameFromSlug, slugFromEventName } from './event-slug.js';
export * from './short-path.js';
export { DEFAULT_EVENT_TIME_ZONE, EVENT_ENDED_MESSAGE, isEventEnded } from './event-end.js';

export const EVENT_VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;

/** Whether `zone` names an IANA time zone this runtime knows ('America/Bogota'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const eventSchema = yup.object({
  name: text().required(MESSAGES.nameRequired).min(4, MESSAGES.nameTooShort),
  description: richText(LIMITS.longText)
    .default('')
    .test(
      'description-length',
      MESSAGES.descriptionTooShort,
      (v) => v == null || plainTextLength(v) === 0 || plainTextLength(v) >= 10,
    ),
  venue: text().default(''),
  address: text(500).default(''),
  picture: url().nullable().default(null),
  datetime_from: dateTimeText(MESSAGES.startDateInvalid).required(MESSAGES.startDateRequired),
  datetime_to: dateTimeText(MESSAGES.endDateInvalid)
    .required(MESSAGES.endDateRequired)
    .test('after-start', MESSAGES.endBeforeStart, function (end) {
      const start: unknown = this.parent.datetime_from;
      return typeof start !== 'string' || end == null || compareDateTimeText(start, end) <= 0;
    }),
  date_start: dateText().nullable().default(null),
  date_end: dateText().nullable().default(null),
  /** Days of a multi-day event, 'YYYY-MM-DD'; empty means every day from start to end. */
  dates: yup
    .array(dateText().required())
    .max(366)
    .default([])
    .test('unique-dates', MESSAGES.repeatedDates, (v) => v == null || hasUniqueValues(v)),
  visibility: yup
    .mixed<(typeof EVENT_VISIBILITIES)[number]>()
    .oneOf([...EVENT_VISIBILITIES])
    .default('PUBLIC'),
  organizer_id: idString().nullable().default(null),
  user_properties: userPropertiesSchema,
  fields_conditions: yup.array(fieldConditionSchema.required()).max(200).default([]),
  itemsMenu: itemsMenuSchema,
  event_stages: yup.array(eventStageSchema.required()).max(50).default([]),
  tickets: yup.array(eventTicketSchema.required()).max(200).default([]),
  validateEmail: yup.boolean().default(false),
  registration_message: richText(LIMITS.longText).default(''),
  show_inscription: yup.boolean().default(true),
  styles: stylesSchema,
  payment: eventPaymentSchema,
  facebookpixelid: text(50).nullable().default(null),
  vimeo_id: text(100).nullable().default(null),
  event_platform: text(50).nullable().default(null),
  /**
   * The IANA zone the event's date texts are wall-clock times of (the main screen edits it);
   * null: DEFAULT_EVENT_TIME_ZONE.
   */
  time_zone: text(64)
    .nullable()
    .default(null)
    .test('time-zone', MESSAGES.timeZone, (v) => v == null || v === '' || isTimeZone(v)),
  /** How the attendee's ticket looks at /tickets/{userId} (the admin's "ticket" section). */
  ticket_design: ticketDesignSchema,
  /** The attendees' badge (the admin's "badge" section, saved through PUT events/{id}/badge). */
  badge_design: badgeDesignSchema,
  /** The event's automatic e-mails (the admin's "notifications" section). */
  notification_settings: eventNotificationSettingsSchema,
  /**
   * The event's short address /{short_path} (short-path.ts), null for none; stored normalized.
   * Only the API's PUT sets it, claiming it platform-wide in the same transaction.
   */
  short_path: yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' ? normalizeShortPath(v) || null : v))
    .test('short-path', function (v) {
      const problem = v == null ? null : shortPathProblem(v);
      return problem ? this.createError({ message: MESSAGES[problem] }) : true;
    }),
});
export type EventInput = yup.InferType<typeof eventSchema>;
/** Fields most events never set; a stored event may lack them. */
type OptionalEventField =
  | 'payment'
  | 'date_start'
  | 'date_end'
  | 'facebookpixelid'
  | 'vimeo_id'
  | 'event_platform'
  | 'time_zone'
  | 'ticket_design'
  | 'badge_design'
  | 'notification_settings'
  | 'short_path';

/**
 * A stored event. allow_register is derived from itemsMenu (`allowRegisterFor`), author_id from the
 * creator. Stored styles may lack keys (a direct admin write): render them with `withDefaultStyles`.
 */
export type AforoEvent = Omit<EventInput, 'styles' | OptionalEventField> &
  Partial<Pick<EventInput, OptionalEventField>> &
  Partial<Timestamps> & {
    _id: string;
    author_id: string | null;
    allow_register?: boolean;
    styles: Partial<Styles>;
  };
