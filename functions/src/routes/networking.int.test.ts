import {
  INVITATION_ANSWERED_MESSAGE,
  INVITATION_NOT_ATTENDEE_MESSAGE,
  INVITATION_TO_SELF_MESSAGE,
  paths,
  type ContactsReport,
  privateChatId,
} from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

/** Networking: the attendee list, contact requests and their answer. */
let fx: RoleFixture;

interface Person {
  uid: string;
  idToken: string;
  email: string;
}

async function attendeeUser(names: string, extra: Record<string, string> = {}): Promise<Person> {
  const user = await createUserWithToken();
  await seedAttendee(fx.eventId, {
    accountId: user.uid,
    email: user.email,
    names,
    properties: extra,
  });
  return user;
}

interface Answer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  data: Record<string, unknown>;
  total?: number;
}

const invite = (from: Person, to: string) =>
  callApi<Answer>(`/api/events/${fx.eventId}/networking/invitations`, {
    method: 'POST',
    token: from.idToken,
    body: { id_user_requested: to },
  });
const respond = (who: Person, id: string, response: 'accepted' | 'declined') =>
  callApi<Answer>(`/api/events/${fx.eventId}/acceptordecline/${id}`, {
    method: 'PUT',
    token: who.idToken,
    body: { response },
  });
const notificationsOf = async (uid: string) =>
  (await adminDb.collection(paths.notifications(uid)).get()).docs.map((d) => d.data());

let ana: Person;
let beto: Person;
let carla: Person;

beforeAll(async () => {
  // staffWith holds the invitation-history and metrics permissions: still not an admin here.
  fx = await createRoleFixture({ permissions: ['history_invitations', 'metrics'] });
  await adminDb.doc(paths.event(fx.eventId)).update({
    user_properties: [
      { name: 'email', label: 'Correo', type: 'email', visibleByContacts: false, options: [] },
      { name: 'names', label: 'Nombres', type: 'text', visibleByContacts: true, options: [] },
      { name: 'empresa', label: 'Empresa', type: 'text', visibleByContacts: true, options: [] },
      { name: 'telefono', label: 'Teléfono', type: 'text', visibleByContacts: false, options: [] },
    ],
  });
  [ana, beto, carla] = await Promise.all([
    attendeeUser('Ana Red', { empresa: 'Acme', telefono: '300' }),
    attendeeUser('Beto Red', { empresa: 'Beta SA', telefono: '+57 301 555 0199' }),
    attendeeUser('Carla Red'),
  ]);
});

describeRoute('GET /api/events/{id}/networking/attendees', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/networking/attendees`,
  allowed: { who: 'an attendee', token: () => fx.attendee.idToken },
  forbidden: { who: 'a stranger', token: () => fx.stranger.idToken },
  missingPath: () => '/api/events/no-such-event/networking/attendees',
});

describeRoute('POST /api/events/{id}/networking/invitations', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/networking/invitations`,
  body: () => ({ id_user_requested: carla.uid }),
  allowed: { who: 'an attendee', token: () => fx.attendee.idToken },
  status: 201,
  forbidden: { who: 'a stranger', token: () => fx.stranger.idToken },
  missingPath: () => '/api/events/no-such-event/networking/invitations',
  invalid: { body: () => ({ id_user_requested: 'a/b' }), field: 'id_user_requested' },
});

