import { STAFF_PERMISSIONS, paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;
const base = () => `/api/contributors/events/${fx.eventId}`;
const newStaff = (role = 'staff', permission_ids = ['admin_staff']) => ({
  email: `${uniqueId('staff')}@example.com`,
  name: 'Persona Staff',
  role,
  permission_ids,
});

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_staff'] });
});

// The same list under the spec's two names (part 1 §7.6 contributors metadata and api/rols).
for (const path of ['/api/contributors/metadata/roles', '/api/rols']) {
  describeRoute(`GET ${path}`, {
    method: 'GET',
    path: () => path,
    allowed: { who: 'a signed-in user', token: () => fx.stranger.idToken },
    check: ({ body }) => {
      expect(body.data).toEqual([
        { _id: 'admin', name: 'Administrador' },
        { _id: 'staff_admin', name: 'Administrador de staff' },
        { _id: 'staff', name: 'Staff' },
      ]);
    },
  });
}

describeRoute('GET /api/contributors/events/{id}/me', {
  method: 'GET',
  path: () => `${base()}/me`,
  allowed: { who: 'staff', token: () => fx.staffWith.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({ role: 'staff', permission_ids: ['admin_staff'] });
  },
  missingPath: () => '/api/contributors/events/no-such-event/me',
});

describe('GET /api/contributors/events/{id}/me for admins and strangers', () => {
  it('gives the author and the organization admin every permission', async () => {
    for (const who of [fx.author, fx.orgAdmin, fx.eventAdmin]) {
      const res = await callApi<{ role: string; permission_ids: string[] }>(`${base()}/me`, {
        token: who.idToken,
      });
      expect(res.body.role).toBe('admin');
      expect(res.body.permission_ids).toEqual([...STAFF_PERMISSIONS]);
    }
  });

  it('answers 404 to someone outside the team', async () => {
    expect((await callApi(`${base()}/me`, { token: fx.attendee.idToken })).status).toBe(404);
  });
});

describeRoute('GET /api/contributors/events/{id}', {
  method: 'GET',
  path: base,
  allowed: { who: 'staff with admin_staff', token: () => fx.staffWith.idToken },
  check: ({ body }) => {
    expect((body.data as { _id: string }[]).map((s) => s._id)).toContain(fx.staff.uid);
  },
  forbidden: { who: 'staff without admin_staff', token: () => fx.staff.idToken },
  missingPath: () => '/api/contributors/events/no-such-event',
  invalid: { path: () => `${base()}?pageSize=-1`, field: 'pageSize' },
});

describeRoute('POST /api/contributors/events/{id}', {
  method: 'POST',
  path: base,
  body: () => newStaff(),
  allowed: { who: 'staff with admin_staff', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    const account = await adminAuth.getUserByEmail(String(body.email));
    expect(body._id).toBe(account.uid);
    const stored = (await adminDb.doc(paths.staffMember(fx.eventId, account.uid)).get()).data();
    expect(stored).toMatchObject({
      role: 'staff',
      permission_ids: ['admin_staff'],
      event_id: fx.eventId,
    });
    const mails = await adminDb.collection(paths.mail()).where('to', '==', body.email).get();
    expect(mails.docs[0]?.data()).toMatchObject({ kind: 'staff' });
  },
  forbidden: { who: 'staff without admin_staff', token: () => fx.staff.idToken },
  missingPath: () => '/api/contributors/events/no-such-event',
  invalid: {
    body: () => ({ ...newStaff(), permission_ids: ['todo'] }),
    field: 'permission_ids[0]',
  },
});

