import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { staffMemberSchema } from './staff.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('staffMemberSchema', () => {
  it('accepts a role and known permissions', async () => {
    const member = await validateBody(staffMemberSchema, {
      email: 'Staff@x.co',
      role: 'staff',
      permission_ids: ['checkin', 'metrics'],
    });
    expect(member).toEqual({
      email: 'staff@x.co',
      name: '',
      role: 'staff',
      permission_ids: ['checkin', 'metrics'],
    });
  });

  it('refuses unknown roles and permissions, repeats and 1 MB names', async () => {
    const base = { email: 'a@x.co', role: 'staff' };
    expect(await errorsOf(staffMemberSchema, { ...base, role: 'root' })).toEqual([
      'Seleccione un rol',
    ]);
    expect(
      await errorsOf(staffMemberSchema, { ...base, permission_ids: ['delete_event'] }),
    ).toEqual(['Permiso no válido']);
    expect(
      await errorsOf(staffMemberSchema, { ...base, permission_ids: ['checkin', 'checkin'] }),
    ).toEqual(['Hay permisos repetidos']);
    expect(await errorsOf(staffMemberSchema, { ...base, name: ONE_MB })).not.toEqual([]);
  });
});
