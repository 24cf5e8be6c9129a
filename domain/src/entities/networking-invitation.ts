import * as yup from 'yup';
import type { Attendee } from './attendee.js';
import type { AttendeeField } from './attendee-field.js';
import type { Timestamps } from './common.js';
import { LIMITS, idString, text } from './common.js';
import { INTERESTS_FIELD, type MatchReason } from './profile.js';
import type { UserProfile } from '../api.js';

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
 * the fields whose definition says visibleByContacts (part 1 §3). A field the registration left
 * empty shows the person's profile value of the same name (company, position, bio), and the
 * profile's interests show only when the event has a visible `interests` field: the organizer's
 * choice decides what contacts see of a profile too.
 */
export interface NetworkingAttendee {
  uid: string;
  attendee_id: string;
  names: string;
  picture: string | null;
  fields: { name: string; label: string; value: string }[];
  /** The profile's interests, when the event shows them to contacts; else empty. */
  interests: string[];
}

/** What a profile may add to a networking card (users/{uid}). */
export type CardProfile = Partial<
  Pick<UserProfile, 'picture' | 'company' | 'position' | 'bio' | 'interests'>
>;

const PROFILE_TEXT_FIELDS = ['company', 'position', 'bio'] as const;

/** The card of `attendee` (account `uid`) for others: names, picture, visibleByContacts fields. */
export function networkingAttendeeOf(
  attendee: Pick<Attendee, '_id' | 'properties' | 'user'>,
  uid: string,
  fields: readonly Pick<AttendeeField, 'name' | 'label' | 'visibleByContacts'>[],
  profile: CardProfile | null = null,
): NetworkingAttendee {
  const shown: NetworkingAttendee['fields'] = [];
  let interests: string[] = [];
  for (const field of fields) {
    if (field.visibleByContacts !== true || field.name === 'names') continue;
    const own = attendee.properties[field.name];
    if (field.name === INTERESTS_FIELD && (own == null || own === '')) {
      interests = [...(profile?.interests ?? [])];
      continue;
    }
    const fromProfile = (PROFILE_TEXT_FIELDS as readonly string[]).includes(field.name)
      ? profile?.[field.name as (typeof PROFILE_TEXT_FIELDS)[number]]
      : undefined;
    const value = own == null || own === '' ? fromProfile : own;
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
    picture: attendee.user?.picture ?? profile?.picture ?? null,
    fields: shown,
    interests,
  };
}

/** A person worth meeting: the card, the score and its reasons (best first). */
export interface Recommendation extends NetworkingAttendee {
  score: number;
  reasons: MatchReason[];
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
