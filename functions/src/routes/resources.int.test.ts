import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  createRoleFixture,
  seedAttendee,
  seedEvent,
  type RoleFixture,
} from '../../../tests/support/roles';
import { RESOURCES } from '../app';
import type { ResourceDeclaration } from './resource-router';

let fx: RoleFixture;
const refsSeeded = { space: 'espacio-1', type: 'tipo-1', category: 'categoria-1' };

interface Sample {
  create: () => Record<string, unknown>;
  edit: Record<string, unknown>;
  invalid: { body: Record<string, unknown>; field: string };
}

/** A valid body, an edit and a bad body for each declared kind (by its canonical path). */
const SAMPLES: Record<string, Sample> = {
  spaces: {
    // Names are unique per event: every sample gets its own.
    create: () => ({ name: uniqueId('Sala Andes') }),
    edit: { name: 'Sala Caribe' },
    invalid: { body: { name: '' }, field: 'name' },
  },
  categories: {
    create: () => ({ name: uniqueId('Tecnología'), color: '#1F77B4' }),
    edit: { name: 'Ciencia' },
    invalid: { body: { color: 'rojo' }, field: 'color' },
  },
  types: {
    create: () => ({ name: uniqueId('Taller') }),
    edit: { name: 'Panel' },
    invalid: { body: { name: '' }, field: 'name' },
  },
  speakers: {
    create: () => ({ name: 'Laura Restrepo', profession: 'Ingeniera' }),
    edit: { profession: 'Científica de datos' },
    invalid: { body: { image: 'no-es-url' }, field: 'image' },
  },
  hosts: {
    create: () => ({ name: 'Host Uno', email: 'host@example.com' }),
    edit: { name: 'Host Dos' },
    invalid: { body: { email: 'no' }, field: 'email' },
  },
  faqs: {
    create: () => ({ title: '¿Hay parqueadero?', content: '<p>Sí</p>' }),
    edit: { index: 2 },
    invalid: { body: { title: '' }, field: 'title' },
  },
  newsfeed: {
    create: () => ({
      title: 'Abrimos inscripciones',
      description_short: 'Corto',
      description_complete: '<p>Completo</p>',
      image: 'https://example.com/noticia.png',
      time: '2027-01-10',
    }),
    edit: { title: 'Cambiado' },
    invalid: { body: { time: '2027-13-40' }, field: 'time' },
  },
  products: {
    create: () => ({
      name: 'Cuadro',
      description: '<p>Óleo</p>',
      image: ['https://example.com/cuadro.png'],
      start_price: 100,
    }),
    edit: { price: 150 },
    invalid: { body: { image: [] }, field: 'image' },
  },
  tickets: {
    create: () => ({ title: 'General', price: 0 }),
    edit: { price: 10 },
    invalid: { body: { price: -1 }, field: 'price' },
  },
  pages: {
    create: () => ({ body: '<p>Bus</p>', title: 'Cómo llegar', slug: uniqueId('como-llegar') }),
    edit: { title: 'Cómo llegar al recinto' },
    invalid: { body: { slug: 'Con Espacios' }, field: 'slug' },
  },
  videos: {
    create: () => ({ title: 'Apertura', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    edit: { title: 'Apertura 2027' },
    invalid: { body: { url: 'https://example.com/video.mp4' }, field: 'url' },
  },
  partners: {
    create: () => ({ name: 'Café de Colombia', logo: 'https://example.com/cafe.png' }),
    edit: { link: 'https://example.com' },
    invalid: { body: { link: 'no-es-url' }, field: 'link' },
  },
  certificates: {
    create: () => ({ name: 'Asistencia', content: '<p>Certificamos</p>' }),
    edit: { name: 'Participación' },
    invalid: { body: { background: 'x' }, field: 'background' },
  },
  documents: {
    create: () => ({ type: 'folder', name: 'Memorias' }),
    edit: { title: 'Memorias 2027' },
    invalid: { body: { type: 'file', file: null }, field: 'file' },
  },
  surveys: {
    create: () => ({ survey: 'Satisfacción', publish: true }),
    edit: { open: true },
    invalid: { body: { graphyType: 'z' }, field: 'graphyType' },
  },
  userproperties: {
    create: () => ({ name: uniqueId('campo').replace(/-/g, '_'), label: 'Empresa', type: 'text' }),
    edit: { label: 'Empresa u organización' },
    invalid: { body: { type: 'list', options: [] }, field: 'options' },
  },
  activities: {
    create: () => ({
      name: 'Charla inaugural',
      datetime_start: '2027-03-15 09:00',
      datetime_end: '2027-03-15 10:00',
      space_id: refsSeeded.space,
      type_id: refsSeeded.type,
      activity_categories_ids: [refsSeeded.category],
      host_ids: ['speaker-1'],
      // Published from its form: activities are read through a per-role filter.
      isPublished: true,
    }),
    edit: { capacity: 50 },
    invalid: { body: { space_id: 'sala-que-no-existe' }, field: 'space_id' },
  },
  wall: {
    create: () => ({ text: 'Bienvenidos a la feria' }),
    edit: { text: 'Bienvenidos a la Feria Aforo 2027' },
    invalid: { body: { image: 'no-es-url' }, field: 'image' },
  },
  rolesattendees: {
    create: () => ({ name: uniqueId('VIP'), event_id: fx.eventId }),
    edit: { name: 'Prensa' },
    invalid: { body: { event_id: 'otro-evento' }, field: 'event_id' },
  },
};

/** The caller each declaration lets write: staff with its permission, else an event admin. */
const writer = (decl: ResourceDeclaration) =>
  decl.writePermission
    ? { who: `staff with ${decl.writePermission}`, token: () => fx.staffWith.idToken }
    : { who: 'an event admin', token: () => fx.eventAdmin.idToken };

/** Who reads a published item: anyone, or the attendees for attendee-only kinds. */
const reader = (decl: ResourceDeclaration) =>
  decl.visibility.kind === 'attendees'
    ? { who: 'an attendee', token: () => fx.attendee.idToken, isPublic: false }
    : { who: 'anyone', token: () => undefined, isPublic: true };

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_activity', 'admin_ticket', 'admin_staff'] });
  await Promise.all([
    adminDb.doc(paths.eventContentItem(fx.eventId, 'spaces', refsSeeded.space)).set({ name: 'S' }),
    adminDb.doc(paths.eventContentItem(fx.eventId, 'types', refsSeeded.type)).set({ name: 'T' }),
    adminDb
      .doc(paths.eventContentItem(fx.eventId, 'categories', refsSeeded.category))
      .set({ name: 'C', color: '#000000' }),
  ]);
});

