import type { AforoEvent, OrganizationMember, StaffMember, StaffPermission } from '@aforo/domain';

/**
 * What the signed-in user may do in one event, from the same role documents the rules read
 * (firestore.rules, ARCHITECTURE.md §3): the staff document, the event's author and the
 * organization membership.
 */
export interface EventAccess {
  /** The main admin role: staff role 'admin', the author, or an admin of the organization. */
  isEventAdmin: boolean;
  /** The admin-staff role (staff and pages): event admins, role 'staff_admin' or admin_staff. */
  isAdminStaff: boolean;
  isOrgAdmin: boolean;
  /** Any staff document at all. */
  isStaff: boolean;
  permissions: ReadonlySet<StaffPermission>;
}

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
  permissions: new Set(),
};

export function computeEventAccess({
  uid,
  event,
  staff,
  orgMember,
}: EventAccessInput): EventAccess {
  const permissions = new Set<StaffPermission>(staff?.permission_ids ?? []);
  const isOrgAdmin = event.organizer_id != null && orgMember?.role === 'admin';
  const isEventAdmin = staff?.role === 'admin' || event.author_id === uid || isOrgAdmin;
  return {
    isEventAdmin,
    isAdminStaff: isEventAdmin || staff?.role === 'staff_admin' || permissions.has('admin_staff'),
    isOrgAdmin,
    isStaff: staff !== null,
    permissions,
  };
}

/** Event admins hold every permission, as the rules' canWrite() treats them. */
export function hasPermission(access: EventAccess, permission: StaffPermission): boolean {
  return access.isEventAdmin || access.permissions.has(permission);
}

/** Who gets the admin shell at all: the event's admins and its staff. */
export function canEnterAdmin(access: EventAccess): boolean {
  return access.isEventAdmin || access.isStaff;
}
