/**
 * Abuse limits of the API's public write routes, in one table: the functions enforce it, the
 * tests read it, the mail screen shows the mail quota from it. Windows are fixed (they start at a
 * multiple of their length), counted in Firestore so that every function instance shares them.
 * The door's check-in routes are deliberately absent: nothing may ever slow a check-in rush.
 */

/** A number of requests allowed per window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** What a limited route counts: its caller's address, its caller's account, or both. */
export interface RouteLimit {
  perAddress?: RateLimit;
  perAccount?: RateLimit;
}

export const RATE_LIMITED_ROUTES = [
  /** POST events/{id}/adduserwithemailvalidation and a user's own POST events/{id}/eventusers. */
  'registration',
  /** POST eventusers/{eventId}/tranfereventuser/{id}: mails the new holder. */
  'ticketTransfer',
  /** PUT events/{id}/changeUserPassword: mails a reset link or issues a temporary password. */
  'passwordTool',
  /** invitation, rsvp, mailings (test and send), meeting-request notify, auction receipt. */
  'mailSender',
  /** POST events/{id}/meetingrequests and networking invitations: each one notifies someone. */
  'contactRequest',
  /** POST events/{id}/products/{id}/offers. */
  'bid',
] as const;
export type RateLimitedRoute = (typeof RATE_LIMITED_ROUTES)[number];

const MINUTE = 60;

export const RATE_LIMITS: Record<RateLimitedRoute, RouteLimit> = {
  // A family, or a venue's Wi-Fi behind one address, stays under this (the staff's desk adds
  // people through its own route, not limited); a script does not. Per account: a person
  // registers a few times at most.
  registration: {
    perAddress: { max: 20, windowSeconds: MINUTE },
    perAccount: { max: 5, windowSeconds: MINUTE },
  },
  ticketTransfer: {
    perAddress: { max: 10, windowSeconds: MINUTE },
    perAccount: { max: 5, windowSeconds: MINUTE },
  },
  passwordTool: {
    perAddress: { max: 30, windowSeconds: MINUTE },
    perAccount: { max: 20, windowSeconds: MINUTE },
  },
  mailSender: {
    perAddress: { max: 60, windowSeconds: MINUTE },
    perAccount: { max: 30, windowSeconds: MINUTE },
  },
  contactRequest: {
    perAddress: { max: 60, windowSeconds: MINUTE },
    perAccount: { max: 20, windowSeconds: MINUTE },
  },
  // A live auction's last minute sees many bids from one person; a bot's thousands are refused.
  bid: {
    perAddress: { max: 120, windowSeconds: MINUTE },
    perAccount: { max: 30, windowSeconds: MINUTE },
  },
};

/**
 * Mails an event may have the API queue per hour outside the organizer's confirmed mailings
 * (registration access mails, invitation and RSVP routes, test mails, meeting and auction notices).
 * The confirmed mailing of the invitados screen is one deliberate send to the event's own list
 * and is not counted: a 50,000-attendee event must be able to mail its attendees.
 */
export const MAIL_QUOTA: RateLimit = { max: 2000, windowSeconds: 60 * MINUTE };

/** The start of the fixed window holding `nowMs`, in milliseconds. */
export function windowStart(nowMs: number, windowSeconds: number): number {
  const length = windowSeconds * 1000;
  return Math.floor(nowMs / length) * length;
}

/** Whole seconds until the window holding `nowMs` ends (at least 1): the Retry-After value. */
export function secondsUntilReset(nowMs: number, windowSeconds: number): number {
  const end = windowStart(nowMs, windowSeconds) + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - nowMs) / 1000));
}

/** GET /api/events/{id}/mailquota: the event's mails this hour against its quota. */
export interface MailQuotaStatus {
  used: number;
  limit: number;
  /** ISO time the current window ends and the count starts again from zero. */
  resets_at: string;
}
