/** Staff permission ids (ARCHITECTURE.md §3, spec part 1 §6). */
export const STAFF_PERMISSIONS = [
  'admin_activity',
  'admin_ticket',
  'admin_staff',
  'admin_invitations',
  'admin_badge',
  'checkin',
  'add_attendees',
  'update_attendees',
  'delete_attendees',
  'print_attendees',
  'history_invitations',
  'metrics',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Staff roles. `admin` is the event's main admin role (styles, configurationApp, notifications,
 * falqs); `staff_admin` is the admin-staff role (staff and pages); `staff` has only the
 * permission_ids it is given.
 */
export const STAFF_ROLES = ['admin', 'staff_admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ORGANIZATION_ROLES = ['admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Who hands out a staff role: an event admin, or a staff manager with its own permissions. */
export interface StaffGranter {
  isAdmin: boolean;
  permission_ids: readonly StaffPermission[];
}

/**
 * Why `granter` may not give `grant`, or null when it may. An event admin gives
 * anything; any other staff manager gives only permissions it holds itself and never the 'admin'
 * role, so nobody hands out more than it has. The API refuses with this message and the web can
 * hide what the same function refuses.
 */
export function staffGrantError(
  granter: StaffGranter,
  grant: { role: StaffRole; permission_ids: readonly StaffPermission[] },
): string | null {
  if (granter.isAdmin) return null;
  if (grant.role === 'admin')
    return 'Solo un administrador del evento puede dar el rol de administrador';
  const held = new Set(granter.permission_ids);
  const extra = grant.permission_ids.filter((permission) => !held.has(permission));
  return extra.length > 0 ? `No puede otorgar permisos que no tiene: ${extra.join(', ')}` : null;
}

/**
 * What decides a user's roles in one event (ARCHITECTURE.md §3, firestore.rules' isEventAdmin
 * and hasPermission): the staff document, the event's author and the organization membership.
 */
export interface EventRoleFacts {
  /** The signed-in user's uid; null for a visitor. */
  uid: string | null;
  event: { author_id?: string | null; organizer_id?: string | null };
  staff: { role: StaffRole; permission_ids: readonly StaffPermission[] } | null;
  /** The user's role in the event's organization; null when none (or not read: see below). */
  organizationRole: OrganizationRole | null;
}

/** A user's roles in one event: the one role model of the rules, the API and the web. */
export interface EventRoles {
  /** The main admin role: staff role 'admin', the event's author, or an organization admin. */
  isEventAdmin: boolean;
  /** An admin of the event's organization. */
  isOrgAdmin: boolean;
  /** Any staff document at all. */
  isStaff: boolean;
  /** Staff of any kind or an admin: sees drafts, attendees and counters. */
  isTeam: boolean;
  /** The admin-staff role (staff and pages): admins, role 'staff_admin' or admin_staff. */
  isAdminStaff: boolean;
  /**
   * The permissions held through the staff document: its permission_ids, plus admin_staff for the
   * 'staff_admin' role (the rules' hasPermission). Admins hold every permission besides these.
   */
  permissions: ReadonlySet<StaffPermission>;
}

/**
 * Whether the organization membership can change the answer, so a caller reads it only then
 * (the API saves a read for the author and the staff admins; the rules read it in the same order).
 */
export function needsOrganizationRole(facts: Omit<EventRoleFacts, 'organizationRole'>): boolean {
  return (
    facts.uid !== null &&
    facts.event.organizer_id != null &&
    facts.staff?.role !== 'admin' &&
    facts.event.author_id !== facts.uid
  );
}

export function eventRoles(facts: EventRoleFacts): EventRoles {
  const { uid, event, staff } = facts;
  const permissions = new Set<StaffPermission>(staff?.permission_ids ?? []);
  if (staff?.role === 'staff_admin') permissions.add('admin_staff');
  const isOrgAdmin =
    uid !== null && event.organizer_id != null && facts.organizationRole === 'admin';
  const isEventAdmin =
    uid !== null && (staff?.role === 'admin' || event.author_id === uid || isOrgAdmin);
  const isStaff = uid !== null && staff !== null;
  return {
    isEventAdmin,
    isOrgAdmin,
    isStaff,
    isTeam: isEventAdmin || isStaff,
    isAdminStaff: isEventAdmin || permissions.has('admin_staff'),
    permissions,
  };
}

/** Event admins hold every permission, as the rules' canWrite() treats them; others their own. */
export function holdsPermission(
  roles: Pick<EventRoles, 'isEventAdmin' | 'permissions'>,
  permission: StaffPermission,
): boolean {
  return roles.isEventAdmin || roles.permissions.has(permission);
}
