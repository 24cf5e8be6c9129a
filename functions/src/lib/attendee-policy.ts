import { randomBytes } from 'node:crypto';
import {
  EVENT_ENDED_MESSAGE,
  LIMITS,
  attendeeSchemaFor,
  isEventEnded,
  isGunCode,
  type AforoEvent,
  type Attendee,
  type AttendeeField,
} from '@aforo/domain';
import type { EventAccess } from './access';
import { EVENT_TIME_ZONE } from '../config';
import { conflict } from './http-error';
import { fieldError } from './validate';

/*
 * Attendee records before they are written: the registration policy (who may set role and
 * ticket, whether the event still registers), fresh ids, and reading a row the network sent.
 */

/** An attendee as the API builds it; the timestamps are added when it is written. */
export type AttendeeDraft = Omit<Attendee, 'created_at' | 'updated_at'>;

export const ALREADY_REGISTERED = 'El correo ya está registrado en este evento';

/** A row whose e-mail names a registration bound to another account. */
export const OTHER_ACCOUNT_MESSAGE =
  'Este registro pertenece a otra cuenta: no se puede pasar a la cuenta de este correo';

/**
 * The registration policy, in one place for every route that creates or updates attendees
 *: only staff with an attendee permission choose role and ticket. Anyone else
 * (a registrant, an attendee editing itself) gets the event's default and is told so when it
 * names one: a registrant naming the paid role would skip the payment.
 */
export const maySetRoleAndTicket = (access: EventAccess) =>
  access.can('add_attendees') || access.can('update_attendees');

const EVENT_ASSIGNS: Record<'rol_id' | 'ticket_id', string> = {
  rol_id: 'El rol lo asigna el evento',
  ticket_id: 'El tiquete lo asigna el evento',
};

/** Refuses role and ticket in a row from someone who may not set them. */
export function assertRegistrantRow(access: EventAccess, row: object): void {
  if (maySetRoleAndTicket(access)) return;
  for (const key of ['rol_id', 'ticket_id'] as const) {
    if (key in row) throw fieldError(key, EVENT_ASSIGNS[key]);
  }
}

/** The role a new record gets when nobody chose one: a paid event's unpaid role, else none. */
export function defaultRolIdOf(event: AforoEvent): string | null {
  return event.payment?.enabled ? (event.payment.unpaid_rol_id ?? null) : null;
}

/** An event whose end has passed takes no new registrations. */
export function assertRegistrationOpen(event: AforoEvent): void {
  if (isEventEnded(event, new Date(), EVENT_TIME_ZONE)) throw conflict(EVENT_ENDED_MESSAGE);
}

/** A fresh attendee id: 24 hex characters mixing digits and letters, what the gun scanner reads. */
export function newAttendeeId(): string {
  for (;;) {
    const id = randomBytes(12).toString('hex');
    if (isGunCode(id)) return id;
  }
}

/**
 * The lookup key of an e-mail: trimmed and lower-cased like the schema stores it. Text longer than
 * an e-mail can be is no key (the schema refuses it, and Firestore refuses it in a query).
 */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2 * LIMITS.email) return null;
  const email = value.trim().toLowerCase();
  return email !== '' && email.length <= LIMITS.email ? email : null;
}

/** A property of a row that may be anything the network sent: undefined unless it is there. */
export function rowProperty(row: unknown, key: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  const properties: unknown = Reflect.get(row, 'properties');
  return typeof properties === 'object' && properties !== null
    ? Reflect.get(properties, key)
    : undefined;
}

/** The lookup key of a row's e-mail, before the row is validated. */
export const rowEmail = (row: unknown) => normalizeEmail(rowProperty(row, 'email'));

/** The event's own attendee schema: its configured fields and their conditions. */
export function attendeeSchemaOf(event: AforoEvent) {
  return attendeeSchemaFor(event.user_properties, event.fields_conditions);
}

/**
 * Fields marked unique (the document number), besides the e-mail, which the registration keeps
 * unique by itself.
 */
export function uniqueFields(event: AforoEvent): AttendeeField[] {
  return event.user_properties.filter(
    (field) =>
      field.unique && field.name !== 'email' && !['password', 'tituloseccion'].includes(field.type),
  );
}
