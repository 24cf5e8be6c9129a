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