async function create(decl: ResourceDeclaration, body: Record<string, unknown>): Promise<string> {
  const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/${decl.paths[0]}`, {
    method: 'POST',
    token: fx.eventAdmin.idToken,
    body,
  });
  if (res.status !== 201) throw new Error(`${decl.paths[0]}: ${JSON.stringify(res.body)}`);
  return res.body._id;
}

it('has a sample for every declared resource', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual(RESOURCES.map((d) => d.paths[0]).sort());
});

for (const decl of RESOURCES) {
  const kind = decl.paths[0] ?? '';
  const sample = SAMPLES[kind];
  if (!sample) continue;
  const base = () => `/api/events/${fx.eventId}/${kind}`;

  describe(`/api/events/{id}/${kind}`, () => {
    let item = '';
    let doomed = '';
    beforeAll(async () => {
      item = await create(decl, sample.create());
      doomed = await create(decl, sample.create());
      // Published where a flag says so, as the admin screens or the conference flow would.
      if (decl.visibility.kind === 'flag' && kind !== 'userproperties') {
        const field = decl.visibility.field;
        await adminDb
          .doc(`${paths.event(fx.eventId)}/${kindOf(decl)}/${item}`)
          .update({ [field]: true });
      }
    });

    describeRoute(`POST /api/events/{id}/${kind}`, {
      method: 'POST',
      path: base,
      body: sample.create,
      allowed: writer(decl),
      check: ({ body }) => {
        expect(typeof body._id).toBe('string');
        if (kind !== 'userproperties') expect(body.event_id).toBe(fx.eventId);
      },
      forbidden: { who: 'staff without the permission', token: () => fx.staff.idToken },
      missingPath: () => `/api/events/no-such-event/${kind}`,
      invalid: {
        body: () => ({ ...sample.create(), ...sample.invalid.body }),
        field: sample.invalid.field,
      },
    });

    describeRoute(`GET /api/events/{id}/${kind}`, {
      method: 'GET',
      path: base,
      allowed: reader(decl),
      isPublic: reader(decl).isPublic,
      ...(reader(decl).isPublic
        ? {}
        : { forbidden: { who: 'a stranger', token: () => fx.stranger.idToken } }),
      check: ({ body }) => {
        expect((body.data as { _id: string }[]).map((d) => d._id)).toContain(item);
      },
      missingPath: () => `/api/events/no-such-event/${kind}`,
      invalid: { path: () => `${base()}?pageSize=0`, field: 'pageSize' },
    });

    describeRoute(`GET /api/events/{id}/${kind}/{id}`, {
      method: 'GET',
      path: () => `${base()}/${item}`,
      allowed: reader(decl),
      isPublic: reader(decl).isPublic,
      ...(reader(decl).isPublic
        ? {}
        : { forbidden: { who: 'a stranger', token: () => fx.stranger.idToken } }),
      check: ({ body }) => {
        expect(body._id).toBe(item);
      },
      missingPath: () => `${base()}/no-such-item`,
    });

    describeRoute(`PUT /api/events/{id}/${kind}/{id}`, {
      method: 'PUT',
      path: () => `${base()}/${item}`,
      body: () => sample.edit,
      allowed: writer(decl),
      check: ({ body }) => {
        expect(body).toMatchObject(sample.edit);
        // A partial edit keeps the fields it does not name.
        const kept = Object.entries(sample.create()).find(([key]) => !(key in sample.edit));
        if (kept && kind !== 'userproperties') expect(body[kept[0]]).toEqual(kept[1]);
      },
      forbidden: { who: 'staff without the permission', token: () => fx.staff.idToken },
      missingPath: () => `${base()}/no-such-item`,
      invalid: { body: () => sample.invalid.body, field: sample.invalid.field },
    });

    describeRoute(`DELETE /api/events/{id}/${kind}/{id}`, {
      method: 'DELETE',
      path: () => `${base()}/${doomed}`,
      allowed: writer(decl),
      check: async () => {
        const gone = await callApi(`${base()}/${doomed}`, { token: fx.eventAdmin.idToken });
        expect(gone.status).toBe(404);
      },
      forbidden: { who: 'staff without the permission', token: () => fx.staff.idToken },
      missingPath: () => `${base()}/no-such-item`,
    });

    for (const alias of decl.paths.slice(1)) {
      it(`answers the spec's alias /${alias} like /${kind}`, async () => {
        const res = await callApi<{ data: { _id: string }[] }>(
          `/api/events/${fx.eventId}/${alias}`,
          { token: fx.eventAdmin.idToken },
        );
        expect(res.status).toBe(200);
        expect(res.body.data.map((d) => d._id)).toContain(item);
      });
    }
  });
}

