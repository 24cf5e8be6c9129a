import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, compareDateTimeText, dateTimeText, email, idString, text } from './common.js';

export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The error code of a request or an acceptance that collides with an accepted meeting. */
export const HOURS_NOT_AVAILABLE = 'HOURS_NOT_AVAILABLE';
export const HOST_NOT_AVAILABLE_MESSAGE = 'No está disponible el host para la fecha/hora indicada';

/**
 * An agenda meeting request between two attendees (event_agendas/{eventId}/agendas). Times are
 * 'YYYY-MM-DD HH:mm[:ss]' like the agenda's. request_status is set by the server: pending on
 * creation, then the answer (`meetingAnswerSchema`).
 */
export const meetingRequestSchema = yup.object({
  name: text().required('El nombre es requerido'),
  email: email().required('El email es requerido'),
  name_requesting: text().required('El nombre es requerido'),
  email_requesting: email().required('El email es requerido'),
  attendees: yup
    .array(idString().required())
    .length(2, 'La reunión es entre dos asistentes')
    .required('La reunión es entre dos asistentes')
    .test(
      'two-people',
      'La reunión es entre dos asistentes',
      (ids) => ids == null || ids[0] !== ids[1],
    ),
  owner_id: idString()
    .required()
    .test('owner-attends', 'Quien solicita debe ser uno de los asistentes', function (owner) {
      const attendees: unknown = this.parent.attendees;
      return Array.isArray(attendees) && attendees.includes(owner);
    }),
  type: text(50).default('meeting'),
  timestamp_start: dateTimeText().required('Fecha no válida'),
  timestamp_end: dateTimeText()
    .required('Fecha no válida')
    .test(
      'after-start',
      'La hora de finalización debe ser posterior a la de inicio',
      function (end) {
        const start: unknown = this.parent.timestamp_start;
        return typeof start !== 'string' || end == null || compareDateTimeText(start, end) < 0;
      },
    ),
  message: text(LIMITS.text).default(''),
});
export type MeetingRequestInput = yup.InferType<typeof meetingRequestSchema>;
/**
 * The video room of an accepted meeting, set by the server once the acceptance is stored: a Zoom
 * room (the join link both people follow), or, when no Zoom room could be made (Zoom not
 * configured, down, or every host busy then), the two people's private chat.
 */
export interface MeetingVideo {
  platform: 'zoom' | 'chat';
  meeting_id: string | null;
  join_url: string | null;
  /** Why there is no Zoom room; null with one. */
  fallback_reason: 'not_configured' | 'unavailable' | 'busy' | null;
}
/** Shown beside "Unirse" when the meeting happens in the private chat instead. */
export const MEETING_VIDEO_FALLBACK_MESSAGE =
  'No hay sala de video para esta reunión: se realiza por el chat privado';

export type MeetingRequest = MeetingRequestInput &
  Partial<Timestamps> & { _id: string; request_status: RequestStatus; video?: MeetingVideo };

/**
 * POST /api/events/{id}/meetingrequests: what the requester chooses. Everything else of the
 * request is the server's: the requester is the caller, names and e-mails come
 * from both registrations, the status starts pending, and answer tokens are made only when the
 * server mails the receiver.
 */
export const meetingRequestCreateSchema = meetingRequestSchema
  .pick(['type', 'timestamp_start', 'timestamp_end', 'message'])
  .shape({
    /** The receiver's account uid, as `attendees` holds it. */
    receiver_id: idString().required('Seleccione con quién reunirse'),
  });
export type MeetingRequestCreateInput = yup.InferType<typeof meetingRequestCreateSchema>;

export const MEETING_WITH_SELF_MESSAGE = 'No puede solicitar una reunión consigo mismo';
export const MEETING_NOT_ATTENDEE_MESSAGE = 'Solo puede reunirse con asistentes del evento';
/** Said with HOURS_NOT_AVAILABLE: the slot overlaps an accepted meeting of either person. */
export const HOURS_NOT_AVAILABLE_MESSAGE = 'Ya hay una reunión aceptada en ese horario';

/** The answer of the receiver; only a pending request can be answered. */
export const meetingAnswerSchema = yup.object({
  request_status: yup
    .mixed<Exclude<RequestStatus, 'pending'>>()
    .oneOf(['accepted', 'rejected'])
    .required(),
});
export type MeetingAnswerInput = yup.InferType<typeof meetingAnswerSchema>;

export function canAnswer(request: Pick<MeetingRequest, 'request_status'>): boolean {
  return request.request_status === 'pending';
}

type Slot = Pick<
  MeetingRequest,
  'attendees' | 'request_status' | 'timestamp_start' | 'timestamp_end'
>;

/**
 * Whether `attendeeId` already has an accepted meeting overlapping [start, end). The same slot
 * counts, and so does any overlap; meetings that only touch at an edge do not.
 */
export function hasSlotConflict(
  meetings: readonly Slot[],
  attendeeId: string,
  start: string,
  end: string,
): boolean {
  return meetings.some(
    (m) =>
      m.request_status === 'accepted' &&
      m.attendees.includes(attendeeId) &&
      compareDateTimeText(m.timestamp_start, end) < 0 &&
      compareDateTimeText(start, m.timestamp_end) < 0,
  );
}