describe('networking', () => {
  it('lists the other attendees with only the fields visible to contacts, searchable', async () => {
    const res = await callApi<{ data: Record<string, unknown>[] }>(
      `/api/events/${fx.eventId}/networking/attendees?search=red`,
      { token: ana.idToken },
    );
    expect(res.status).toBe(200);
    const names = res.body.data.map((p) => p.names);
    expect(names).toEqual(['Beto Red', 'Carla Red']);
    const betoCard = res.body.data.find((p) => p.names === 'Beto Red');
    expect(betoCard?.uid).toBe(beto.uid);
    expect(betoCard?.fields).toEqual([{ name: 'empresa', label: 'Empresa', value: 'Beta SA' }]);
    expect(JSON.stringify(res.body)).not.toContain('+57 301 555 0199');
    expect(JSON.stringify(res.body)).not.toContain(beto.email);
  });

  it('refuses a request to oneself or to someone outside the event, with a clear message', async () => {
    const self = await invite(ana, ana.uid);
    expect(self.status).toBe(400);
    expect(self.body.errors?.id_user_requested).toBe(INVITATION_TO_SELF_MESSAGE);
    const outsider = await invite(ana, fx.stranger.uid);
    expect(outsider.status).toBe(400);
    expect(outsider.body.errors?.id_user_requested).toBe(INVITATION_NOT_ATTENDEE_MESSAGE);
  });

  it('request → amistad notice → accept → both are contacts; a second answer is refused', async () => {
    const sent = await invite(ana, beto.uid);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = privateChatId(ana.uid, beto.uid);
    expect(sent.body.data._id).toBe(id);
    expect((await invite(beto, ana.uid)).status).toBe(409);
    const notices = await notificationsOf(beto.uid);
    expect(notices).toEqual([
      expect.objectContaining({ type: 'amistad', state: '0', event_id: fx.eventId }),
    ]);
    // Only the receiver answers.
    expect((await respond(ana, id, 'accepted')).status).toBe(404);
    const accepted = await respond(beto, id, 'accepted');
    expect(accepted.status).toBe(200);
    const stored = (await adminDb.doc(paths.networkingInvitation(fx.eventId, id)).get()).data();
    expect(stored).toMatchObject({ response: 'accepted', participants: [ana.uid, beto.uid] });
    expect((await notificationsOf(ana.uid)).map((n) => n.type)).toEqual(['amistad']);
    // Answered, the request's notice is read: Beto's bell stops counting it.
    expect(await notificationsOf(beto.uid)).toEqual([
      expect.objectContaining({ type: 'amistad', state: '1', invitation_id: id }),
    ]);
    const again = await respond(beto, id, 'declined');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVITATION_ANSWERED_MESSAGE);
  });

  it('a declined request may be asked again', async () => {
    const id = privateChatId(carla.uid, beto.uid);
    expect((await invite(carla, beto.uid)).status).toBe(201);
    expect((await respond(beto, id, 'declined')).status).toBe(200);
    expect((await invite(carla, beto.uid)).status).toBe(201);
  });
});

describe('the contacts report (reportNetworking)', () => {
  it("counts the event's contact requests exactly and lists them to the event's admins", async () => {
    const res = await callApi<ContactsReport>(
      `/api/events/${fx.eventId}/networking/contacts_report`,
      { token: fx.eventAdmin.idToken },
    );
    expect(res.status).toBe(200);
    // Ana–Beto accepted (a contact made); Carla asked Beto again (pending); the attendee asked Carla.
    expect(res.body.counts).toEqual({ total: 3, accepted: 1, declined: 0, pending: 2 });
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          requesting: 'Ana Red',
          requested: 'Beto Red',
          response: 'accepted',
        }),
      ]),
    );
  });

  it('is refused to staff who are not admins and to attendees', async () => {
    const path = `/api/events/${fx.eventId}/networking/contacts_report`;
    expect((await callApi(path, { token: fx.staff.idToken })).status).toBe(403);
    expect((await callApi(path, { token: ana.idToken })).status).toBe(403);
  });
});