describe('staff managers cannot escalate', () => {
  it('refuses an admin_staff holder handing out the admin role', async () => {
    const res = await callApi(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: newStaff('admin'),
    });
    expect(res.status).toBe(403);
  });

  it('refuses an admin_staff holder editing itself or an admin', async () => {
    for (const target of [fx.staffWith.uid, fx.eventAdmin.uid]) {
      const res = await callApi(`${base()}/${target}`, {
        method: 'PUT',
        token: fx.staffWith.idToken,
        body: { permission_ids: [...STAFF_PERMISSIONS] },
      });
      expect(res.status, target).toBe(403);
    }
  });

  it('refuses a manager that is not an event admin granting permissions it lacks', async () => {
    // staffWith holds admin_staff only.
    const created = await callApi<{ message: string }>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: newStaff('staff', ['admin_staff', 'update_attendees']),
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('No puede otorgar permisos que no tiene: update_attendees');
    const edited = await callApi(`${base()}/${fx.staff.uid}`, {
      method: 'PUT',
      token: fx.staffWith.idToken,
      body: { permission_ids: ['metrics'] },
    });
    expect(edited.status).toBe(403);
    const stored = (await adminDb.doc(paths.staffMember(fx.eventId, fx.staff.uid)).get()).data();
    expect(stored?.permission_ids).not.toContain('metrics');
  });

  it('lets an event admin grant any permission', async () => {
    const res = await callApi(base(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: newStaff('staff', ['update_attendees', 'metrics']),
    });
    expect(res.status).toBe(201);
  });

  it('lets an event admin add another admin, once (409 the second time)', async () => {
    const body = newStaff('admin');
    const first = await callApi(base(), { method: 'POST', token: fx.eventAdmin.idToken, body });
    expect(first.status).toBe(201);
    const again = await callApi(base(), { method: 'POST', token: fx.eventAdmin.idToken, body });
    expect(again.status).toBe(409);
  });
});

describeRoute('PUT /api/contributors/events/{id}/{uid}', {
  method: 'PUT',
  path: () => `${base()}/${fx.staff.uid}`,
  body: () => ({ permission_ids: ['admin_staff'] }),
  allowed: { who: 'staff with admin_staff', token: () => fx.staffWith.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({ role: 'staff', permission_ids: ['admin_staff'] });
  },
  forbidden: { who: 'staff without admin_staff', token: () => fx.staff.idToken },
  missingPath: () => `${base()}/nobody`,
  invalid: { body: () => ({ role: 'jefe' }), field: 'role' },
});

describeRoute('DELETE /api/contributors/events/{id}/{uid}', {
  method: 'DELETE',
  path: () => `${base()}/${fx.staff.uid}`,
  allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
  check: async () => {
    expect((await adminDb.doc(paths.staffMember(fx.eventId, fx.staff.uid)).get()).exists).toBe(
      false,
    );
  },
  forbidden: { who: 'staff without admin_staff', token: () => fx.staff.idToken },
  missingPath: () => `${base()}/nobody`,
});

describe('staff permissions go only to a verified address', () => {
  it('refuses to grant to an unverified account made with the address', async () => {
    const squatter = await createUserWithToken({ emailVerified: false });
    const res = await callApi<{ message: string }>(base(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { ...newStaff(), email: squatter.email },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no ha verificado su correo/);
    expect((await adminDb.doc(paths.staffMember(fx.eventId, squatter.uid)).get()).exists).toBe(
      false,
    );
    // The squatter reads no attendee's personal data.
    const list = await callApi(`/api/events/${fx.eventId}/eventusers`, {
      token: squatter.idToken,
    });
    expect(list.status).toBe(403);
  });

  it('grants to a verified account and to an address with no account yet', async () => {
    const verified = await createUserWithToken();
    for (const address of [verified.email, `${uniqueId('nuevo')}@example.com`]) {
      const res = await callApi(base(), {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body: { ...newStaff(), email: address },
      });
      expect(res.status, address).toBe(201);
    }
  });

  it('names a member added by e-mail alone: the account name, else the address', async () => {
    const named = await createUserWithToken();
    await adminAuth.updateUser(named.uid, { displayName: 'Marta Gómez' });
    const bare = `${uniqueId('sinnombre')}@example.com`;
    const rows: unknown[] = [];
    for (const address of [named.email, bare]) {
      const res = await callApi<{ name: string }>(base(), {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body: { ...newStaff(), email: address, name: '' },
      });
      expect(res.status, address).toBe(201);
      rows.push(res.body.name);
    }
    expect(rows).toEqual(['Marta Gómez', bare.split('@')[0]]);
  });
});
