import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventFactory } from '../../../tests/factories';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  createRoleFixture,
  seedAttendee,
  seedEvent,
  type RoleFixture,
} from '../../../tests/support/roles';

interface EventBody {
  _id: string;
  name: string;
}

const publicId = uniqueId('evt-public');
const publicPast = uniqueId('evt-past');

describe('GET /api/events', () => {
  const privateId = uniqueId('evt-private');
  let author: { uid: string; idToken: string };

  beforeAll(async () => {
    await seedEvent({
      _id: publicPast,
      datetime_from: '2020-02-01 09:00:00',
      datetime_to: '2020-02-01 18:00:00',
    });
    author = await createUserWithToken();
    const { _id: _p, ...pub } = eventFactory({ _id: publicId, name: `Público ${publicId}` });
    const { _id: _q, ...priv } = eventFactory({
      _id: privateId,
      name: `Privado ${privateId}`,
      visibility: 'PRIVATE',
      author_id: author.uid,
    });
    await adminDb.doc(paths.event(publicId)).set(pub);
    await adminDb.doc(paths.event(privateId)).set(priv);
  });

  it('lists public events with their ids and leaves private ones out', async () => {
    const res = await callApi<{ data: EventBody[] }>('/api/events?pageSize=100');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((e) => e._id);
    expect(ids).toContain(publicId);
    expect(ids).not.toContain(privateId);
  });

  it('answers 400 with field errors for a bad pageSize', async () => {
    const res = await callApi<{ status: number; errors: Record<string, string> }>(
      '/api/events?pageSize=abc',
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.errors.pageSize).toMatch(/número/);
  });

  it('answers 400 for an unknown filter instead of ignoring it', async () => {
    const res = await callApi<{ errors: Record<string, string> }>('/api/events?foo=1');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ foo: 'Campo no reconocido' });
  });

  it('returns one public event by id', async () => {
    const res = await callApi<EventBody>(`/api/events/${publicId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: publicId, name: `Público ${publicId}` });
  });

  it('hides a private event from anonymous callers (404) and shows it to its author', async () => {
    expect((await callApi(`/api/events/${privateId}`)).status).toBe(404);
    const res = await callApi<EventBody>(`/api/events/${privateId}`, { token: author.idToken });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(privateId);
  });

  it('answers 404 in the error shape for a missing or malformed id', async () => {
    for (const id of ['does-not-exist', 'bad%20id', 'a.b', 'x'.repeat(200)]) {
      const res = await callApi<{ status: number; message: string }>(`/api/events/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'Evento no encontrado' });
    }
  });

  it('refuses a forged token with 401 and no stack trace', async () => {
    const res = await callApi<{ status: number; message: string }>('/api/events', {
      token: 'not.a.token',
    });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('answers unknown routes in the error shape', async () => {
    const missing = await callApi<{ status: number; message: string }>('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, message: 'Ruta no encontrada: GET /api/nope' });
  });

  it('answers malformed JSON with a 400 that carries no stack trace', async () => {
    // The platform's body parser answers this before the app runs (see scripts/firebase.mjs).
    const bad = await callApi('/api/events', { method: 'POST', rawBody: '{"a":' });
    expect(bad.status).toBe(400);
    expect(String(JSON.stringify(bad.body))).not.toMatch(/SyntaxError|node_modules|at JSON/);
  });
});

describe('event routes with roles', () => {
  let fx: RoleFixture;
  const newEvent = () => ({
    name: `Evento nuevo ${uniqueId('n')}`,
    datetime_from: '2027-05-01 09:00',
    datetime_to: '2027-05-01 18:00',
  });

  beforeAll(async () => {
    fx = await createRoleFixture({ permissions: ['history_invitations'] });
  });

  describeRoute('GET /api/events/?filtered=[name]', {
    method: 'GET',
    path: () =>
      `/api/events/?filtered=${encodeURIComponent(JSON.stringify([{ field: 'name', value: `Evento ${fx.eventId}` }]))}`,
    allowed: { who: 'anyone', token: () => undefined },
    isPublic: true,
    check: ({ body }) => {
      expect((body.data as EventBody[]).map((e) => e._id)).toEqual([fx.eventId]);
    },
    invalid: {
      path: () => `/api/events/?filtered=${encodeURIComponent('[{"field":"secret","value":"x"}]')}`,
      field: 'filtered',
    },
  });

  for (const [route, seeded, absent] of [
    ['/api/eventsbeforetoday', publicPast, publicId],
    ['/api/eventsaftertoday', publicId, publicPast],
  ] as const) {
    describeRoute(`GET ${route}`, {
      method: 'GET',
      path: () => `${route}?pageSize=500`,
      allowed: { who: 'anyone', token: () => undefined },
      isPublic: true,
      check: ({ body }) => {
        const ids = (body.data as EventBody[]).map((e) => e._id);
        expect(ids).toContain(seeded);
        expect(ids).not.toContain(absent);
      },
      invalid: { path: () => `${route}?pageSize=0`, field: 'pageSize' },
    });
  }

  it('sorts events by their end: a running event is upcoming, an ended one past (#13 item 10)', async () => {
    const running = await seedEvent({
      datetime_from: '2020-03-01 09:00:00',
      datetime_to: '2099-03-01 18:00:00',
    });
    const ids = async (route: string) =>
      (await callApi<{ data: EventBody[] }>(`${route}?pageSize=500`)).body.data.map((e) => e._id);
    const [before, after] = await Promise.all([
      ids('/api/eventsbeforetoday'),
      ids('/api/eventsaftertoday'),
    ]);
    expect(after).toContain(running);
    expect(before).not.toContain(running);
    expect(before).toContain(publicPast);
    expect(after).not.toContain(publicPast);
  });

  describeRoute('GET /api/me/contributors/events', {
    method: 'GET',
    path: () => '/api/me/contributors/events',
    allowed: { who: 'staff of an event', token: () => fx.staff.idToken },
    check: ({ body }) => {
      expect((body.data as EventBody[]).map((e) => e._id)).toContain(fx.eventId);
    },
    invalid: { path: () => '/api/me/contributors/events?pageSize=x', field: 'pageSize' },
  });

  describe('GET /api/me/contributors/events, who counts', () => {
    it("lists the author's events and nothing for a stranger", async () => {
      const author = await callApi<{ data: EventBody[] }>('/api/me/contributors/events', {
        token: fx.author.idToken,
      });
      expect(author.body.data.map((e) => e._id)).toContain(fx.eventId);
      const stranger = await callApi<{ data: EventBody[] }>('/api/me/contributors/events', {
        token: fx.stranger.idToken,
      });
      expect(stranger.body.data).toEqual([]);
    });

    it('lists the events of an organization the caller administers, and staff by e-mail', async () => {
      const orgAdmin = await callApi<{ data: EventBody[] }>('/api/me/contributors/events', {
        token: fx.orgAdmin.idToken,
      });
      expect(orgAdmin.status).toBe(200);
      expect(orgAdmin.body.data.map((e) => e._id)).toContain(fx.eventId);
      for (const who of [fx.eventAdmin, fx.staff]) {
        const res = await callApi<{ data: EventBody[] }>('/api/me/contributors/events', {
          token: who.idToken,
        });
        expect(res.body.data.map((e) => e._id)).toContain(fx.eventId);
      }
      // A registered attendee does not administer the event.
      const attendee = await callApi<{ data: EventBody[] }>('/api/me/contributors/events', {
        token: fx.attendee.idToken,
      });
      expect(attendee.body.data.map((e) => e._id)).not.toContain(fx.eventId);
    });
  });

  describeRoute('POST /api/events', {
    method: 'POST',
    path: () => '/api/events',
    body: newEvent,
    allowed: { who: 'a signed-in user', token: () => fx.stranger.idToken },
    check: async ({ body }) => {
      const stored = (await adminDb.doc(paths.event(String(body._id))).get()).data();
      expect(stored).toMatchObject({ author_id: fx.stranger.uid, organizer_id: null });
      expect(stored?.visibility).toBe('PUBLIC');
    },
    invalid: { body: () => ({ ...newEvent(), name: 'abc' }), field: 'name' },
  });

  describeRoute('POST /api/events?orgId={org}', {
    method: 'POST',
    path: () => `/api/events?orgId=${fx.orgId}`,
    body: newEvent,
    allowed: { who: 'an admin of the organization', token: () => fx.orgAdmin.idToken },
    check: async ({ body }) => {
      expect(body.organizer_id).toBe(fx.orgId);
    },
    forbidden: { who: 'someone outside the organization', token: () => fx.stranger.idToken },
    missingPath: () => '/api/events?orgId=org-that-does-not-exist',
    invalid: {
      body: () => ({ ...newEvent(), datetime_to: '2020-01-01 00:00' }),
      field: 'datetime_to',
    },
  });

  describeRoute('PUT /api/events/{id}', {
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}`,
    body: () => ({ styles: { brandPrimary: '#112233' }, venue: 'Otro lugar' }),
    allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
    check: async ({ body }) => {
      expect(body.venue).toBe('Otro lugar');
      // A partial edit keeps what it does not name.
      expect(body.name).toBe(`Evento ${fx.eventId}`);
      expect((body.styles as Record<string, unknown>).brandPrimary).toBe('#112233');
      expect(body.author_id).toBe(fx.author.uid);
    },
    forbidden: { who: 'staff without the admin role', token: () => fx.staffWith.idToken },
    missingPath: () => '/api/events/no-such-event',
    invalid: { body: () => ({ picture: 'no es url' }), field: 'picture' },
  });

  describe('PUT /api/events/{id}, who is an admin', () => {
    it('lets the author and the organization admin edit', async () => {
      for (const who of [fx.author, fx.orgAdmin]) {
        const res = await callApi(`/api/events/${fx.eventId}`, {
          method: 'PUT',
          token: who.idToken,
          body: { venue: `Lugar ${who.uid}` },
        });
        expect(res.status).toBe(200);
      }
    });

    it('refuses moving the event to an organization the caller does not administer', async () => {
      const res = await callApi(`/api/events/${fx.eventId}`, {
        method: 'PUT',
        token: fx.eventAdmin.idToken,
        body: { organizer_id: 'org-aforo-demo' },
      });
      expect(res.status).toBe(403);
    });
  });

  describeRoute('GET /api/events/{id}/stylestemp', {
    method: 'GET',
    path: () => `/api/events/${fx.eventId}/stylestemp`,
    allowed: { who: 'anyone (public event)', token: () => undefined },
    isPublic: true,
    check: ({ body }) => {
      const styles = body.styles as Record<string, unknown>;
      expect(body._id).toBe(fx.eventId);
      // Every key the landing renders, stored or default.
      expect(styles).toHaveProperty('toolbarDefaultBg');
      expect(styles).toHaveProperty('hideDatesAgenda');
    },
    missingPath: () => '/api/events/no-such-event/stylestemp',
  });

  it('GET stylestemp of a private event: its attendees and team, not strangers (404)', async () => {
    const privateId = await seedEvent({ visibility: 'PRIVATE' });
    const path = `/api/events/${privateId}/stylestemp`;
    expect((await callApi(path, { token: fx.stranger.idToken })).status).toBe(404);
    expect((await callApi(path)).status).toBe(404);
  });

  describe('PUT /api/events/{id} with a short path', () => {
    const put = (eventId: string, token: string, body: object) =>
      callApi<{ short_path?: string | null; errors?: Record<string, string> }>(
        `/api/events/${eventId}`,
        { method: 'PUT', token, body },
      );
    const claimOf = async (path: string) =>
      (await adminDb.doc(paths.shortPath(path)).get()).data() as { event_id: string } | undefined;

    it('stores it normalized and claims it for the event; a change releases the old one', async () => {
      const first = uniqueId('feria').toLowerCase().slice(0, 30);
      const res = await put(fx.eventId, fx.eventAdmin.idToken, {
        short_path: ` /${first.toUpperCase()} `,
      });
      expect(res.status).toBe(200);
      expect(res.body.short_path).toBe(first);
      expect(await claimOf(first)).toEqual({ event_id: fx.eventId });

      const second = `${first}-b`;
      expect((await put(fx.eventId, fx.eventAdmin.idToken, { short_path: second })).status).toBe(
        200,
      );
      expect(await claimOf(second)).toEqual({ event_id: fx.eventId });
      expect(await claimOf(first)).toBeUndefined();

      const cleared = await put(fx.eventId, fx.eventAdmin.idToken, { short_path: '' });
      expect(cleared.body.short_path).toBeNull();
      expect(await claimOf(second)).toBeUndefined();
    });

    it("refuses another event's short path with 409 on the field, and changes nothing", async () => {
      const taken = uniqueId('expo').toLowerCase().slice(0, 30);
      await adminDb.doc(paths.shortPath(taken)).set({ event_id: 'evt-someone-else' });
      const res = await put(fx.eventId, fx.eventAdmin.idToken, { short_path: taken });
      expect(res.status).toBe(409);
      expect(res.body.errors?.short_path).toBe('Esta dirección corta ya es de otro evento');
      expect(await claimOf(taken)).toEqual({ event_id: 'evt-someone-else' });
    });

    it("refuses the app's own routes and malformed paths with 400 on the field", async () => {
      for (const [shortPath, message] of [
        ['landing', 'Esta dirección es de la plataforma: elija otra'],
        ['EventAdmin', 'Esta dirección es de la plataforma: elija otra'],
        ['a/b', 'Use de 3 a 40 minúsculas, números o guiones (p. ej. feria2027)'],
        ['ñu', 'Use de 3 a 40 minúsculas, números o guiones (p. ej. feria2027)'],
      ] as const) {
        const res = await put(fx.eventId, fx.eventAdmin.idToken, { short_path: shortPath });
        expect(res.status, shortPath).toBe(400);
        expect(res.body.errors?.short_path).toBe(message);
      }
    });

    it('lets only event admins choose it', async () => {
      const path = uniqueId('solo').toLowerCase().slice(0, 30);
      for (const who of [fx.staff, fx.attendee]) {
        expect((await put(fx.eventId, who.idToken, { short_path: path })).status).toBe(403);
      }
      expect(await claimOf(path)).toBeUndefined();
    });

    it('is claimed on creation too, and released when the event is deleted', async () => {
      const path = uniqueId('nuevo').toLowerCase().slice(0, 30);
      const created = await callApi<EventBody>('/api/events', {
        method: 'POST',
        token: fx.author.idToken,
        body: { ...newEvent(), short_path: path },
      });
      expect(created.status).toBe(201);
      expect(await claimOf(path)).toEqual({ event_id: created.body._id });
      const again = await callApi('/api/events', {
        method: 'POST',
        token: fx.author.idToken,
        body: { ...newEvent(), short_path: path },
      });
      expect(again.status).toBe(409);
      const deleted = await callApi(`/api/events/${created.body._id}`, {
        method: 'DELETE',
        token: fx.author.idToken,
      });
      expect(deleted.status).toBe(200);
      expect(await claimOf(path)).toBeUndefined();
    });
  });

  describeRoute('DELETE /api/events/{id}', {
    method: 'DELETE',
    path: () => `/api/events/${doomed}`,
    allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
    check: async () => {
      expect((await adminDb.doc(paths.event(doomed)).get()).exists).toBe(false);
      const attendees = await adminDb.collection(paths.attendees(doomed)).count().get();
      expect(attendees.data().count).toBe(0);
    },
    forbidden: { who: 'staff', token: () => fx.staff.idToken },
    missingPath: () => '/api/events/no-such-event',
  });
  let doomed = '';
  beforeAll(async () => {
    doomed = await seedEvent({ authorId: null, orgId: fx.orgId });
    await adminDb.doc(paths.staffMember(doomed, fx.eventAdmin.uid)).set({
      email: fx.eventAdmin.email,
      name: '',
      role: 'admin',
      permission_ids: [],
    });
    await adminDb.doc(paths.staffMember(doomed, fx.staff.uid)).set({
      email: fx.staff.email,
      name: '',
      role: 'staff',
      permission_ids: [],
    });
    await seedAttendee(doomed);
  });

  describeRoute('GET /api/events/{id}/invitations', {
    method: 'GET',
    path: () => `/api/events/${fx.eventId}/invitations`,
    allowed: { who: 'staff with history_invitations', token: () => fx.staffWith.idToken },
    check: async ({ body }) => {
      const data = body.data as { to: string; html?: string }[];
      expect(data.map((m) => m.to)).toContain('invitado@example.com');
      expect(data[0]?.html).toBeUndefined();
    },
    forbidden: { who: 'staff without it', token: () => fx.staff.idToken },
    missingPath: () => '/api/events/no-such-event/invitations',
    invalid: {
      path: () => `/api/events/${fx.eventId}/invitations?pageSize=501`,
      field: 'pageSize',
    },
  });
  beforeAll(async () => {
    await adminDb.collection(paths.mail()).add({
      to: 'invitado@example.com',
      subject: 'Acceso',
      text: 't',
      html: '<p>t</p>',
      state: 'PENDING',
      kind: 'access',
      event_id: fx.eventId,
      created_at: new Date(),
    });
  });

  describe('GET /api/events/{id} of a private event', () => {
    it('shows it to its attendees and staff, not to strangers', async () => {
      const privateEvent = await seedEvent({ visibility: 'PRIVATE', orgId: fx.orgId });
      await seedAttendee(privateEvent, { accountId: fx.attendee.uid, email: fx.attendee.email });
      expect(
        (await callApi(`/api/events/${privateEvent}`, { token: fx.attendee.idToken })).status,
      ).toBe(200);
      expect(
        (await callApi(`/api/events/${privateEvent}`, { token: fx.orgAdmin.idToken })).status,
      ).toBe(200);
      expect(
        (await callApi(`/api/events/${privateEvent}`, { token: fx.stranger.idToken })).status,
      ).toBe(404);
    });
  });
});
