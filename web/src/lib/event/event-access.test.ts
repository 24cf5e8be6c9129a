import { describe, expect, it } from 'vitest';
import { canEnterAdmin, computeEventAccess, hasPermission } from './event-access';

const event = { author_id: 'author', organizer_id: 'org-1' };

describe('computeEventAccess', () => {
  it('makes the author, a staff admin and an organization admin event admins', () => {
    for (const input of [
      { uid: 'author', staff: null, orgMember: null },
      { uid: 'u', staff: { role: 'admin' as const, permission_ids: [] }, orgMember: null },
      { uid: 'u', staff: null, orgMember: { role: 'admin' as const } },
    ]) {
      const access = computeEventAccess({ event, ...input });
      expect(access.isEventAdmin).toBe(true);
      expect(access.isAdminStaff).toBe(true);
      expect(hasPermission(access, 'admin_badge')).toBe(true);
      expect(canEnterAdmin(access)).toBe(true);
    }
  });

  it('gives plain staff only their permissions', () => {
    const access = computeEventAccess({
      uid: 'u',
      event,
      staff: { role: 'staff', permission_ids: ['checkin'] },
      orgMember: { role: 'member' },
    });
    expect(access.isEventAdmin).toBe(false);
    expect(access.isAdminStaff).toBe(false);
    expect(hasPermission(access, 'checkin')).toBe(true);
    expect(hasPermission(access, 'admin_badge')).toBe(false);
    expect(canEnterAdmin(access)).toBe(true);
  });

  it('reads the admin-staff role from the role or the admin_staff permission', () => {
    const byRole = computeEventAccess({
      uid: 'u',
      event,
      staff: { role: 'staff_admin', permission_ids: [] },
      orgMember: null,
    });
    const byPermission = computeEventAccess({
      uid: 'u',
      event,
      staff: { role: 'staff', permission_ids: ['admin_staff'] },
      orgMember: null,
    });
    expect([byRole.isAdminStaff, byRole.isEventAdmin]).toEqual([true, false]);
    expect([byPermission.isAdminStaff, byPermission.isEventAdmin]).toEqual([true, false]);
  });

  it('keeps everyone else out', () => {
    const access = computeEventAccess({ uid: 'u', event, staff: null, orgMember: null });
    expect(canEnterAdmin(access)).toBe(false);
    const noOrg = computeEventAccess({
      uid: 'u',
      event: { author_id: null, organizer_id: null },
      staff: null,
      orgMember: { role: 'admin' },
    });
    expect(noOrg.isOrgAdmin).toBe(false);
  });
});
