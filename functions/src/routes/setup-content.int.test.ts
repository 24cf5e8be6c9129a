import { paths, type AforoEvent } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;
const events = (path = '') => `/api/events/${fx.eventId}${path}`;

beforeAll(async () => {
  fx = await createRoleFixture({
    permissions: ['admin_ticket', 'admin_staff'],
    event: { event_stages: [{ stage_id: 'preventa', title: 'Preventa' }], tickets: [] },
  });
});

const eventTickets = async () =>
  (await callApi<AforoEvent>(events(), { token: fx.eventAdmin.idToken })).body.tickets;

describe('ticket types keep the event summary the landing offers', () => {
  it('mirrors a created, edited and deleted ticket into event.tickets', async () => {
    const created = await callApi<{ _id: string }>(events('/tickets'), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { title: 'VIP', price: 120_000, currency: 'cop', capacity: 50, stage_id: 'preventa' },
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(await eventTickets()).toContainEqual({
      _id: id,
      title: 'VIP',
      price: 120_000,
      currency: 'COP',
      capacity: 50,
      stage_id: 'preventa',
    });

    const edited = await callApi(events(`/tickets/${id}`), {
      method: 'PUT',
      token: fx.staffWith.idToken,
      body: { price: 90_000, capacity: null },
    });
    expect(edited.status).toBe(200);
    expect((await eventTickets()).find((t) => t._id === id)).toMatchObject({
      price: 90_000,
      capacity: null,
      title: 'VIP',
    });

    const removed = await callApi(events(`/tickets/${id}`), {
      method: 'DELETE',
      token: fx.staffWith.idToken,
    });
    expect(removed.status).toBe(200);
    expect((await eventTickets()).some((t) => t._id === id)).toBe(false);
  });

  it('refuses a stage the event does not have, and a capacity of 0, under their fields', async () => {
    const res = await callApi<{ errors: Record<string, string> }>(events('/tickets'), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { title: 'General', stage_id: 'no-existe' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.stage_id).toBe('La etapa no existe en este evento');
    const zero = await callApi<{ errors: Record<string, string> }>(events('/tickets'), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { title: 'General', capacity: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.capacity).toBe('El cupo debe ser mayor que 0');
  });
});

describe('custom pages', () => {
  it('shows visitors only published pages and refuses a second page at the same address', async () => {
    const slug = uniqueId('programa');
    const draft = await callApi<{ _id: string }>(events('/pages'), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { title: 'Programa', slug, body: '<p>Borrador</p>' },
    });
    expect(draft.status).toBe(201);
    const listed = async (token?: string) =>
      (await callApi<{ data: { _id: string }[] }>(events('/pages'), { token })).body.data.map(
        (p) => p._id,
      );
    expect(await listed()).not.toContain(draft.body._id);
    expect(await listed(fx.staff.idToken)).toContain(draft.body._id);

    await callApi(events(`/pages/${draft.body._id}`), {
      method: 'PUT',
      token: fx.staffWith.idToken,
      body: { published: true },
    });
    expect(await listed()).toContain(draft.body._id);

    const clash = await callApi<{ errors: Record<string, string> }>(events('/pages'), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { title: 'Otro', slug },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.slug).toBe('Ya existe una página con esta dirección');
  });

  it('lets only admin-staff write pages', async () => {
    const res = await callApi(events('/pages'), {
      method: 'POST',
      token: fx.staff.idToken,
      body: { title: 'Programa', slug: uniqueId('otra') },
    });
    expect(res.status).toBe(403);
  });
});

describe("the event's notification settings", () => {
  const addStaff = async (email: string) =>
    callApi(`/api/contributors/events/${fx.eventId}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { email, name: 'Portería', role: 'staff', permission_ids: ['checkin'] },
    });
  const mailsTo = async (email: string) =>
    (await adminDb.collection(paths.mail()).where('to', '==', email).get()).docs.map((d) =>
      String(d.get('text')),
    );

  it('sends no staff notice when switched off, and signs it when on', async () => {
    await adminDb
      .doc(paths.event(fx.eventId))
      .update({ notification_settings: { staff_added_mail: false, signature: '' } });
    const silent = `${uniqueId('silencio')}@example.com`;
    expect((await addStaff(silent)).status).toBe(201);
    expect(await mailsTo(silent)).toEqual([]);

    const saved = await callApi(events(), {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { notification_settings: { staff_added_mail: true, signature: 'Equipo Aforo' } },
    });
    expect(saved.status).toBe(200);
    const told = `${uniqueId('aviso')}@example.com`;
    expect((await addStaff(told)).status).toBe(201);
    const [text] = await mailsTo(told);
    expect(text).toContain('Equipo Aforo');
  });
});
