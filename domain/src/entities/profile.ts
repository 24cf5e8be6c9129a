import type { AttendeeField } from './attendee-field.js';
import type { TimestampLike } from './common.js';

/** The languages an account may choose: the app's catalogues, and the language of its mails. */
export const PROFILE_LANGUAGES = ['es', 'en', 'pt'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const isProfileLanguage = (value: unknown): value is ProfileLanguage =>
  typeof value === 'string' && (PROFILE_LANGUAGES as readonly string[]).includes(value);

/** What kind of organization a person works for; the catalogues name each one. */
export const COMPANY_TYPES = [
  'startup',
  'sme',
  'corporate',
  'government',
  'academia',
  'nonprofit',
  'freelance',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const PROFILE_BIO_MAX = 500;
export const PROFILE_INTEREST_MAX = 60;
export const PROFILE_INTERESTS_MAX = 10;

/**
 * The interests offered when an event has no list of its own. They are keys: the catalogues
 * name them in each language (an event's own options are shown as the organizer wrote them).
 */
export const DEFAULT_INTERESTS = [
  'technology',
  'artificial-intelligence',
  'data',
  'marketing',
  'sales',
  'entrepreneurship',
  'finance',
  'education',
  'health',
  'sustainability',
  'design',
  'culture',
] as const;
export type DefaultInterest = (typeof DEFAULT_INTERESTS)[number];

export const isDefaultInterest = (value: string): value is DefaultInterest =>
  (DEFAULT_INTERESTS as readonly string[]).includes(value);

/** The field the event's interests list lives in (a list field named `interests`). */
export const INTERESTS_FIELD = 'interests';

/** The interests to choose from: the event's list when it has one, the default list otherwise. */
export function interestOptions(
  event: { user_properties?: readonly Pick<AttendeeField, 'name' | 'options'>[] } | null,
): { list: 'event' | 'default'; options: string[] } {
  const field = event?.user_properties?.find((f) => f.name === INTERESTS_FIELD);
  const own = (field?.options ?? []).map((o) => o.value).filter((v) => v !== '');
  return own.length > 0
    ? { list: 'event', options: own }
    : { list: 'default', options: [...DEFAULT_INTERESTS] };
}

/** What scoring knows about one person in one event. */
export interface MatchProfile {
  interests: readonly string[];
  company_type: CompanyType | null;
  /** The attendee role (rol_id) in the event. */
  rol_id: string | null;
  /** Activities in the person's agenda. */
  activities: readonly string[];
}

/** One reason two people were matched; the web turns each into a sentence. */
export type MatchReason =
  | { kind: 'interests'; shared: string[] }
  | { kind: 'sessions'; count: number }
  | { kind: 'companyType'; companyType: CompanyType }
  /** name: the role's name, filled in by whoever knows the event's roles. */
  | { kind: 'role'; rolId: string; name?: string };

/** Points per shared interest, shared activity, same kind of organization, same role. */
export const MATCH_WEIGHTS = { interest: 3, session: 2, companyType: 2, role: 1 } as const;

const normalized = (value: string) => value.trim().toLowerCase();

/**
 * How worth meeting `other` is for `me`, and why: every point comes from a reason that is shown,
 * so the score explains itself. Interests compare without case or surrounding spaces.
 */
export function matchScore(
  me: MatchProfile,
  other: MatchProfile,
): { score: number; reasons: MatchReason[] } {
  const reasons: MatchReason[] = [];
  let score = 0;
  const mine = new Set(me.interests.map(normalized));
  const shared = [...new Set(other.interests)].filter((i) => mine.has(normalized(i)));
  if (shared.length > 0) {
    reasons.push({ kind: 'interests', shared });
    score += shared.length * MATCH_WEIGHTS.interest;
  }
  const myActivities = new Set(me.activities);
  const sessions = new Set(other.activities.filter((a) => myActivities.has(a))).size;
  if (sessions > 0) {
    reasons.push({ kind: 'sessions', count: sessions });
    score += sessions * MATCH_WEIGHTS.session;
  }
  if (me.company_type && me.company_type === other.company_type) {
    reasons.push({ kind: 'companyType', companyType: me.company_type });
    score += MATCH_WEIGHTS.companyType;
  }
  if (me.rol_id && me.rol_id === other.rol_id) {
    reasons.push({ kind: 'role', rolId: me.rol_id });
    score += MATCH_WEIGHTS.role;
  }
  return { score, reasons };
}

/**
 * The people worth meeting, best first: only those with a reason, ties by name (Spanish
 * collation), at most `max`.
 */
export function rankMatches<P extends { names: string; match: MatchProfile }>(
  me: MatchProfile,
  people: readonly P[],
  max: number,
): (P & { score: number; reasons: MatchReason[] })[] {
  return people
    .map((person) => ({ ...person, ...matchScore(me, person.match) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.names.localeCompare(b.names, 'es'))
    .slice(0, max);
}

/** account_deletions/{id}: what one account deletion did, kept for the audit trail. */
export interface AccountDeletionAudit {
  _id: string;
  /** The deleted account's uid; its e-mail is not kept (that would undo the deletion). */
  uid: string;
  requested_by: string;
  events: string[];
  registrations_deleted: number;
  messages_anonymised: number;
  staff_roles_revoked: number;
  memberships_revoked: number;
  meetings_removed: number;
  invitations_removed: number;
  deleted_at: TimestampLike;
}

/** The name a deleted account's kept chat messages show. */
export const ANONYMISED_NAME = 'Usuario eliminado';
