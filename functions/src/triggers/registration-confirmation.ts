import type { DocumentData } from 'firebase-admin/firestore';
import { richTextToParagraphs } from '@aforo/domain';
import { landingUrl } from '../integrations/links';
import { mailIdFor, queueMailOnce } from '../integrations/mail';
import { refs } from '../lib/refs';

/**
 * The registration confirmation of a new attendee, with the event's registration_message (part 2
 * §2 "Registration confirmation message"). Events without a message send none: the access mail of
 * the registration already says it worked. The message is organizer rich text; it goes out as
 * plain paragraphs, escaped in the HTML version. Queued under a derived id, so a trigger delivered
 * twice mails once.
 */
export async function queueRegistrationConfirmation(
  eventId: string,
  attendeeId: string,
  attendee: DocumentData,
): Promise<void> {
  const email: unknown = attendee.properties?.email;
  if (typeof email !== 'string' || email === '') return;
  const event = (await refs.event(eventId).get()).data();
  const message = richTextToParagraphs(event?.registration_message ?? '');
  if (!event || message.length === 0) return;
  const names: unknown = attendee.properties?.names;
  await queueMailOnce(mailIdFor('registration', eventId, attendeeId), {
    to: email,
    kind: 'registration',
    eventId,
    subject: `Confirmación de registro: ${event.name}`,
    paragraphs: [
      typeof names === 'string' && names ? `Hola ${names},` : 'Hola,',
      `Tu registro en ${event.name} quedó confirmado.`,
      ...message,
    ],
    links: [{ label: 'Ir al evento', url: landingUrl(eventId) }],
  });
}