describe("the spec's index calls (indexinvitations, indexinvitationsrecieved, contactlist)", () => {
  let dora: Person;
  let eli: Person;
  let fabio: Person;
  const call = (route: string, userId: string, token?: string) =>
    callApi<{ data: Record<string, unknown>[] }>(
      `/api/events/${fx.eventId}/${route}/${userId}`,
      token === undefined ? {} : { token },
    );

  beforeAll(async () => {
    [dora, eli, fabio] = await Promise.all([
      attendeeUser('Dora Índice', { empresa: 'Doral', telefono: '310' }),
      attendeeUser('Eli Índice', { empresa: 'Elisa SAS', telefono: '311' }),
      attendeeUser('Fabio Índice'),
    ]);
    const sent = await invite(dora, eli.uid);
    expect(sent.status).toBe(201);
    expect((await respond(eli, privateChatId(dora.uid, eli.uid), 'accepted')).status).toBe(200);
    expect((await invite(fabio, dora.uid)).status).toBe(201);
  });

  it('answer a person its sent requests, its received ones and its contacts', async () => {
    const sent = await call('indexinvitations', dora.uid, dora.idToken);
    expect(sent.status).toBe(200);
    expect(sent.body.data.map((i) => [i.user_name_requested, i.response])).toEqual([
      ['Eli Índice', 'accepted'],
    ]);

    const received = await call('indexinvitationsrecieved', dora.uid, dora.idToken);
    expect(received.status).toBe(200);
    expect(received.body.data.map((i) => [i.user_name_requesting, i.response])).toEqual([
      ['Fabio Índice', null],
    ]);

    const contacts = await call('contactlist', dora.uid, dora.idToken);
    expect(contacts.status).toBe(200);
    // The contact as the attendee list shows people: only the fields visible to contacts.
    expect(contacts.body.data).toEqual([
      expect.objectContaining({
        uid: eli.uid,
        names: 'Eli Índice',
        fields: [{ name: 'empresa', label: 'Empresa', value: 'Elisa SAS' }],
      }),
    ]);
    // Accepted either way: Eli's list has Dora.
    const theirs = await call('contactlist', eli.uid, eli.idToken);
    expect(theirs.body.data.map((c) => c.uid)).toEqual([dora.uid]);
  });

  // Every role the API tells apart, for each call: the person itself and the event's admins
  // (staff role admin, the author, the organization's admin) read; the others are refused.
  const ROLE_ANSWERS: readonly { who: string; token: () => string | undefined; status: number }[] =
    [
      { who: 'the person itself', token: () => dora.idToken, status: 200 },
      { who: 'an event admin', token: () => fx.eventAdmin.idToken, status: 200 },
      { who: "the event's author", token: () => fx.author.idToken, status: 200 },
      { who: "the organization's admin", token: () => fx.orgAdmin.idToken, status: 200 },
      { who: 'another attendee (a contact of hers)', token: () => eli.idToken, status: 403 },
      { who: 'an attendee', token: () => fx.attendee.idToken, status: 403 },
      { who: 'staff without permissions', token: () => fx.staff.idToken, status: 403 },
      {
        who: 'staff with history_invitations and metrics',
        token: () => fx.staffWith.idToken,
        status: 403,
      },
      { who: 'a signed-in stranger', token: () => fx.stranger.idToken, status: 403 },
      { who: 'an anonymous caller', token: () => undefined, status: 401 },
    ];
  for (const route of ['indexinvitations', 'indexinvitationsrecieved', 'contactlist']) {
    for (const role of ROLE_ANSWERS) {
      it(`${route}: ${role.who} gets ${role.status}`, async () => {
        const res = await call(route, dora.uid, role.token());
        expect(res.status, JSON.stringify(res.body)).toBe(role.status);
        if (role.status === 200) {
          expect(res.body.data).toHaveLength(1);
        } else {
          // A refusal says why and leaks no row.
          expect(res.body).not.toHaveProperty('data');
          expect(
            String((res.body as unknown as { message?: string }).message).length,
          ).toBeGreaterThan(0);
        }
      });
    }
  }

  it('answer 404 for a missing event or a malformed user id', async () => {
    const missing = await callApi(`/api/events/no-such-event/contactlist/${dora.uid}`, {
      token: dora.idToken,
    });
    expect(missing.status).toBe(404);
    const malformed = await call('indexinvitations', 'bad%20id', fx.eventAdmin.idToken);
    expect(malformed.status).toBe(404);
  });
});
