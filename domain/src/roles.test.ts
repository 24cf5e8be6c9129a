import { describe, expect, it } from 'vitest';
import {
  eventRoles,
  holdsPermission,
  needsOrganizationRole,
  staffGrantError,
  type EventRoleFacts,
} from './roles.js';

describe('staffGrantError', () => {
  const manager = { isAdmin: false, permission_ids: ['admin_staff', 'checkin'] as const };

  it('lets an event admin grant anything, the admin role included', () => {
    const grant = { role: 'admin' as const, permission_ids: ['metrics' as const] };
    expect(staffGrantError({ isAdmin: true, permission_ids: [] }, grant)).toBeNull();
  });

  it('lets another manager grant only what it holds, never the admin role', () => {
    expect(staffGrantError(manager, { role: 'staff', permission_ids: ['checkin'] })).toBeNull();
    expect(
      staffGrantError(manager, { role: 'staff', permission_ids: ['checkin', 'metrics'] }),
    ).toBe('No puede otorgar permisos que no tiene: metrics');
    expect(staffGrantError(manager, { role: 'admin', permission_ids: [] })).toMatch(
      /rol de administrador/,
    );
  });
});

describe('eventRoles: the one role model of the rules, the API and the web', () => {
  const event = { author_id: 'author', organizer_id: 'org-1' };
  const facts = (over: Partial<EventRoleFacts>): EventRoleFacts => ({
    uid: 'u',
    event,
    staff: null,
    organizationRole: null,
    ...over,
  });

  it('makes the author, a staff admin and an organization admin event admins, with every permission', () => {
    for (const roles of [
      eventRoles(facts({ uid: 'author' })),
      eventRoles(facts({ staff: { role: 'admin', permission_ids: [] } })),
      eventRoles(facts({ organizationRole: 'admin' })),
    ]) {
      expect(roles).toMatchObject({ isEventAdmin: true, isTeam: true, isAdminStaff: true });
      expect(holdsPermission(roles, 'metrics')).toBe(true);
    }
    expect(eventRoles(facts({ organizationRole: 'admin' })).isOrgAdmin).toBe(true);
  });

  it('gives plain staff the permissions of their document only', () => {
    const roles = eventRoles(facts({ staff: { role: 'staff', permission_ids: ['checkin'] } }));
    expect(roles).toMatchObject({ isEventAdmin: false, isStaff: true, isTeam: true });
    expect(holdsPermission(roles, 'checkin')).toBe(true);
    expect(holdsPermission(roles, 'admin_activity')).toBe(false);
    expect(roles.isAdminStaff).toBe(false);
  });

  it("gives the 'staff_admin' role admin_staff, as the rules' hasPermission does", () => {
    const roles = eventRoles(facts({ staff: { role: 'staff_admin', permission_ids: [] } }));
    expect(holdsPermission(roles, 'admin_staff')).toBe(true);
    expect(roles).toMatchObject({ isAdminStaff: true, isEventAdmin: false });
    expect(holdsPermission(roles, 'checkin')).toBe(false);
  });

  it('keeps visitors, members and other organizations out', () => {
    expect(eventRoles(facts({}))).toMatchObject({ isTeam: false, isEventAdmin: false });
    expect(eventRoles(facts({ organizationRole: 'member' })).isEventAdmin).toBe(false);
    // An organization admin of an event without organization is nobody there.
    const noOrg = eventRoles(
      facts({ event: { author_id: null, organizer_id: null }, organizationRole: 'admin' }),
    );
    expect(noOrg).toMatchObject({ isOrgAdmin: false, isEventAdmin: false });
    // A visitor is never the author of an event without one.
    expect(eventRoles(facts({ uid: null, event: { author_id: null } })).isEventAdmin).toBe(false);
  });

  it('asks for the organization membership only when it can change the answer', () => {
    expect(needsOrganizationRole(facts({}))).toBe(true);
    expect(needsOrganizationRole(facts({ uid: 'author' }))).toBe(false);
    expect(needsOrganizationRole(facts({ staff: { role: 'admin', permission_ids: [] } }))).toBe(
      false,
    );
    expect(needsOrganizationRole(facts({ event: { author_id: 'a', organizer_id: null } }))).toBe(
      false,
    );
    expect(needsOrganizationRole(facts({ uid: null }))).toBe(false);
  });
});
