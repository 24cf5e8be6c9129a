import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, idString, text } from './common.js';

/**
 * A ticket of an event (events/{eventId}/tickets). The spec does not show the fields beyond the
 * event's embedded list (title, stage, price); the rest are the minimum the ticket screens need.
 */
export const ticketSchema = yup.object({
  title: text().required('El nombre es requerido'),
  description: text(LIMITS.text).default(''),
  stage_id: idString().nullable().default(null),
  price: yup.number().typeError('Debe ser un número').min(0).max(1e12).default(0),
  currency: text(3).uppercase().default('COP'),
});
export type TicketInput = yup.InferType<typeof ticketSchema>;
export type Ticket = TicketInput & Partial<Timestamps> & { _id: string; event_id: string };

/** A sales stage of an event (event_stages). */
export const eventStageSchema = yup.object({
  stage_id: idString().required(),
  title: text().required('El nombre es requerido'),
});
export type EventStage = yup.InferType<typeof eventStageSchema>;

/** The summary of a ticket kept in the event document. */
export const eventTicketSchema = ticketSchema
  .pick(['title', 'stage_id', 'price'])
  .shape({ _id: idString().required() });
export type EventTicket = yup.InferType<typeof eventTicketSchema>;