/** The stored collection of a declaration (userproperties live in the event document). */
function kindOf(decl: ResourceDeclaration): string {
  const byPath: Record<string, string> = { newsfeed: 'news', rolesattendees: 'roles' };
  const path = decl.paths[0] ?? '';
  return byPath[path] ?? path;
}

describe('who sees unpublished content', () => {
  it('hides a draft survey from visitors and shows it to any staff', async () => {
    const draft = await create(
      RESOURCES.find((d) => d.paths[0] === 'surveys') as ResourceDeclaration,
      {
        survey: 'Borrador',
      },
    );
    const url = `/api/events/${fx.eventId}/surveys`;
    const anonymous = await callApi<{ data: { _id: string }[] }>(url);
    expect(anonymous.body.data.map((s) => s._id)).not.toContain(draft);
    expect((await callApi(`${url}/${draft}`)).status).toBe(404);
    const staff = await callApi<{ data: { _id: string }[] }>(url, { token: fx.staff.idToken });
    expect(staff.body.data.map((s) => s._id)).toContain(draft);
  });

  it('keeps certificates for attendees: sign in first (401), then be one (403)', async () => {
    const url = `/api/events/${fx.eventId}/certificates`;
    expect((await callApi(url)).status).toBe(401);
    expect((await callApi(url, { token: fx.stranger.idToken })).status).toBe(403);
  });

  it('shows a restricted document only to the listed users', async () => {
    const doc = await create(
      RESOURCES.find((d) => d.paths[0] === 'documents') as ResourceDeclaration,
      {
        type: 'folder',
        name: 'Privada',
        permissionUser: [fx.attendee.uid],
      },
    );
    const url = `/api/events/${fx.eventId}/documents/${doc}`;
    expect((await callApi(url)).status).toBe(404);
    expect((await callApi(url, { token: fx.stranger.idToken })).status).toBe(404);
    expect((await callApi(url, { token: fx.attendee.idToken })).status).toBe(200);
  });

  it("lists to each reader the public documents and its own role's, no others", async () => {
    const documents = RESOURCES.find((d) => d.paths[0] === 'documents') as ResourceDeclaration;
    const [roleIn, roleOut] = [uniqueId('rol-expositores'), uniqueId('rol-visitantes')];
    const reader = await createUserWithToken();
    await seedAttendee(fx.eventId, { accountId: reader.uid, email: reader.email, rolId: roleIn });
    const open = await create(documents, { type: 'folder', name: 'Para todos' });
    const mine = await create(documents, {
      type: 'folder',
      name: 'Expositores',
      permissionRol: [roleIn],
    });
    const other = await create(documents, {
      type: 'folder',
      name: 'Visitantes',
      permissionRol: [roleOut],
    });
    const listed = async (token?: string) =>
      (
        await callApi<{ data: { _id: string }[] }>(
          `/api/events/${fx.eventId}/documents?pageSize=100`,
          { token },
        )
      ).body.data.map((d) => d._id);

    const asReader = await listed(reader.idToken);
    expect(asReader).toEqual(expect.arrayContaining([open, mine]));
    expect(asReader).not.toContain(other);
    // Without a registration (an account, or nobody) a role-restricted document is not listed.
    for (const token of [undefined, fx.stranger.idToken]) {
      const seen = await listed(token);
      expect(seen).toContain(open);
      expect(seen).not.toContain(mine);
      expect(seen).not.toContain(other);
    }
    // The event's team sees every document.
    expect(await listed(fx.eventAdmin.idToken)).toEqual(
      expect.arrayContaining([open, mine, other]),
    );
  });

  it('hides the content of a private event from strangers', async () => {
    const privateEvent = await seedEvent({ visibility: 'PRIVATE' });
    const res = await callApi(`/api/events/${privateEvent}/spaces`, { token: fx.stranger.idToken });
    expect(res.status).toBe(404);
  });
});

