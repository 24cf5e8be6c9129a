import { attendeeFieldSchema, paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { organizationFields } from '../lib/user-properties-store';
import {
  createRoleFixture,
  seedAttendee,
  seedEvent,
  type Actor,
  type RoleFixture,
} from '../../../tests/support/roles';

let fx: RoleFixture;
let pastEvent = '';
let draft = '';
let member: Actor;

beforeAll(async () => {
  fx = await createRoleFixture();
  pastEvent = await seedEvent({
    orgId: fx.orgId,
    datetime_from: '2020-01-10 09:00:00',
    datetime_to: '2020-01-10 18:00:00',
  });
  draft = await seedEvent({ orgId: fx.orgId, visibility: 'PRIVATE' });
  await seedAttendee(pastEvent, { checkedinAt: '2020-01-10 09:30:00' });
  await seedAttendee(pastEvent);
  await seedAttendee(pastEvent);
  member = await createUserWithToken();
  await adminDb.doc(paths.organizationMember(fx.orgId, member.uid)).set({
    role: 'member',
    properties: { name: 'Miembro', email: member.email, position: '' },
    created_at: new Date(),
    updated_at: new Date(),
  });
});

describeRoute('GET /api/me/organizations', {
  method: 'GET',
  path: () => '/api/me/organizations',
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect(body.data).toEqual([expect.objectContaining({ _id: fx.orgId, role: 'admin' })]);
  },
  invalid: { path: () => '/api/me/organizations?pageSize=0', field: 'pageSize' },
});

describeRoute('POST /api/organizations', {
  method: 'POST',
  path: () => '/api/organizations',
  body: () => ({ name: 'Nueva Organización', description: '<p>Hola</p>' }),
  allowed: { who: 'a signed-in user', token: () => fx.stranger.idToken },
  check: async ({ body }) => {
    const admin = await adminDb
      .doc(paths.organizationMember(String(body._id), fx.stranger.uid))
      .get();
    expect(admin.data()?.role).toBe('admin');
  },
  invalid: { body: () => ({ name: '' }), field: 'name' },
});

describeRoute('GET /api/organizations/{id}', {
  method: 'GET',
  path: () => `/api/organizations/${fx.orgId}`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  check: ({ body }) => {
    expect(body._id).toBe(fx.orgId);
  },
  missingPath: () => '/api/organizations/no-such-org',
});

describeRoute('PUT /api/organizations/{id}', {
  method: 'PUT',
  path: () => `/api/organizations/${fx.orgId}`,
  body: () => ({ description: 'Nueva descripción', styles: { brandPrimary: '#123456' } }),
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect(body.description).toBe('Nueva descripción');
    expect(body.name).toBe(`Organización ${fx.orgId}`);
    expect((body.styles as Record<string, unknown>).brandPrimary).toBe('#123456');
  },
  forbidden: { who: 'a plain member', token: () => member.idToken },
  missingPath: () => '/api/organizations/no-such-org',
  invalid: { body: () => ({ styles: { brandPrimary: 'rojo' } }), field: 'styles.brandPrimary' },
});

describeRoute('GET /api/organizations/{id}/events', {
  method: 'GET',
  path: () => `/api/organizations/${fx.orgId}/events`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  check: ({ body }) => {
    const ids = (list: unknown) => (list as { _id: string }[]).map((e) => e._id);
    expect(ids(body.upcoming)).toContain(fx.eventId);
    expect(ids(body.past)).toEqual([pastEvent]);
    expect(ids(body.upcoming)).not.toContain(draft);
  },
  missingPath: () => '/api/organizations/no-such-org/events',
  invalid: { path: () => `/api/organizations/${fx.orgId}/events?x=1`, field: 'x' },
});

describe('GET /api/organizations/{id}/events for its admin', () => {
  it('includes private events', async () => {
    const res = await callApi<{ upcoming: { _id: string }[] }>(
      `/api/organizations/${fx.orgId}/events`,
      { token: fx.orgAdmin.idToken },
    );
    expect(res.body.upcoming.map((e) => e._id)).toContain(draft);
  });
});

describeRoute('GET /api/organizations/{id}/eventsstadistics', {
  method: 'GET',
  path: () => `/api/organizations/${fx.orgId}/eventsstadistics`,
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    const rows = body.data as { _id: string; name: string }[];
    expect(rows.find((r) => r._id === pastEvent)).toMatchObject({
      name: `Evento ${pastEvent}`,
      count: 3,
      checked_in: 1,
      checked_in_not: 2,
    });
  },
  forbidden: { who: 'an event admin outside the organization', token: () => fx.eventAdmin.idToken },
  missingPath: () => '/api/organizations/no-such-org/eventsstadistics',
});

