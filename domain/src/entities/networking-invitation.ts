import * as yup from 'yup';
import type { Attendee } from './attendee.js';
import type { AttendeeField } from './attendee-field.js';
import type { Timestamps } from './common.js';
import { LIMITS, idString, text } from './common.js';

export const INVITATION_RESPONSES = ['accepted', 'declined'] as const;
export type InvitationResponse = (typeof INVITATION_RESPONSES)[number];

/** A friend (networking) request to another attendee; names and state are set by the server. */
export const networkingInvitationSchema = yup.object({
  id_user_requested: idString().required(),
  message: text(LIMITS.text).default(''),
});
export type NetworkingInvitationInput = yup.InferType<typeof networkingInvitationSchema>;

/** PUT acceptordecline/{invitationId} */
export const invitationResponseSchema = yup.object({
  response: yup
    .mixed<InvitationResponse>()
    .oneOf([...INVITATION_RESPONSES])
    .required(),
});
export type InvitationResponseInput = yup.InferType<typeof invitationResponseSchema>;

export interface NetworkingInvitation extends Timestamps {
  _id: string;
  event_id: string;
  /** Both account uids (requesting first): the rules let exactly these two read it. */
  participants: [string, string];
  id_user_requesting: string;
  id_user_requested: string;
  user_name_requesting: string;
  user_name_requested: string;
  state: string;
  response: InvitationResponse | null;
  message?: string;
}

export const INVITATION_TO_SELF_MESSAGE = 'No puede enviarse una solicitud a sí mismo';
export const INVITATION_NOT_ATTENDEE_MESSAGE =
  'Solo puede enviar solicitudes a asistentes del evento';
export const INVITATION_EXISTS_MESSAGE = 'Ya existe una solicitud de contacto con esta persona';
export const INVITATION_NOT_FOUND_MESSAGE = 'Solicitud de contacto no encontrada';
export const INVITATION_ANSWERED_MESSAGE = 'Esta solicitud de contacto ya fue respondida';

/** An accepted invitation makes the two contacts: the other person of one of them. */
export function contactOf(
  invitation: Pick<NetworkingInvitation, 'participants' | 'response'>,
  uid: string,
): string | null {
  if (invitation.response !== 'accepted' || !invitation.participants.includes(uid)) return null;
  return invitation.participants[0] === uid
    ? invitation.participants[1]
    : invitation.participants[0];
}

/**
 * Another attendee as the attendee list shows it: the account uid, the name, a picture and only
 * the fields whose definition says visibleByContacts (part 1 §3).
 */
export interface NetworkingAttendee {
  uid: string;
  attendee_id: string;
  names: string;
  picture: string | null;
  fields: { name: string; label: string; value: string }[];
}

/** The card of `attendee` (account `uid`) for others: names, picture, visibleByContacts fields. */
export function networkingAttendeeOf(
  attendee: Pick<Attendee, '_id' | 'properties' | 'user'>,
  uid: string,
  fields: readonly Pick<AttendeeField, 'name' | 'label' | 'visibleByContacts'>[],
): NetworkingAttendee {
  const shown: NetworkingAttendee['fields'] = [];
  for (const field of fields) {
    if (field.visibleByContacts !== true || field.name === 'names') continue;
    const value = attendee.properties[field.name];
    if (value == null || value === '') continue;
    shown.push({
      name: field.name,
      label: field.label,
      value: Array.isArray(value) ? value.join(', ') : String(value),
    });
  }
  return {
    uid,
    attendee_id: attendee._id,
    names: attendee.properties.names,
    picture: attendee.user?.picture ?? null,
    fields: shown,
  };
}

/** Only invitations without a response or accepted are kept as sent requests (part 1 §4). */
export function isKeptAsSent(invitation: Pick<NetworkingInvitation, 'response'>): boolean {
  return invitation.response == null || invitation.response === 'accepted';
}

/**
 * GET /api/events/{eventId}/networking/contacts_report (reportNetworking): the
 * event's contact requests for its admins, exact counts (accepted = a contact made) and the
 * newest requests, bounded.
 */
export interface ContactsReport {
  counts: { total: number; accepted: number; declined: number; pending: number };
  data: {
    _id: string;
    requesting: string;
    requested: string;
    response: InvitationResponse | null;
    /** The request's state as stored ('send' until answered, then the answer). */
    state: string;
    /** ISO 8601; '' when the server has not stamped it yet. */
    created_at: string;
    updated_at: string;
  }[];
}
