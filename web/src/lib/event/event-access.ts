import {
  eventRoles,
  holdsPermission,
  type AforoEvent,
  type EventRoles,
  type OrganizationMember,
  type StaffMember,
  type StaffPermission,
} from '@aforo/domain';

/**
 * What the signed-in user may do in one event: the domain's role model (roles.ts eventRoles),
 * the one the API's access checks and firestore.rules follow, from the same role documents (the
 * staff document, the event's author and the organization membership).
 */
export type EventAccess = EventRoles;

export interface EventAccessInput {
  uid: string;
  event: Pick<AforoEvent, 'author_id' | 'organizer_id'>;
  staff: Pick<StaffMember, 'role' | 'permission_ids'> | null;
  orgMember: Pick<OrganizationMember, 'role'> | null;
}

export const NO_ACCESS: EventAccess = {
  isEventAdmin: false,
  isAdminStaff: false,
  isOrgAdmin: false,
  isStaff: false,
  isTeam: false,
  permissions: new Set(),
};

export function computeEventAccess({
  uid,
  event,
  staff,
  orgMember,
}: EventAccessInput): EventAccess {
  return eventRoles({ uid, event, staff, organizationRole: orgMember?.role ?? null });
}

/** Event admins hold every permission, as the rules' canWrite() treats them. */
export function hasPermission(access: EventAccess, permission: StaffPermission): boolean {
  return holdsPermission(access, permission);
}

/** Who gets the admin shell at all: the event's admins and its staff. */
export function canEnterAdmin(access: EventAccess): boolean {
  return access.isTeam;
}
