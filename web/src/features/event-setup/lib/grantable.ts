import {
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffGrantError,
  type StaffPermission,
  type StaffRole,
} from '@aforo/domain';
import type { EventAccess } from '../../../lib/event/event-access';

/**
 * The roles and permissions this user may hand out, decided by the domain's staffGrantError, the
 * same function the API refuses with: the form offers nothing the server would refuse.
 */
export function grantableByAccess(access: Pick<EventAccess, 'isEventAdmin' | 'permissions'>): {
  roles: StaffRole[];
  permissions: StaffPermission[];
} {
  const granter = { isAdmin: access.isEventAdmin, permission_ids: [...access.permissions] };
  return {
    roles: STAFF_ROLES.filter(
      (role) => staffGrantError(granter, { role, permission_ids: [] }) === null,
    ),
    permissions: STAFF_PERMISSIONS.filter(
      (p) => staffGrantError(granter, { role: 'staff', permission_ids: [p] }) === null,
    ),
  };
}
