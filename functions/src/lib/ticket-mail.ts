import { richTextToParagraphs, type AforoEvent, type Attendee } from '@aforo/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { appUrl, landingUrl } from '../config';
import {
  mailBannersOf,
  type MailAttachment,
  type MailTicket,
  type OutgoingMail,
} from '../integrations/mail';
import { ticketPdf } from '../integrations/tickets/pdf';
import { attendeeQrPng } from '../integrations/tickets/qr';
import { eventIcs } from './calendars';
import { mailDateRange } from './mail-dates';
import { TICKET_MAIL, mailLanguage, type MailLanguage } from './mail-messages';
import { refs } from './refs';

/** The cid the mail's HTML shows the QR by. */
export const TICKET_QR_CID = 'ticket-qr';

type TicketEvent = Pick<
  AforoEvent,
  | 'name'
  | 'description'
  | 'venue'
  | 'address'
  | 'datetime_from'
  | 'datetime_to'
  | 'time_zone'
  | 'registration_message'
  | 'tickets'
  | 'event_stages'
  | 'ticket_design'
> &
  Partial<Pick<AforoEvent, 'styles'>>;

/**
 * The language of an attendee's mails: a `language` field of the registration form if the event
 * asks for one, then the account's preference (the profile, when the caller has read it), then
 * Spanish.
 */
export function attendeeMailLanguage(
  attendee: DocumentData,
  profile?: DocumentData | null,
): MailLanguage {
  const properties: unknown = attendee.properties;
  const fromProperties =
    typeof properties === 'object' && properties !== null
      ? Reflect.get(properties, 'language')
      : undefined;
  return mailLanguage(fromProperties, profile?.language);
}

const namesOf = (attendee: DocumentData): string => {
  const names: unknown = attendee.properties?.names;
  return typeof names === 'string' ? names.trim() : '';
};

/**
 * The ticket mail of an attendee (the registration confirmation and the resend from "Mis
 * tiquetes"): greeting, when, the QR inline, its code, the event's registration message; the
 * trigger attaches the PDF and the .ics when it sends.
 */
export function ticketMail(input: {
  event: TicketEvent;
  eventId: string;
  attendeeId: string;
  attendee: DocumentData;
  email: string;
  language: MailLanguage;
  resend?: boolean;
  /** The account the tickets page belongs to, when there is one. */
  accountId?: string | null;
}): OutgoingMail {
  const { event, eventId, attendeeId, language } = input;
  const t = TICKET_MAIL[language];
  const names = namesOf(input.attendee);
  const dates = mailDateRange(event.datetime_from, event.datetime_to, event.time_zone, language);
  const paragraphs = [
    names ? t.hello(names) : t.helloNoName,
    input.resend ? t.resent(event.name) : t.confirmed(event.name),
    t.when(dates),
    t.qrHint,
    t.code(attendeeId),
    t.attachments,
    ...richTextToParagraphs(event.registration_message ?? ''),
  ];
  const accountId = input.accountId;
  return {
    to: input.email,
    kind: 'registration',
    eventId,
    subject: t.subject(event.name),
    paragraphs,
    inlineImage: { cid: TICKET_QR_CID, alt: t.qrAlt(attendeeId), after: 3 },
    links: [
      { label: t.goToEvent, url: landingUrl(eventId) },
      ...(accountId
        ? [
            {
              label: t.myTickets,
              url: appUrl(
                `/tickets/${encodeURIComponent(accountId)}?event=${encodeURIComponent(eventId)}`,
              ),
            },
          ]
        : []),
    ],
    ticket: { event_id: eventId, attendee_id: attendeeId, language },
    banners: mailBannersOf(event.styles),
  };
}

/** The ticket's and its stage's titles, as far as the event still lists them. */
function ticketTitles(event: TicketEvent, ticketId: string | null | undefined) {
  const ticket = ticketId ? (event.tickets ?? []).find((x) => x._id === ticketId) : undefined;
  const stage = ticket?.stage_id
    ? (event.event_stages ?? []).find((s) => s.stage_id === ticket.stage_id)
    : undefined;
  return { ticket: ticket?.title ?? null, stage: stage?.title ?? null };
}

/** The attendee's ticket as files: the QR (inline), the PDF, the event's .ics. */
export async function ticketFiles(
  eventId: string,
  event: TicketEvent,
  attendee: Attendee,
  language: MailLanguage,
): Promise<MailAttachment[]> {
  const t = TICKET_MAIL[language];
  const design = event.ticket_design;
  const qr = await attendeeQrPng(attendee._id);
  const titles =
    design?.show_ticket_type === false
      ? { ticket: null, stage: null }
      : ticketTitles(event, attendee.ticket_id);
  const pdf = await ticketPdf({
    title: t.pdfTitle,
    eventName: event.name,
    dates: mailDateRange(event.datetime_from, event.datetime_to, event.time_zone, language),
    attendeeName: namesOf(attendee),
    lines: [
      t.code(attendee._id),
      ...(titles.ticket ? [t.pdfTicket(titles.ticket)] : []),
      ...(titles.stage ? [t.pdfStage(titles.stage)] : []),
    ],
    footer: design?.footer_text ?? '',
    qrPng: qr,
    backgroundColor: design?.background_color ?? '#FFFFFF',
    textColor: design?.text_color ?? '#1A202C',
  });
  return [
    { filename: 'qr.png', content: qr, contentType: 'image/png', cid: TICKET_QR_CID },
    { filename: t.files.pdf, content: pdf, contentType: 'application/pdf' },
    {
      filename: t.files.ics,
      content: eventIcs(eventId, event),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
}

/**
 * The files of a queued ticket mail, read when it is sent. A registration deleted in between
 * leaves the mail without them (its text still says what happened) rather than unsent.
 */
export async function queuedTicketFiles(ticket: MailTicket): Promise<MailAttachment[]> {
  const [event, attendee] = await Promise.all([
    refs.event(ticket.event_id).get(),
    refs.attendee(ticket.event_id, ticket.attendee_id).get(),
  ]);
  const eventData = event.data();
  const attendeeData = attendee.data();
  if (!eventData || !attendeeData) {
    logger.warn('Ticket mail without its ticket: the registration is gone', ticket);
    return [];
  }
  return ticketFiles(ticket.event_id, eventData, attendeeData, mailLanguage(ticket.language));
}
