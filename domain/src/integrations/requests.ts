/** Bodies and queries of the integration routes (mail senders, certificates, QR, orders). */
import * as yup from 'yup';
import { LIMITS, email, idList, idString, text } from '../entities/common.js';

/** POST /api/events/{id}/invitation: invite people by e-mail to the event. */
export const INVITATION_MAX = 100;
export const invitationSchema = yup.object({
  emails: yup
    .array(email().required())
    .min(1, 'Ingrese al menos un correo')
    .max(INVITATION_MAX, `No se permiten más de ${INVITATION_MAX} correos por envío`)
    .required('Ingrese al menos un correo'),
  subject: text().default(''),
  message: text(LIMITS.text).default(''),
});

/** POST /api/rsvp/sendeventrsvp/{id}: ask registered attendees to confirm they will come. */
export const RSVP_MAX = 500;
export const rsvpSchema = yup.object({
  attendee_ids: idList(RSVP_MAX).min(1, 'Seleccione al menos un asistente'),
  subject: text().default(''),
  message: text(LIMITS.text).default(''),
});

/** POST /api/events/{id}/meetingrequest/notify: mail the receiver of a pending request. */
export const meetingNotifySchema = yup.object({
  meeting_id: idString().required('La reunión es requerida'),
});

/** GET /api/event/{id}/meeting/{id}/{answer}: the answer a mail link carries, with its token. */
export const MEETING_LINK_ANSWERS = ['accepted', 'rejected'] as const;
export type MeetingLinkAnswer = (typeof MEETING_LINK_ANSWERS)[number];
export const meetingLinkQuerySchema = yup.object({
  token: yup
    .string()
    .matches(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido')
    .required('El enlace no es válido'),
});

/** POST products/{pid}/silentauctionmail: the bidder's receipt for one of their offers. */
export const silentAuctionMailSchema = yup.object({
  offer_id: idString().required('La oferta es requerida'),
});

/** POST generatecertificate: whose certificate, from which template (the caller's own by default). */
export const certificateRequestSchema = yup.object({
  certificate_id: idString().required('El certificado es requerido'),
  attendee_id: idString().nullable().default(null),
});
export const certificateQuerySchema = yup.object({
  download: yup.string().oneOf(['0', '1'], 'download debe ser 0 o 1').default('0'),
});
