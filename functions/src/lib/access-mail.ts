import type { EventAccess } from './access';
import { WEB_ORIGIN } from './config';
import { db, auth } from './firebase';
import { queueMail } from './mail';

/** The event's landing; with an e-mail, a one-time sign-in link that continues there. */
export async function accessLink(eventId: string, email: string): Promise<string> {
  const landing = `${WEB_ORIGIN}/landing/${eventId}`;
  return auth.generateSignInWithEmailLink(email, { url: landing, handleCodeInApp: true });
}

/** Queues the access mail of a registration (spec part 3 §4.2 send-link mode). */
export async function queueAccessMail(access: EventAccess, email: string): Promise<void> {
  const batch = db.batch();
  queueMail(batch, {
    to: email,
    subject: `Acceso a ${access.event.name}`,
    paragraphs: [
      `Tu registro en ${access.event.name} está listo.`,
      'Usa este enlace para ingresar al evento sin contraseña. Es personal: no lo compartas.',
    ],
    link: { label: 'Ingresar al evento', url: await accessLink(access.eventId, email) },
    kind: 'access',
    eventId: access.eventId,
  });
  await batch.commit();
}
