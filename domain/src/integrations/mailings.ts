/**
 * Mass mail to an event's audience (invitados: an invitation or the RSVP request). The browser
 * never holds the recipient list: it names an audience, and the API counts it, previews one mail
 * of it, sends a test to the caller, and sends it, all from the same query.
 */
import * as yup from 'yup';
import { LIMITS, email, idString, text } from '../entities/common.js';

export const MAILING_AUDIENCES = ['all', 'role', 'checkedIn', 'notCheckedIn', 'emails'] as const;
export type MailingAudienceKind = (typeof MAILING_AUDIENCES)[number];

/** Typed addresses in one send; the API queues them in one batch. */
export const MAILING_EMAILS_MAX = 400;

export const mailingAudienceSchema = yup.object({
  kind: yup
    .string()
    .oneOf(MAILING_AUDIENCES, 'Elija a quién enviar')
    .required('Elija a quién enviar'),
  rol_id: idString()
    .nullable()
    .default(null)
    .when('kind', {
      is: 'role',
      then: (schema) => schema.required('Elija un rol'),
    }),
  emails: yup
    .array(email().required())
    .max(MAILING_EMAILS_MAX, `No se permiten más de ${MAILING_EMAILS_MAX} correos por envío`)
    .default([])
    .when('kind', {
      is: 'emails',
      then: (schema) => schema.min(1, 'Ingrese al menos un correo'),
    }),
});
export type MailingAudience = yup.InferType<typeof mailingAudienceSchema>;

/** What the mail says: an invitation, or the RSVP request when `rsvp`. */
export const mailingContentSchema = yup.object({
  rsvp: yup.boolean().default(false),
  subject: text().default(''),
  message: text(LIMITS.text).default(''),
});
export type MailingContent = yup.InferType<typeof mailingContentSchema>;

/** POST mailings/count: the audience only. */
export const mailingCountSchema = yup.object({
  audience: mailingAudienceSchema.required('Elija a quién enviar'),
  rsvp: yup.boolean().default(false),
});

/** POST mailings/preview: the mail as one recipient (an address of the audience) or sample data. */
export const mailingPreviewSchema = mailingContentSchema.shape({
  audience: mailingAudienceSchema.required('Elija a quién enviar'),
  recipient: email('Elija un destinatario válido').nullable().default(null),
});

/** POST mailings/test: the content only; it goes to the caller's own verified address. */
export const mailingTestSchema = mailingContentSchema;

/**
 * The idempotency key of one send, made by the browser when the confirmation opens: the same key
 * confirmed twice (double click, retry, two tabs) sends once.
 */
export const sendIdString = () =>
  yup
    .string()
    .matches(/^[A-Za-z0-9_-]{16,64}$/, 'Identificador de envío no válido')
    .required('Falta el identificador del envío');

/** POST mailings: the send itself. */
export const mailingSendSchema = mailingContentSchema.shape({
  audience: mailingAudienceSchema.required('Elija a quién enviar'),
  send_id: sendIdString(),
});
export type MailingSendInput = yup.InferType<typeof mailingSendSchema>;

/** How many recipients an audience has now. */
export interface MailingCount {
  count: number;
}

/** A recipient shown beside the preview (the audience's first few, never the whole list). */
export interface MailingRecipient {
  email: string;
  names: string | null;
}

export interface MailingPreview {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The first recipients of the audience, to preview the mail as one of them. */
  recipients: MailingRecipient[];
}

export interface MailingSendResult {
  queued: number;
  /** Attendees of the audience without an e-mail address (nothing was sent to them). */
  skipped: number;
  /** True when this send id had already been confirmed: nothing new was queued. */
  already: boolean;
  state: MailSendState;
}

export type MailSendState = 'queuing' | 'queued';

/** events/{eventId}/mail_sends/{sendId}: one confirmed send; only the API reads and writes it. */
export interface MailSend {
  _id: string;
  event_id: string;
  created_by: string;
  /** A hash of the send's body: the same key with another body is refused. */
  body_hash: string;
  state: MailSendState;
  queued: number;
  skipped: number;
  created_at: string;
  /** Until when the instance queuing it holds it; after that a retry resumes it. */
  lease_until?: string;
  finished_at: string | null;
}

/** POST certificates/{id}/preview: the PDF as an attendee of the event, or sample data. */
export const certificatePreviewSchema = yup.object({
  attendee_id: idString().nullable().default(null),
  sample: yup
    .object({
      names: text().default(''),
      email: text(LIMITS.email).default(''),
    })
    .nullable()
    .default(null),
});
export type CertificatePreviewInput = yup.InferType<typeof certificatePreviewSchema>;
