import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_SECRETS } from '../config';
import { TRIGGER_PATHS } from '@aforo/domain';
import { mailRef, mailer, type MailDelivery, type QueuedMail } from '../integrations/mail';
import { db } from '../lib/firebase';
import { queuedTicketFiles } from '../lib/ticket-mail';

/** How long a send may take before another delivery of the same event may try again. */
const LEASE_MS = 60_000;

/**
 * Claims a PENDING mail for this delivery; null when another delivery holds or finished it
 * (Firestore triggers are delivered at least once).
 */
async function claim(mailId: string): Promise<QueuedMail | null> {
  const ref = mailRef(mailId);
  return db.runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data();
    if (!mail || mail.state !== 'PENDING') return null;
    const lease = mail.delivery?.lease_expire_at;
    if (
      mail.delivery?.state === 'PROCESSING' &&
      lease instanceof Timestamp &&
      lease.toMillis() > Date.now()
    ) {
      return null;
    }
    const delivery: MailDelivery = {
      state: 'PROCESSING',
      attempts: (mail.delivery?.attempts ?? 0) + 1,
      lease_expire_at: Timestamp.fromMillis(Date.now() + LEASE_MS),
      end_time: null,
      error: null,
      info: null,
    };
    tx.update(ref, { delivery });
    return mail;
  });
}

/** mail/{id} created: sends it over SMTP and records how it went on the document. */
export const sendQueuedMail = onDocumentCreated(
  { document: TRIGGER_PATHS.mailItem, secrets: MAIL_SECRETS },
  async (event) => {
    const mailId = event.params.mailId;
    const mail = await claim(mailId);
    if (!mail) return;
    const ref = mailRef(mailId);
    const attempts = mail.delivery?.attempts ?? 0;
    try {
      const attachments = mail.ticket ? await queuedTicketFiles(mail.ticket) : [];
      const info = await mailer().send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments,
      });
      await ref.update({
        state: 'SENT',
        delivery: {
          state: 'SENT',
          attempts: attempts + 1,
          lease_expire_at: null,
          end_time: FieldValue.serverTimestamp(),
          error: null,
          info,
        },
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.error('Mail not sent', { mailId, kind: mail.kind, error: message });
      await ref.update({
        state: 'ERROR',
        delivery: {
          state: 'ERROR',
          attempts: attempts + 1,
          lease_expire_at: null,
          end_time: FieldValue.serverTimestamp(),
          error: message.slice(0, 500),
          info: null,
        },
      });
    }
  },
);
