import * as yup from 'yup';
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
  id_user_requesting: string;
  id_user_requested: string;
  user_name_requesting: string;
  user_name_requested: string;
  state: string;
  response: InvitationResponse | null;
}

/** Only invitations without a response or accepted are kept as sent requests (part 1 §4). */
export function isKeptAsSent(invitation: Pick<NetworkingInvitation, 'response'>): boolean {
  return invitation.response == null || invitation.response === 'accepted';
}
