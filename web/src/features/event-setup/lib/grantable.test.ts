import { STAFF_PERMISSIONS, STAFF_ROLES } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { grantableByAccess } from './grantable';

describe('grantableByAccess', () => {
  it('offers an event admin every role and permission', () => {
    expect(grantableByAccess({ isEventAdmin: true, permissions: new Set() })).toEqual({
      roles: [...STAFF_ROLES],
      permissions: [...STAFF_PERMISSIONS],
    });
  });

  it('offers a staff manager neither the admin role nor permissions it lacks', () => {
    const offered = grantableByAccess({
      isEventAdmin: false,
      permissions: new Set(['admin_staff', 'checkin'] as const),
    });
    expect(offered.roles).toEqual(['staff_admin', 'staff']);
    expect(offered.permissions).toEqual(['admin_staff', 'checkin']);
  });
});
