import {
  eventRoles,
  holdsPermission,
  needsOrganizationRole,
  type AforoEvent,
  type Attendee,
  type OrganizationRole,
  type StaffMember,
  type StaffPermission,
} from '@aforo/domain';
import type { AuthUser, Caller } from './caller';
import { forbidden, notFoundError, unauthorized } from './http-error';
import { refs } from './refs';

/**
 * The role model of firestore.rules, read from the same documents and decided by the domain's
 * eventRoles (the web's admin checks call it too):
 *   attendee of E      events/E/attendee_accounts/{uid} exists
 *   staff of E         events/E/staff/{uid} = {role, permission_ids}
 *   event admin of E   staff role 'admin', or events/E.author_id == uid, or an admin of the
 *                      event's organization (organizations/{organizer_id}/members/{uid}, 'admin')
 *   organization admin organizations/{orgId}/members/{uid} with role 'admin'
 */
export interface EventAccess {
  eventId: string;
  event: AforoEvent;
  user: AuthUser | null;
  staff: StaffMember | null;
  /** The caller's attendee record id in this event, from its account marker. */
  attendeeId: string | null;
  isAdmin: boolean;
  /** Staff of any kind or an admin: sees drafts, attendees and counters. */
  isTeam: boolean;
  /** Attendee or team: may read a private event. */
  isMember: boolean;
  /**
   * Admins hold every permission; other staff the ones listed in their document, and the
   * 'staff_admin' role admin_staff (domain holdsPermission, the rules' hasPermission).
   */
  can(permission: StaffPermission): boolean;
  /** The caller's attendee record, read once on first use. */
  attendee(): Promise<Attendee | null>;
}

async function organizationRoleOf(orgId: string, uid: string): Promise<OrganizationRole | null> {
  const member = await refs.organizationMember(orgId, uid).get();
  return member.data()?.role ?? null;
}

export async function isOrgAdmin(orgId: string, uid: string): Promise<boolean> {
  return (await organizationRoleOf(orgId, uid)) === 'admin';
}

/** Loads the event and the caller's roles in it; 404 when the event does not exist. */
export async function eventAccess(caller: Caller, eventId: string): Promise<EventAccess> {
  const user = caller.user ?? null;
  const [eventSnap, staffSnap, markerSnap] = await Promise.all([
    refs.event(eventId).get(),
    user ? refs.staffMember(eventId, user.uid).get() : null,
    user ? refs.attendeeAccount(eventId, user.uid).get() : null,
  ]);
  const event = eventSnap.data();
  if (!event) throw notFoundError('Evento no encontrado');
  const staff = staffSnap?.data() ?? null;
  const facts = { uid: user?.uid ?? null, event, staff };
  // The membership is read only when it can make the caller an admin.
  const organizationRole =
    user && event.organizer_id && needsOrganizationRole(facts)
      ? await organizationRoleOf(event.organizer_id, user.uid)
      : null;
  const roles = eventRoles({ ...facts, organizationRole });
  const { isEventAdmin: isAdmin, isTeam } = roles;
  const attendeeId = markerSnap?.data()?.attendee_id ?? null;
  let attendee: Promise<Attendee | null> | null = null;
  return {
    eventId,
    event,
    user,
    staff,
    attendeeId,
    isAdmin,
    isTeam,
    isMember: isTeam || attendeeId !== null,
    can: (permission) => holdsPermission(roles, permission),
    attendee() {
      attendee ??= attendeeId
        ? refs
            .attendee(eventId, attendeeId)
            .get()
            .then((snap) => snap.data() ?? null)
        : Promise.resolve(null);
      return attendee;
    },
  };
}

/** A private event is invisible (404, not 403) to whoever does not take part in it. */
export async function readableEvent(caller: Caller, eventId: string): Promise<EventAccess> {
  const access = await eventAccess(caller, eventId);
  if (access.event.visibility !== 'PUBLIC' && !access.isMember) {
    throw notFoundError('Evento no encontrado');
  }
  return access;
}

/** The caller, or 401: checked before anything is read, so a missing id still answers 401. */
export function signedIn(caller: Caller): AuthUser {
  if (!caller.user) throw unauthorized();
  return caller.user;
}

export async function requireEvent(
  caller: Caller,
  eventId: string,
  allowed: (access: EventAccess) => boolean,
): Promise<EventAccess> {
  signedIn(caller);
  const access = await eventAccess(caller, eventId);
  if (!allowed(access)) throw forbidden();
  return access;
}

export const requireEventPermission = (
  caller: Caller,
  eventId: string,
  permission: StaffPermission,
) => requireEvent(caller, eventId, (access) => access.can(permission));

export const requireEventAdmin = (caller: Caller, eventId: string) =>
  requireEvent(caller, eventId, (access) => access.isAdmin);

export const requireEventTeam = (caller: Caller, eventId: string) =>
  requireEvent(caller, eventId, (access) => access.isTeam);

/** 401 anonymous, 404 no such organization, 403 not one of its admins. */
export async function requireOrgAdmin(caller: Caller, orgId: string) {
  const user = signedIn(caller);
  const [orgSnap, admin] = await Promise.all([
    refs.organization(orgId).get(),
    isOrgAdmin(orgId, user.uid),
  ]);
  const organization = orgSnap.data();
  if (!organization) throw notFoundError('Organización no encontrada');
  if (!admin) throw forbidden();
  return { user, organization };
}
