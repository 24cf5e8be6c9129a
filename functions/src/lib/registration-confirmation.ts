import type { AforoEvent } from '@aforo/domain';
import { richTextToParagraphs } from '@aforo/domain';
import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';
import { mailDocument, mailIdFor, mailRef } from '../integrations/mail';
import { attendeeMailLanguage, ticketMail } from './ticket-mail';

/**
 * The registration confirmation of a new attendee, with the event's registration_message (part 2
 * §2 "Registration confirmation message") and the attendee's ticket (QR inline, PDF, .ics, added
 * by the mail trigger when it sends), in the language of the form's `language` field if any (the
 * batch reads no profile; the resend from "Mis tiquetes" follows it). It is queued in the batch that
 * creates the attendee: the mail exists exactly when the registration does, and no trigger runs on
 * attendee writes. Events without a message send none: the access mail of the registration
 * already says it worked, and "Mis tiquetes" resends the ticket on request. The message is
 * organizer rich text; it goes out as plain paragraphs, escaped in the HTML version.
 * The id is derived from the attendee, which is new in this batch, so the create cannot collide.
 */
export function queueRegistrationConfirmation(
  batch: WriteBatch,
  event: AforoEvent,
  eventId: string,
  attendeeId: string,
  attendee: DocumentData,
): void {
  const email: unknown = attendee.properties?.email;
  if (typeof email !== 'string' || email === '') return;
  if (richTextToParagraphs(event.registration_message ?? '').length === 0) return;
  const id = mailIdFor('registration', eventId, attendeeId);
  const accountId: unknown = attendee.account_id;
  batch.create(
    mailRef(id),
    mailDocument(
      id,
      ticketMail({
        event,
        eventId,
        attendeeId,
        attendee,
        email,
        language: attendeeMailLanguage(attendee),
        accountId: typeof accountId === 'string' ? accountId : null,
      }),
    ),
  );
}
