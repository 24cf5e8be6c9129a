import { createHash } from 'node:crypto';
import { paths, type MailItem, type MailKind, type TimestampLike } from '@aforo/domain';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { converter, db } from '../../lib/firebase';
import { renderMail, type MailContent } from './compose';

/** How the mail trigger got on with a mail: written beside MailItem's own state. */
export interface MailDelivery {
  state: 'PROCESSING' | 'SENT' | 'ERROR';
  attempts: number;
  /** A PROCESSING claim older than this is taken to have died with its instance. */
  lease_expire_at: TimestampLike | FieldValue | null;
  end_time: TimestampLike | FieldValue | null;
  error: string | null;
  info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}

/**
 * The attendee ticket a mail carries (the QR inline, the PDF, the event's .ics): built by the
 * mail trigger when it sends, so that queuing stays a plain write inside the registration's batch.
 */
export interface MailTicket {
  event_id: string;
  attendee_id: string;
  /** The language of the attachments' texts (the mail's own language). */
  language: string;
}

export type QueuedMail = Omit<MailItem, 'kind' | 'created_at'> & {
  kind: MailKind;
  created_at: MailItem['created_at'] | FieldValue;
  delivery?: MailDelivery;
  ticket?: MailTicket | null;
};

/** mail/{id} with the queue's document type (the API's MailItem plus delivery). */
export const mailRef = (id: string) =>
  db.doc(paths.mailItem(id)).withConverter(converter<QueuedMail>());
export const newMailRef = () => mailRef(db.collection(paths.mail()).doc().id);

/**
 * A mail id derived from what the mail is about (kind, event, recipient...): a trigger delivered
 * twice queues the same document twice, and the second write is refused instead of mailing again.
 */
export function mailIdFor(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);
}

export interface OutgoingMail extends MailContent {
  to: string;
  /** MAIL_KINDS in domain/src/api.ts lists every kind. */
  kind: MailKind;
  eventId: string | null;
  ticket?: MailTicket;
}

export function mailDocument(id: string, mail: OutgoingMail): QueuedMail {
  return {
    _id: id,
    to: mail.to,
    // One line: a subject is a header, and a line break in it would start another header.
    subject: mail.subject.replace(/\s+/g, ' ').trim(),
    ...renderMail(mail),
    state: 'PENDING',
    kind: mail.kind,
    event_id: mail.eventId,
    ...(mail.ticket ? { ticket: mail.ticket } : {}),
    created_at: FieldValue.serverTimestamp(),
  };
}

/** Queues mails in the caller's batch: they exist exactly when the change they announce does. */
export function queueMail(batch: WriteBatch, mail: OutgoingMail): string {
  const ref = newMailRef();
  batch.set(ref, mailDocument(ref.id, mail));
  return ref.id;
}

/** Queues a mail once under a derived id; false when it was already queued. */
export async function queueMailOnce(id: string, mail: OutgoingMail): Promise<boolean> {
  try {
    await mailRef(id).create(mailDocument(id, mail));
    return true;
  } catch (err) {
    // gRPC ALREADY_EXISTS: this very mail was queued by an earlier delivery.
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 6) return false;
    throw err;
  }
}
