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
 * Why `granter` may not give `grant` (issue #13 item 7), or null when it may. An event admin gives
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