describeRoute('GET /api/organizations/{id}/users', {
  method: 'GET',
  path: () => `/api/organizations/${fx.orgId}/users`,
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect((body.data as { _id: string }[]).map((m) => m._id)).toContain(member.uid);
  },
  forbidden: { who: 'a plain member', token: () => member.idToken },
  missingPath: () => '/api/organizations/no-such-org/users',
  invalid: { path: () => `/api/organizations/${fx.orgId}/users?pageSize=501`, field: 'pageSize' },
});

describe('GET /api/organizations/{id}/users?filtered=', () => {
  it('finds a member by e-mail', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'email', value: member.email }]));
    const res = await callApi<{ data: { _id: string }[] }>(
      `/api/organizations/${fx.orgId}/users?filtered=${filter}`,
      { token: fx.orgAdmin.idToken },
    );
    expect(res.body.data.map((m) => m._id)).toEqual([member.uid]);
  });
});

describeRoute('GET /api/organizations/{id}/users/{uid}', {
  method: 'GET',
  path: () => `/api/organizations/${fx.orgId}/users/${member.uid}`,
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect(body._id).toBe(member.uid);
  },
  forbidden: { who: 'the member itself, not an admin', token: () => member.idToken },
  missingPath: () => `/api/organizations/${fx.orgId}/users/nobody`,
});

describeRoute('PUT /api/organizations/{id}/users/{uid}', {
  method: 'PUT',
  path: () => `/api/organizations/${fx.orgId}/users/${member.uid}`,
  body: () => ({ properties: { name: 'Miembro', email: member.email, position: 'Directora' } }),
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({ role: 'member', properties: { position: 'Directora' } });
  },
  forbidden: { who: 'a plain member', token: () => member.idToken },
  missingPath: () => `/api/organizations/${fx.orgId}/users/nobody`,
  invalid: { body: () => ({ role: 'owner' }), field: 'role' },
});

