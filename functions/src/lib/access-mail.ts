import { landingUrl } from '../config';
import type { EventAccess } from './access';
import { inMailLanguage } from './action-links';
import { db, auth } from './firebase';
import { mailBannersOf, queueMail } from '../integrations/mail';

/** The event's landing; with an e-mail, a one-time sign-in link that continues there. */
export async function accessLink(eventId: string, email: string): Promise<string> {
  return inMailLanguage(
    await auth.generateSignInWithEmailLink(email, {
      url: landingUrl(eventId),
      handleCodeInApp: true,
    }),
  );
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
    links: [{ label: 'Ingresar al evento', url: await accessLink(access.eventId, email) }],
    kind: 'access',
    eventId: access.eventId,
    banners: mailBannersOf(access.event.styles),
  });
  await batch.commit();
}