describe('attendee fields (userproperties)', () => {
  const url = () => `/api/events/${fx.eventId}/userproperties`;

  it('addresses the fixed fields by name and refuses deleting them', async () => {
    const email = await callApi<{ name: string }>(`${url()}/email`, {
      token: fx.eventAdmin.idToken,
    });
    expect(email.body.name).toBe('email');
    const del = await callApi(`${url()}/email`, { method: 'DELETE', token: fx.eventAdmin.idToken });
    expect(del.status).toBe(400);
  });

  it('refuses a second field with the same name', async () => {
    const res = await callApi<{ errors: Record<string, string> }>(url(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { name: 'documento', label: 'Otro documento', type: 'text' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toBeDefined();
  });

  it('saves a condition through the event and drops it with the field it names', async () => {
    const token = fx.eventAdmin.idToken;
    const made = await callApi<{ _id: string }>(url(), {
      method: 'POST',
      token,
      body: {
        name: 'vienesAcompanado',
        label: 'Vienes acompañado',
        type: 'list',
        options: [
          { label: 'Sí', value: 'si' },
          { label: 'No', value: 'no' },
        ],
      },
    });
    expect(made.status).toBe(201);
    const condition = {
      field: 'documento',
      state: 'enabled',
      fieldToValidate: 'vienesAcompanado',
      value: 'si',
    };
    const put = await callApi<{ fields_conditions: unknown[] }>(`/api/events/${fx.eventId}`, {
      method: 'PUT',
      token,
      body: { fields_conditions: [condition] },
    });
    expect(put.status).toBe(200);
    expect(put.body.fields_conditions).toEqual([condition]);
    const bad = await callApi(`/api/events/${fx.eventId}`, {
      method: 'PUT',
      token,
      body: { fields_conditions: [{ ...condition, state: 'maybe' }] },
    });
    expect(bad.status).toBe(400);

    const del = await callApi(`${url()}/${made.body._id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    const event = (await adminDb.doc(paths.event(fx.eventId)).get()).data();
    expect(event?.fields_conditions).toEqual([]);
  });
});

describe('names are unique, a role in use is not deleted', () => {
  const post = (kind: string, body: Record<string, unknown>) =>
    callApi<{ _id: string; errors?: Record<string, string> }>(`/api/events/${fx.eventId}/${kind}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body,
    });

  it('refuses a second space, category, type or role with the same name (any case)', async () => {
    for (const [kind, extra] of [
      ['spaces', {}],
      ['categories', { color: '#1F77B4' }],
      ['types', {}],
      ['rolesattendees', {}],
    ] as const) {
      const name = uniqueId('Nombre Repetido');
      expect((await post(kind, { name, ...extra })).status, kind).toBe(201);
      const again = await post(kind, { name: ` ${name.toUpperCase()} `, ...extra });
      expect(again.status, kind).toBe(400);
      expect(again.body.errors?.name, kind).toMatch(/^Ya existe .* con este nombre$/);
      // Renaming another item to the taken name is refused too.
      const other = await post(kind, { name: uniqueId('Otro'), ...extra });
      const renamed = await callApi(`/api/events/${fx.eventId}/${kind}/${other.body._id}`, {
        method: 'PUT',
        token: fx.eventAdmin.idToken,
        body: { name },
      });
      expect(renamed.status, kind).toBe(400);
    }
  });

  it('refuses deleting a role attendees use, saying how many', async () => {
    const role = await post('rolesattendees', { name: uniqueId('Prensa') });
    await seedAttendee(fx.eventId, { rolId: role.body._id });
    await seedAttendee(fx.eventId, { rolId: role.body._id });
    const url = `/api/events/${fx.eventId}/rolesattendees/${role.body._id}`;
    const refused = await callApi<{ message: string }>(url, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/2 asistentes tienen este rol/);
    expect((await callApi(url)).status).toBe(200);
  });

  it("refuses deleting a paid event's payment role", async () => {
    const role = await post('rolesattendees', { name: uniqueId('Pago') });
    const unpaid = await post('rolesattendees', { name: uniqueId('Sin pago') });
    await adminDb.doc(paths.event(fx.eventId)).update({
      payment: {
        enabled: true,
        price: 1000,
        currency: 'COP',
        description: '',
        unpaid_rol_id: unpaid.body._id,
        paid_rol_id: role.body._id,
      },
    });
    try {
      const res = await callApi(`/api/events/${fx.eventId}/rolesattendees/${role.body._id}`, {
        method: 'DELETE',
        token: fx.eventAdmin.idToken,
      });
      expect(res.status).toBe(409);
    } finally {
      await adminDb.doc(paths.event(fx.eventId)).update({ payment: null });
    }
  });
});
