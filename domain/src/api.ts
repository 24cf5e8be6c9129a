/**
 * Request bodies and stored shapes of the REST API (spec part 1 §7, part 3 §7) that the entity
 * files do not declare. Pure like the rest of the domain, so the web client can validate the same
 * bodies before sending them.
 */
import * as yup from 'yup';
import type { Attendee } from './entities/attendee.js';
import type { ActivityCheckinInput, CheckInPatch } from './entities/checkin.js';
import { activityCheckinSchema } from './entities/checkin.js';
import type { Timestamps } from './entities/common.js';
import { LIMITS, MESSAGES, email, idString, text, url } from './entities/common.js';
import {
  COMPANY_TYPES,
  PROFILE_BIO_MAX,
  PROFILE_INTERESTS_MAX,
  PROFILE_INTEREST_MAX,
  PROFILE_LANGUAGES,
  type CompanyType,
  type ProfileLanguage,
} from './entities/profile.js';

/**
 * users/{uid}: the profile GET /auth/currentUser and GET/PUT /api/users/{id} answer. language is
 * what the app switches to on sign-in and what mails to this account are written in.
 */
export const userProfileSchema = yup.object({
  names: text().required('El nombre es requerido'),
  picture: url().nullable().default(null),
  company: text().default(''),
  position: text().default(''),
  company_type: yup
    .mixed<CompanyType>()
    .nullable()
    .oneOf([...COMPANY_TYPES], MESSAGES.invalidOption)
    .default(null),
  bio: text(PROFILE_BIO_MAX).default(''),
  interests: yup
    .array(text(PROFILE_INTEREST_MAX).required())
    .max(PROFILE_INTERESTS_MAX, `Elige como máximo ${PROFILE_INTERESTS_MAX} intereses`)
    .default([]),
  language: yup
    .mixed<ProfileLanguage>()
    .nullable()
    .oneOf([...PROFILE_LANGUAGES], MESSAGES.invalidOption)
    .default(null),
});
export type UserProfileInput = yup.InferType<typeof userProfileSchema>;
export type UserProfile = UserProfileInput & Partial<Timestamps> & { _id: string; email: string };

/** Outgoing mail, mail/{id}: a trigger sends PENDING items over SMTP (ARCHITECTURE.md §2). */
export const MAIL_STATES = ['PENDING', 'SENT', 'ERROR'] as const;
export type MailState = (typeof MAIL_STATES)[number];
/** access: a sign-in link after registering; staff: added to an event's team. */
export const MAIL_KINDS = [
  'access',
  'staff',
  'password',
  'invitation',
  'rsvp',
  'meeting_request',
  'silent_auction',
  'registration',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export interface MailItem {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  state: MailState;
  kind: MailKind;
  /** The event the mail is about; the invitations history lists them by it. */
  event_id: string | null;
  created_at: Timestamps['created_at'];
}

/**
 * events/{eventId}/attendee_accounts/{uid}: the rules only check that it exists; user_id and
 * event_id let "my registrations" find a user's markers with one collection-group query.
 */
export interface AttendeeAccountMarker {
  _id: string;
  attendee_id: string;
  user_id: string;
  event_id: string;
}

/** events/{eventId}/hosts: video-conference hosts offered for manual selection (part 2 §6). */
export const hostSchema = yup.object({
  name: text().required('El nombre es requerido'),
  email: email(),
});
export type HostInput = yup.InferType<typeof hostSchema>;

/** Bids on a product (the rules' events/{eventId}/products/{productId}/offers). */
/** Rows per batched import request; each row answers on its own. */
export const IMPORT_BATCH_MAX = 500;
export const importBatchSchema = yup.object({
  rows: yup
    // Each row is validated on its own, so one bad row cannot fail the others.
    .array(yup.mixed<object | string | number | boolean>().defined())
    .min(1, 'Envíe al menos una fila')
    .max(IMPORT_BATCH_MAX, `No se permiten más de ${IMPORT_BATCH_MAX} filas por petición`)
    .required('Envíe al menos una fila'),
});

/** The answer of an import row: the shape `importRowStatus` and `importRowErrorText` read. */
export type ImportRowResult =
  | { index: number; message: 'OK'; status: 'CREATED' | 'UPDATED'; _id: string }
  | { index: number; status: 'FAILED'; message: string; errors?: Record<string, string> };

/** PUT /api/events/{id}/changeUserPassword: whose password the admin tool resets. */
export const passwordChangeSchema = yup.object({
  email: email().required(MESSAGES.emailRequired),
});

/** POST activities_attendees: puts an attendee of the event on an activity. */
export const activityAttendeeSchema = yup.object({
  activity_id: idString().required(),
  attendee_id: idString().required(),
});

/**
 * PUT activities_attendees/checkin as the spec writes it: the attendee comes as user_id (the spec's
 * name) or attendee_id (the domain's); either is the attendee record id.
 */
export const activityCheckinRequestSchema = activityCheckinSchema.shape({
  attendee_id: idString(),
  user_id: idString().test('attendee', 'El asistente es requerido', function (userId) {
    return userId != null || this.parent.attendee_id != null;
  }),
});
export function activityCheckinInput(
  body: yup.InferType<typeof activityCheckinRequestSchema>,
): ActivityCheckinInput {
  return {
    attendee_id: body.attendee_id ?? body.user_id ?? '',
    activity_id: body.activity_id,
    checkedin_at: body.checkedin_at,
  };
}

/**
 * The per-activity record of an attendee as both sides write it (the check-in screen directly, the
 * API for activities_attendees): named by the attendee id, timestamps added by the writer.
 */
export function activityAttendeeRecord(
  eventId: string,
  activityId: string,
  attendee: Pick<Attendee, '_id' | 'account_id' | 'properties' | 'rol_id'>,
  checkin: CheckInPatch,
) {
  return {
    _id: attendee._id,
    event_id: eventId,
    activity_id: activityId,
    attendee_id: attendee._id,
    user_id: attendee.account_id,
    properties: attendee.properties,
    rol_id: attendee.rol_id,
    checked_in: checkin.checked_in,
    checkedin_at: checkin.checkedin_at,
    checked_at: checkin.checkedin_at,
  };
}

/** PUT .../RegisterListFieldOptionTaken: the option a registration is about to take. */
export const optionTakenSchema = yup.object({
  value: text(LIMITS.name).required('Seleccione una opción'),
});

/**
 * How many events of each list the home page shows and searches (GET /api/eventsaftertoday and
 * /api/eventsbeforetoday, one bounded query each). The home's first HTML draws the first of the
 * same upcoming list (functions' share-preview), so both read the same number.
 */
export const HOME_EVENTS_MAX = { upcoming: 100, past: 24 } as const;