describe("members per the organization's member fields (Configuración miembros)", () => {
  it('saves the fields, checks a member against them and refuses an invalid e-mail', async () => {
    const orgUrl = `/api/organizations/${fx.orgId}`;
    const fields = await callApi<{ user_properties: { name: string }[] }>(orgUrl, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: {
        user_properties: [{ name: 'sede', label: 'Sede', type: 'text', mandatory: true }],
      },
    });
    expect(fields.status).toBe(200);
    expect(fields.body.user_properties.map((f) => f.name)).toEqual(['sede']);
    const refused = await callApi(orgUrl, {
      method: 'PUT',
      token: member.idToken,
      body: { user_properties: [] },
    });
    expect(refused.status).toBe(403);

    const url = `${orgUrl}/users/${member.uid}`;
    const invalid = await callApi<{ errors?: Record<string, string> }>(url, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: { properties: { name: 'Miembro', email: 'no-es-un-correo', sede: 'Cali' } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.['properties.email']).toBe('Ingrese un correo válido');
    const missing = await callApi<{ errors?: Record<string, string> }>(url, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: { properties: { name: 'Miembro', email: member.email, position: 'Tesorera' } },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['properties.sede']);
    const saved = await callApi<{ properties: Record<string, unknown> }>(url, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: {
        properties: { name: 'Miembro', email: member.email, position: 'Tesorera', sede: 'Cali' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.properties).toMatchObject({ position: 'Tesorera', sede: 'Cali' });

    // The import's rows answer per row against the same fields.
    const batch = await callApi<{ results: { status: string; errors?: object }[] }>(
      `${orgUrl}/users/batch`,
      {
        method: 'POST',
        token: fx.orgAdmin.idToken,
        body: {
          rows: [
            { properties: { name: 'Sin sede', email: `sin-sede-${fx.orgId}@example.com` } },
            { properties: { name: 'Correo malo', email: 'malo', sede: 'Cali' } },
          ],
        },
      },
    );
    expect(batch.body.results.map((r) => r.status)).toEqual(['FAILED', 'FAILED']);
    await callApi(orgUrl, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: { user_properties: [] },
    });
  });
});

describe('organization admins cannot lock themselves out', () => {
  it('refuses removing or demoting oneself', async () => {
    const url = `/api/organizations/${fx.orgId}/users/${fx.orgAdmin.uid}`;
    const demote = await callApi(url, {
      method: 'PUT',
      token: fx.orgAdmin.idToken,
      body: { role: 'member' },
    });
    expect(demote.status).toBe(400);
    const remove = await callApi(url, { method: 'DELETE', token: fx.orgAdmin.idToken });
    expect(remove.status).toBe(400);
  });
});

describeRoute('DELETE /api/organizations/{id}/users/{uid}', {
  method: 'DELETE',
  path: () => `/api/organizations/${fx.orgId}/users/${member.uid}`,
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: async () => {
    expect((await adminDb.doc(paths.organizationMember(fx.orgId, member.uid)).get()).exists).toBe(
      false,
    );
  },
  forbidden: { who: 'a plain member', token: () => member.idToken },
  missingPath: () => `/api/organizations/${fx.orgId}/users/nobody`,
});

describe('member fields one at a time, each in a transaction (Configuración miembros)', () => {
  // An organization of its own: these routes rewrite its field list.
  let orgId = '';
  const fieldsUrl = () => `/api/organizations/${orgId}/userproperties`;
  const storedFields = async () =>
    ((await adminDb.doc(paths.organization(orgId)).get()).get('user_properties') ?? []) as {
      _id?: string;
      name: string;
      label: string;
    }[];
  const field = (name: string, label = name) => ({ name, label, type: 'text' });
  let editedId = '';
  let deletedId = '';

  beforeAll(async () => {
    const created = await callApi<{ _id: string }>('/api/organizations', {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: { name: 'Organización de los datos' },
    });
    orgId = created.body._id;
    for (const name of ['editado', 'borrado']) {
      const made = await callApi<{ _id: string }>(fieldsUrl(), {
        method: 'POST',
        token: fx.orgAdmin.idToken,
        body: field(name),
      });
      expect(made.status).toBe(201);
      if (name === 'editado') editedId = made.body._id;
      else deletedId = made.body._id;
    }
  });

  describeRoute('POST /api/organizations/{id}/userproperties', {
    method: 'POST',
    path: fieldsUrl,
    body: () => field('sede', 'Sede'),
    status: 201,
    allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
    forbidden: { who: 'someone who is not its admin', token: () => member.idToken },
    check: async ({ body }) => {
      expect((await storedFields()).find((f) => f.name === 'sede')?._id).toBe(body._id);
    },
    missingPath: () => '/api/organizations/no-such-org/userproperties',
    invalid: { body: () => ({ name: 'x', label: '', type: 'text' }), field: 'label' },
  });

  describeRoute('PUT /api/organizations/{id}/userproperties/{fieldId}', {
    method: 'PUT',
    path: () => `${fieldsUrl()}/${editedId}`,
    body: () => field('editado', 'Editado de nuevo'),
    allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
    forbidden: { who: 'someone who is not its admin', token: () => member.idToken },
    check: async () => {
      const stored = (await storedFields()).find((f) => f._id === editedId);
      expect(stored?.label).toBe('Editado de nuevo');
    },
    missingPath: () => `${fieldsUrl()}/no-such-field`,
    invalid: { body: () => ({ name: 'editado', label: 'x', type: 'nope' }), field: 'type' },
  });

  describeRoute('DELETE /api/organizations/{id}/userproperties/{fieldId}', {
    method: 'DELETE',
    path: () => `${fieldsUrl()}/${deletedId}`,
    allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
    forbidden: { who: 'someone who is not its admin', token: () => member.idToken },
    check: async () => {
      expect((await storedFields()).some((f) => f._id === deletedId)).toBe(false);
    },
    missingPath: () => `${fieldsUrl()}/no-such-field`,
  });

  it('refuses a name another field has, on the name field', async () => {
    const clash = await callApi<{ errors?: Record<string, string> }>(fieldsUrl(), {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: field('editado', 'Otro'),
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors?.name).toBe('Hay datos con el mismo nombre');
  });

  it('keeps every change of admins writing at once: 20 additions and an edit', async () => {
    // The routes' own transactions, 21 at once; through HTTP the functions emulator would mostly
    // measure itself starting workers (as counters.int.test.ts says).
    const before = (await storedFields()).length;
    const names = Array.from({ length: 20 }, (_, i) => `concurrente${i}`);
    const results = await Promise.all([
      ...names.map((name, i) =>
        organizationFields.add(orgId, attendeeFieldSchema.cast(field(name)), `concurrente-${i}`),
      ),
      organizationFields.update(
        orgId,
        editedId,
        attendeeFieldSchema.cast(field('editado', 'Editado a la vez')),
      ),
    ]);
    expect(results.every(Boolean)).toBe(true);
    const stored = await storedFields();
    expect(stored).toHaveLength(before + 20);
    expect(names.every((name) => stored.some((f) => f.name === name))).toBe(true);
    expect(stored.find((f) => f._id === editedId)?.label).toBe('Editado a la vez');
  }, 120_000);

  it('answers two admins adding fields at the same moment through the API, both kept', async () => {
    const results = await Promise.all(
      ['a_la_vez_1', 'a_la_vez_2'].map((name) =>
        callApi(fieldsUrl(), { method: 'POST', token: fx.orgAdmin.idToken, body: field(name) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const stored = await storedFields();
    expect(stored.filter((f) => f.name.startsWith('a_la_vez'))).toHaveLength(2);
  });
});
