import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { MESSAGES, LIMITS, hexColor, idString, text, url } from './common.js';

/**
 * A ticket type of an event (events/{eventId}/tickets). The spec shows only the event's embedded
 * list (title, stage, price); currency and capacity are what an organizer sets beside the price.
 * The API mirrors each ticket into the event's `tickets` summary, which the landing, the ticket
 * page and the check-in filter read (functions/src/lib/ticket-store.ts).
 */
export const ticketSchema = yup.object({
  title: text().required(MESSAGES.nameRequired),
  description: text(LIMITS.text).default(''),
  // A select left on "no stage" sends ''.
  stage_id: idString()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null),
  price: yup.number().typeError('Debe ser un número').min(0).max(1e12).default(0),
  currency: text(3)
    .uppercase()
    .matches(/^[A-Z]{3}$/, MESSAGES.currency)
    .default('COP'),
  /** Places on sale; null is unlimited. Shown to visitors, the registration does not count it. */
  capacity: yup
    .number()
    // An emptied number input sends '': no limit.
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError('Debe ser un número')
    .integer('Debe ser un número entero')
    .min(1, MESSAGES.capacityPositive)
    .max(10_000_000)
    .nullable()
    .default(null),
});
export type TicketInput = yup.InferType<typeof ticketSchema>;
export type Ticket = TicketInput & Partial<Timestamps> & { _id: string; event_id: string };

/** A sales stage of an event (event_stages). */
export const eventStageSchema = yup.object({
  stage_id: idString().required(),
  title: text().required(MESSAGES.nameRequired),
});
export type EventStage = yup.InferType<typeof eventStageSchema>;

/** The summary of a ticket kept in the event document: what the landing offers. */
export const eventTicketSchema = ticketSchema
  .pick(['title', 'stage_id', 'price', 'currency', 'capacity'])
  .shape({ _id: idString().required() });
export type EventTicket = yup.InferType<typeof eventTicketSchema>;

/** The event's summary of a stored ticket. */
export function eventTicketOf(id: string, ticket: TicketInput): EventTicket {
  const { title, stage_id, price, currency, capacity } = ticket;
  return { _id: id, title, stage_id, price, currency, capacity };
}

/**
 * The design of the ticket an attendee sees at /tickets/{userId} (the "ticket" admin section; the
 * spec is silent): the organizer's logo, colours and a closing note (entry conditions), and
 * whether the card names the ticket type. The QR, the attendee's code and the event's name and
 * dates are always shown: the door depends on them.
 */
export const ticketDesignSchema = yup.object({
  logo: url().nullable().default(null),
  background_color: hexColor('#FFFFFF'),
  text_color: hexColor('#1A202C'),
  footer_text: text(LIMITS.text).default(''),
  show_ticket_type: yup.boolean().default(true),
});
export type TicketDesign = yup.InferType<typeof ticketDesignSchema>;
