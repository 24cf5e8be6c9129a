import { describe, expect, it } from 'vitest';
import { staffGrantError } from './roles.js';

describe('staffGrantError (issue #13 item 7)', () => {
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
