import type { WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { MailKind } from '@aforo/domain';
import { refs } from './refs';

export interface MailInput {
  to: string;
  subject: string;
  /** Plain-text paragraphs; the HTML version is built from them, escaped. */
  paragraphs: string[];
  /** A call to action, shown as a link after the paragraphs. */
  link?: { label: string; url: string };
  kind: MailKind;
  eventId: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Queues a mail as mail/{id} in state PENDING: the mail trigger sends it over SMTP. Written in the
 * caller's batch, so a mail exists exactly when the change it announces does.
 */
export function queueMail(writer: WriteBatch, mail: MailInput): void {
  const ref = refs.mails().doc();
  const text = [...mail.paragraphs, ...(mail.link ? [`${mail.link.label}: ${mail.link.url}`] : [])];
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(mail.link
      ? [`<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`]
      : []),
  ];
  writer.set(ref, {
    _id: ref.id,
    to: mail.to,
    subject: mail.subject,
    text: text.join('\n\n'),
    html: html.join('\n'),
    state: 'PENDING',
    kind: mail.kind,
    event_id: mail.eventId,
    created_at: FieldValue.serverTimestamp(),
  });
}
