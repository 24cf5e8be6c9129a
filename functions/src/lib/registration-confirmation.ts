import type { AforoEvent } from '@aforo/domain';
import { richTextToParagraphs } from '@aforo/domain';
import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';
import { landingUrl } from '../config';
import { mailBannersOf, mailDocument, mailIdFor, mailRef } from '../integrations/mail';

/**
 * The registration confirmation of a new attendee, with the event's registration_message (part 2
 * §2 "Registration confirmation message"), queued in the batch that creates the attendee: the mail
 * exists exactly when the registration does, and no trigger runs on attendee writes. Events
 * without a message send none: the access mail of the registration already says it worked. The
 * message is organizer rich text; it goes out as plain paragraphs, escaped in the HTML version.
 * The id is derived from the attendee, which is new in this batch, so the create cannot collide.
 */
export function queueRegistrationConfirmation(
  batch: WriteBatch,
  event: Pick<AforoEvent, 'name' | 'registration_message'> & Partial<Pick<AforoEvent, 'styles'>>,
  eventId: string,
  attendeeId: string,
  attendee: DocumentData,
): void {
  const email: unknown = attendee.properties?.email;
  if (typeof email !== 'string' || email === '') return;
  const message = richTextToParagraphs(event.registration_message ?? '');
  if (message.length === 0) return;
  const names: unknown = attendee.properties?.names;
  const id = mailIdFor('registration', eventId, attendeeId);
  batch.create(
    mailRef(id),
    mailDocument(id, {
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
      banners: mailBannersOf(event.styles),
    }),
  );
}
