import { attendeeAccountPath, paths, type MailQuotaStatus } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  createRoleFixture,
  seedAttendee,
  seedEvent,
  type Actor,
  type RoleFixture,
} from '../../../tests/support/roles';

interface AttendeeBody {
  _id: string;
  account_id: string | null;
  properties: Record<string, unknown>;
  checked_in: boolean;
  checkedin_at: string | null;
}

let fx: RoleFixture;
const email = (prefix = 'persona') => `${uniqueId(prefix)}@example.com`;
const row = (address = email()) => ({
  // documento is a unique field: one value per person.
  properties: { email: address, names: 'Persona Nueva', documento: uniqueId('doc') },
});
const attendeeDoc = async (eventId: string, id: string) =>
  (await adminDb.doc(paths.attendee(eventId, id)).get()).data();

beforeAll(async () => {
  fx = await createRoleFixture({
    permissions: ['add_attendees', 'update_attendees', 'delete_attendees', 'checkin'],
  });
});

describeRoute('GET /api/events/{id}/eventusers', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/eventusers?pageSize=10`,
  allowed: { who: 'staff of any kind', token: () => fx.staff.idToken },
  check: ({ body }) => {
    expect((body.data as AttendeeBody[]).map((a) => a._id)).toContain(fx.attendeeId);
    expect(body.total).toBe(1);
  },
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => '/api/events/no-such-event/eventusers',
  invalid: {
    path: () => `/api/events/${fx.eventId}/eventusers?pageSize=10001`,
    field: 'pageSize',
  },
});

describe('GET /api/events/{id}/eventusers?filtered=', () => {
  const filtered = (field: string, value: string) =>
    callApi<{ data: AttendeeBody[] }>(
      `/api/events/${fx.eventId}/eventusers?filtered=${encodeURIComponent(JSON.stringify([{ field, value }]))}`,
      { token: fx.eventAdmin.idToken },
    );

  it('finds by account_id, e-mail (any case) and _id', async () => {
    for (const [field, value] of [
      ['account_id', fx.attendee.uid],
      ['email', fx.attendee.email.toUpperCase()],
      ['_id', fx.attendeeId],
    ] as const) {
      const res = await filtered(field, value);
      expect(res.status, field).toBe(200);
      expect(
        res.body.data.map((a) => a._id),
        field,
      ).toEqual([fx.attendeeId]);
    }
  });

  it('refuses a field the spec does not filter on', async () => {
    const res = await filtered('properties.documento', '1');
    expect(res.status).toBe(400);
  });
});

describeRoute('POST /api/events/{id}/eventusers', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/eventusers`,
  body: () => row(),
  allowed: { who: 'staff with add_attendees', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(body).toMatchObject({ message: 'OK', status: 'CREATED' });
    const stored = await attendeeDoc(fx.eventId, String(body._id));
    expect(stored).toMatchObject({ event_id: fx.eventId, checked_in: false, checkedin_at: null });
    expect(String(body._id)).toMatch(/^[0-9a-f]{24}$/);
  },
  forbidden: { who: 'staff without add_attendees', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/eventusers',
  invalid: {
    body: () => ({ properties: { email: 'no-es-correo', names: 'X', documento: '1' } }),
    field: 'properties.email',
  },
});

describe('POST /api/events/{id}/eventusers, rules', () => {
  it('refuses an e-mail already registered (409), in any case', async () => {
    const res = await callApi(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(fx.attendee.email.toUpperCase()),
    });
    expect(res.status).toBe(409);
  });

  it('links the account of an existing user and writes its marker', async () => {
    const person = await createUserWithToken();
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(person.email),
    });
    expect(res.status).toBe(201);
    expect((await attendeeDoc(fx.eventId, res.body._id))?.account_id).toBe(person.uid);
    const marker = await adminDb.doc(attendeeAccountPath(fx.eventId, person.uid)).get();
    expect(marker.data()).toMatchObject({ attendee_id: res.body._id, user_id: person.uid });
  });

  it('checks the new attendee in when asked, with the checkin permission', async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { ...row(), checked_in: true },
    });
    expect(res.status).toBe(201);
    const stored = await attendeeDoc(fx.eventId, res.body._id);
    expect(stored?.checked_in).toBe(true);
    expect(stored?.checkedin_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lets a signed-in user register itself, and nobody else', async () => {
    const self = await callApi(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.stranger.idToken,
      body: row(fx.stranger.email),
    });
    expect(self.status).toBe(201);
    const other = await callApi(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.stranger.idToken,
      body: row(),
    });
    expect(other.status).toBe(403);
  });

  it('does not store a password typed in a password field', async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { properties: { ...row().properties, contrasena: 'Secreta-123' } },
    });
    expect(res.status).toBe(201);
    expect(JSON.stringify(await attendeeDoc(fx.eventId, res.body._id))).not.toContain('Secreta');
  });
});

describeRoute('GET /api/events/{id}/eventusers/{uid}', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/eventusers/${fx.attendeeId}`,
  allowed: { who: 'the attendee itself', token: () => fx.attendee.idToken },
  check: ({ body }) => {
    expect(body._id).toBe(fx.attendeeId);
  },
  forbidden: { who: 'a stranger', token: () => fx.stranger.idToken },
  missingPath: () => `/api/events/${fx.eventId}/eventusers/a1ffffffffffffffffffffff`,
});

describe('PUT /api/events/{id}/eventusers/{uid}', () => {
  let target = '';
  beforeAll(async () => {
    target = await seedAttendee(fx.eventId, { properties: { pesovoto: 1 } });
  });

  describeRoute('by staff', {
    method: 'PUT',
    path: () => `/api/events/${fx.eventId}/eventusers/${target}`,
    body: () => ({ properties: { names: 'Cambiado' }, rol_id: 'rol-1' }),
    allowed: { who: 'staff with update_attendees', token: () => fx.staffWith.idToken },
    check: ({ body }) => {
      expect(body.rol_id).toBe('rol-1');
      // A partial edit keeps the other properties.
      expect(body.properties).toMatchObject({ names: 'Cambiado', pesovoto: 1 });
    },
    forbidden: { who: 'staff without update_attendees', token: () => fx.staff.idToken },
    missingPath: () => `/api/events/${fx.eventId}/eventusers/a1ffffffffffffffffffffff`,
    invalid: { body: () => ({ properties: { pesovoto: 'mucho' } }), field: 'properties.pesovoto' },
  });

  it('lets the attendee edit its own properties but not its e-mail nor its role', async () => {
    const url = `/api/events/${fx.eventId}/eventusers/${fx.attendeeId}`;
    const ok = await callApi(url, {
      method: 'PUT',
      token: fx.attendee.idToken,
      body: { properties: { names: 'Yo Mismo' } },
    });
    expect(ok.status).toBe(200);
    const mail = await callApi(url, {
      method: 'PUT',
      token: fx.attendee.idToken,
      body: { properties: { email: email() } },
    });
    expect(mail.status).toBe(400);
    const role = await callApi(url, {
      method: 'PUT',
      token: fx.attendee.idToken,
      body: { rol_id: 'rol-1' },
    });
    expect(role.status).toBe(403);
  });

  it('refuses an attendee editing its check-in, payment or account', async () => {
    const url = `/api/events/${fx.eventId}/eventusers/${fx.attendeeId}`;
    const inProperties = await callApi(url, {
      method: 'PUT',
      token: fx.attendee.idToken,
      body: { properties: { checked_in: true, checkedin_at: '2026-01-01 09:00:00' } },
    });
    expect(inProperties.status).toBeLessThan(500);
    const stored = await attendeeDoc(fx.eventId, fx.attendeeId);
    expect(stored?.checked_in).toBe(false);
    expect(stored?.checkedin_at).toBeNull();
    expect(stored?.properties.checked_in).toBeUndefined();
    expect(stored?.properties.checkedin_at).toBeUndefined();
    for (const body of [
      { checked_in: true },
      { checkedin_at: '2026-01-01 09:00:00' },
      { payment: { status: 'APPROVED', date: '2026-01-01' } },
      { account_id: fx.stranger.uid },
      { ticket_id: 'tiquete-vip-1' },
    ]) {
      const res = await callApi(url, { method: 'PUT', token: fx.attendee.idToken, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect((await attendeeDoc(fx.eventId, fx.attendeeId))?.account_id).toBe(fx.attendee.uid);
  });

  it('moves the marker when staff change the e-mail to another account', async () => {
    const id = await seedAttendee(fx.eventId);
    const person = await createUserWithToken();
    const res = await callApi(`/api/events/${fx.eventId}/eventusers/${id}`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { properties: { email: person.email } },
    });
    expect(res.status).toBe(200);
    expect((await attendeeDoc(fx.eventId, id))?.account_id).toBe(person.uid);
    const marker = await adminDb.doc(attendeeAccountPath(fx.eventId, person.uid)).get();
    expect(marker.data()?.attendee_id).toBe(id);
  });
});

describe('DELETE /api/events/{id}/eventusers/{uid}', () => {
  let person: Actor;
  let target = '';
  beforeAll(async () => {
    person = await createUserWithToken();
    target = await seedAttendee(fx.eventId, { accountId: person.uid, email: person.email });
    await adminDb
      .doc(paths.activityAttendee(fx.eventId, 'actividad-x', target))
      .set({ event_id: fx.eventId, activity_id: 'actividad-x', attendee_id: target });
  });

  describeRoute('by staff', {
    method: 'DELETE',
    path: () => `/api/events/${fx.eventId}/eventusers/${target}`,
    allowed: { who: 'staff with delete_attendees', token: () => fx.staffWith.idToken },
    check: async ({ body }) => {
      expect(body.message).toBe('Eliminado correctamente');
      expect(await attendeeDoc(fx.eventId, target)).toBeUndefined();
      expect((await adminDb.doc(attendeeAccountPath(fx.eventId, person.uid)).get()).exists).toBe(
        false,
      );
      const activity = await adminDb
        .doc(paths.activityAttendee(fx.eventId, 'actividad-x', target))
        .get();
      expect(activity.exists).toBe(false);
    },
    forbidden: { who: 'staff without delete_attendees', token: () => fx.staff.idToken },
    missingPath: () => `/api/events/${fx.eventId}/eventusers/a1ffffffffffffffffffffff`,
  });
});

describeRoute('GET /api/me/eventusers/event/{id}', {
  method: 'GET',
  path: () => `/api/me/eventusers/event/${fx.eventId}`,
  allowed: { who: 'an attendee', token: () => fx.attendee.idToken },
  check: ({ body }) => {
    expect(body._id).toBe(fx.attendeeId);
  },
  missingPath: () => '/api/me/eventusers/event/no-such-event',
});

describeRoute('GET /api/me/eventUsers', {
  method: 'GET',
  path: () => '/api/me/eventUsers',
  allowed: { who: 'an attendee', token: () => fx.attendee.idToken },
  check: ({ body }) => {
    const data = body.data as (AttendeeBody & { event: { _id: string } })[];
    expect(data.map((a) => a.event._id)).toContain(fx.eventId);
  },
  invalid: { path: () => '/api/me/eventUsers?pageSize=21', field: 'pageSize' },
});

describeRoute('POST /api/events/{id}/adduserwithemailvalidation', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/adduserwithemailvalidation`,
  body: () => row(email('registro')),
  allowed: { who: 'an anonymous visitor', token: () => undefined },
  isPublic: true,
  check: async ({ body }) => {
    expect(body).toMatchObject({ message: 'OK', status: 'CREATED' });
    const stored = await attendeeDoc(fx.eventId, String(body._id));
    const address = String(stored?.properties.email);
    const account = await adminAuth.getUserByEmail(address);
    expect(stored?.account_id).toBe(account.uid);
    expect((await adminDb.doc(attendeeAccountPath(fx.eventId, account.uid)).get()).exists).toBe(
      true,
    );
    const mails = await adminDb.collection(paths.mail()).where('to', '==', address).get();
    expect(mails.docs.map((m) => m.data())).toEqual([
      expect.objectContaining({ kind: 'access', event_id: fx.eventId }),
    ]);
    expect(String(mails.docs[0]?.data().text)).toContain('oobCode');
  },
  missingPath: () => '/api/events/no-such-event/adduserwithemailvalidation',
  invalid: { body: () => ({ properties: { email: email() } }), field: 'properties.names' },
});

describe('POST /api/events/{id}/adduserwithemailvalidation, existing registrations', () => {
  it('refuses a registered e-mail to anyone but its owner (409)', async () => {
    const anonymous = await callApi(`/api/events/${fx.eventId}/adduserwithemailvalidation`, {
      method: 'POST',
      body: row(fx.attendee.email),
    });
    expect(anonymous.status).toBe(409);
    const owner = await callApi<{ status: string }>(
      `/api/events/${fx.eventId}/adduserwithemailvalidation`,
      { method: 'POST', token: fx.attendee.idToken, body: row(fx.attendee.email) },
    );
    expect(owner.status).toBe(200);
    expect(owner.body.status).toBe('UPDATED');
  });

  it('signs a new account in with a one-time token, never an account that existed', async () => {
    const path = `/api/events/${fx.eventId}/adduserwithemailvalidation`;
    const fresh = await callApi<{ token?: string; _id: string }>(path, {
      method: 'POST',
      body: row(email('token')),
    });
    expect(fresh.status).toBe(201);
    const stored = await attendeeDoc(fx.eventId, fresh.body._id);
    expect(fresh.body.token).toEqual(expect.any(String));
    const claims = JSON.parse(
      Buffer.from(String(fresh.body.token).split('.')[1] ?? '', 'base64url').toString(),
    ) as { uid?: string };
    expect(claims.uid).toBe(stored?.account_id);

    // Someone with an account elsewhere registers here: the account is linked, not handed out.
    const other = await createUserWithToken({ email: email('cuenta') });
    const linked = await callApi<{ token?: string }>(path, {
      method: 'POST',
      body: row(other.email),
    });
    expect(linked.status).toBe(201);
    expect(linked.body.token).toBeUndefined();

    // With e-mail validation on, the validation mail is the only way in.
    const validated = await seedEvent({ validateEmail: true });
    const mailed = await callApi<{ token?: string }>(
      `/api/events/${validated}/adduserwithemailvalidation`,
      { method: 'POST', body: row(email('valida')) },
    );
    expect(mailed.status).toBe(201);
    expect(mailed.body.token).toBeUndefined();
  });

  it('gives the role itself: a registrant cannot name one, a paid event starts it unpaid', async () => {
    const payment = {
      enabled: true,
      price: 50_000,
      currency: 'COP',
      description: '',
      unpaid_rol_id: 'rol-sin-pago',
      paid_rol_id: 'rol-pago',
    };
    const paid = await seedEvent({ payment });
    const path = `/api/events/${paid}/adduserwithemailvalidation`;
    const forged = await callApi<{ errors?: Record<string, string> }>(path, {
      method: 'POST',
      body: { ...row(email('gratis')), rol_id: 'rol-pago' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual({ rol_id: 'El rol lo asigna el evento' });
    const fresh = await callApi<{ _id: string }>(path, {
      method: 'POST',
      body: row(email('sinpago')),
    });
    expect(fresh.status).toBe(201);
    expect((await attendeeDoc(paid, fresh.body._id))?.rol_id).toBe('rol-sin-pago');
  });

  it('hides a private event from anonymous registration (404)', async () => {
    const privateEvent = await seedEvent({ visibility: 'PRIVATE' });
    const res = await callApi(`/api/events/${privateEvent}/adduserwithemailvalidation`, {
      method: 'POST',
      body: row(),
    });
    expect(res.status).toBe(404);
  });
});

describeRoute('GET /api/events/{id}/registrationstatus?email=', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/registrationstatus?email=${fx.attendee.email}`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  check: ({ body }) => {
    // Anyone learns that the e-mail is registered, not the registration.
    expect(body.data).toEqual([{ properties: { email: fx.attendee.email } }]);
  },
  missingPath: () => `/api/events/no-such-event/registrationstatus?email=${fx.attendee.email}`,
  invalid: { path: () => `/api/events/${fx.eventId}/registrationstatus?email=x`, field: 'email' },
});

describe('GET registrationstatus for the owner', () => {
  it('gives the owner its registration with its properties', async () => {
    const res = await callApi<{ data: AttendeeBody[] }>(
      `/api/events/${fx.eventId}/registrationstatus?email=${fx.attendee.email}`,
      { token: fx.attendee.idToken },
    );
    expect(res.body.data[0]?._id).toBe(fx.attendeeId);
    expect(res.body.data[0]?.properties.documento).toBeDefined();
  });
});

describe('POST /api/eventusers/{id}/tranfereventuser/{id}', () => {
  let owner: Actor;
  let ticket = '';
  const newOwner = email('nuevo-dueno');
  beforeAll(async () => {
    owner = await createUserWithToken();
    ticket = await seedAttendee(fx.eventId, { accountId: owner.uid, email: owner.email });
  });

  describeRoute('by the ticket owner', {
    method: 'POST',
    path: () => `/api/eventusers/${fx.eventId}/tranfereventuser/${ticket}`,
    body: () => row(newOwner),
    status: 200,
    allowed: { who: 'the owner of the ticket', token: () => owner.idToken },
    check: async ({ body }) => {
      expect(body).toMatchObject({ message: 'OK', status: 'TRANSFERRED' });
      const account = await adminAuth.getUserByEmail(newOwner);
      const stored = await attendeeDoc(fx.eventId, ticket);
      expect(stored?.account_id).toBe(account.uid);
      expect(stored?.properties.email).toBe(newOwner);
      expect((await adminDb.doc(attendeeAccountPath(fx.eventId, owner.uid)).get()).exists).toBe(
        false,
      );
      expect((await adminDb.doc(attendeeAccountPath(fx.eventId, account.uid)).get()).exists).toBe(
        true,
      );
    },
    forbidden: { who: 'a stranger', token: () => fx.stranger.idToken },
    missingPath: () => `/api/eventusers/${fx.eventId}/tranfereventuser/a1ffffffffffffffffffffff`,
    invalid: {
      body: () => ({ properties: { email: 'x', names: 'Y' } }),
      field: 'properties.email',
    },
  });

  it('refuses a ticket already used at the door (409)', async () => {
    const used = await seedAttendee(fx.eventId, {
      accountId: fx.stranger.uid,
      checkedinAt: '2027-03-15 10:00:00',
    });
    const res = await callApi(`/api/eventusers/${fx.eventId}/tranfereventuser/${used}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(),
    });
    expect(res.status).toBe(409);
  });
});

describe('DELETE /api/user/events/{id}', () => {
  let leaver: Actor;
  let record = '';
  beforeAll(async () => {
    leaver = await createUserWithToken();
    record = await seedAttendee(fx.eventId, { accountId: leaver.uid, email: leaver.email });
  });

  describeRoute('by the attendee', {
    method: 'DELETE',
    path: () => `/api/user/events/${fx.eventId}`,
    allowed: { who: 'an attendee leaving', token: () => leaver.idToken },
    check: async () => {
      expect(await attendeeDoc(fx.eventId, record)).toBeUndefined();
      expect((await adminDb.doc(attendeeAccountPath(fx.eventId, leaver.uid)).get()).exists).toBe(
        false,
      );
    },
    missingPath: () => '/api/user/events/no-such-event',
  });
});

/** A paid event, as the payment settings store it. */
const PAYMENT = {
  enabled: true,
  price: 50_000,
  currency: 'COP',
  description: '',
  unpaid_rol_id: 'rol-sin-pago',
  paid_rol_id: 'rol-pago',
};

describe('nobody chooses its own role or ticket', () => {
  it('refuses role and ticket from a signed-in non-staff registering itself', async () => {
    const paid = await seedEvent({ payment: PAYMENT });
    const person = await createUserWithToken();
    const url = `/api/events/${paid}/eventusers`;
    for (const forged of [{ rol_id: 'rol-pago' }, { ticket_id: 'tiquete-vip-1' }]) {
      const res = await callApi<{ errors?: Record<string, string> }>(url, {
        method: 'POST',
        token: person.idToken,
        body: { ...row(person.email), ...forged },
      });
      expect(res.status, JSON.stringify(forged)).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(Object.keys(forged));
    }
    // Without them it registers as the unpaid attendee, and the order route still asks to pay.
    const plain = await callApi<{ _id: string }>(url, {
      method: 'POST',
      token: person.idToken,
      body: row(person.email),
    });
    expect(plain.status).toBe(201);
    expect(await attendeeDoc(paid, plain.body._id)).toMatchObject({
      rol_id: 'rol-sin-pago',
      ticket_id: null,
    });
  });

  it('refuses a ticket from an anonymous registrant, like the role', async () => {
    const res = await callApi<{ errors?: Record<string, string> }>(
      `/api/events/${fx.eventId}/adduserwithemailvalidation`,
      { method: 'POST', body: { ...row(email('tiquete')), ticket_id: 'tiquete-vip-1' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ ticket_id: 'El tiquete lo asigna el evento' });
  });

  it('lets staff with the attendee permission set both', async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { ...row(), rol_id: 'rol-1', ticket_id: 'tiquete-vip-1' },
    });
    expect(res.status).toBe(201);
    expect(await attendeeDoc(fx.eventId, res.body._id)).toMatchObject({
      rol_id: 'rol-1',
      ticket_id: 'tiquete-vip-1',
    });
  });
});

describe('a registration never moves to another account by e-mail', () => {
  it('refuses the import row whose e-mail an attendee wrote into its own record', async () => {
    const victim = email('victima');
    const attacker = await createUserWithToken();
    // The attacker's own record, its e-mail rewritten to the victim's (a direct self-edit).
    const forged = await seedAttendee(fx.eventId, {
      accountId: attacker.uid,
      email: attacker.email,
    });
    await adminDb.doc(paths.attendee(fx.eventId, forged)).update({ 'properties.email': victim });
    const res = await callApi<{ status: string }>(
      `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}`,
      {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body: { ...row(victim), rol_id: 'rol-vip' },
      },
    );
    expect(res.status).toBe(409);
    const stored = await attendeeDoc(fx.eventId, forged);
    expect(stored?.account_id).toBe(attacker.uid);
    expect(stored?.rol_id).not.toBe('rol-vip');
  });

  it('refuses the password tool binding a record to the account of its rewritten e-mail', async () => {
    const victim = await createUserWithToken();
    const attacker = await createUserWithToken();
    const forged = await seedAttendee(fx.eventId, {
      accountId: attacker.uid,
      email: victim.email,
    });
    const res = await callApi(`/api/events/${fx.eventId}/changeUserPassword`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { email: victim.email },
    });
    expect(res.status).toBe(409);
    expect((await attendeeDoc(fx.eventId, forged))?.account_id).toBe(attacker.uid);
  });
});

describe('an unverified e-mail claims nothing', () => {
  it('shows a walk-in registration only to a verified owner of the address', async () => {
    const address = email('walkin');
    const walkIn = await seedAttendee(fx.eventId, { email: address });
    const squatter = await createUserWithToken({ email: address, emailVerified: false });
    const url = `/api/events/${fx.eventId}/registrationstatus?email=${address}`;
    const read = await callApi<{ data: AttendeeBody[] }>(url, { token: squatter.idToken });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([{ properties: { email: address } }]);

    const claim = await callApi<{ message: string }>(
      `/api/events/${fx.eventId}/adduserwithemailvalidation`,
      { method: 'POST', token: squatter.idToken, body: row(address) },
    );
    expect(claim.status).toBe(403);
    expect(claim.body.message).toMatch(/verificar tu correo/);
    expect((await attendeeDoc(fx.eventId, walkIn))?.account_id).toBeNull();
  });

  it('refuses an unverified account registering itself by its token', async () => {
    const person = await createUserWithToken({ emailVerified: false });
    const res = await callApi<{ message: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: person.idToken,
      body: row(person.email),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verificar tu correo/);
  });

  it('transfers a ticket to an unverified account without binding it', async () => {
    const owner = await createUserWithToken();
    const ticket = await seedAttendee(fx.eventId, { accountId: owner.uid, email: owner.email });
    const squatter = await createUserWithToken({ emailVerified: false });
    const used = async () =>
      (
        await callApi<MailQuotaStatus>(`/api/events/${fx.eventId}/mailquota`, {
          token: fx.eventAdmin.idToken,
        })
      ).body;
    const before = await used();
    const res = await callApi(`/api/eventusers/${fx.eventId}/tranfereventuser/${ticket}`, {
      method: 'POST',
      token: owner.idToken,
      body: row(squatter.email),
    });
    expect(res.status).toBe(200);
    // The new holder's access mail counts in the event's hourly quota (unless the hour turned).
    const after = await used();
    if (after.resets_at === before.resets_at) expect(after.used).toBe(before.used + 1);
    else expect(after.used).toBe(1);
    const stored = await attendeeDoc(fx.eventId, ticket);
    expect(stored?.properties.email).toBe(squatter.email);
    expect(stored?.account_id).toBeNull();
  });

  it('leaves a record staff add for an unverified account unbound', async () => {
    const person = await createUserWithToken({ emailVerified: false });
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(person.email),
    });
    expect(res.status).toBe(201);
    expect((await attendeeDoc(fx.eventId, res.body._id))?.account_id).toBeNull();
    const marker = await adminDb.doc(attendeeAccountPath(fx.eventId, person.uid)).get();
    expect(marker.exists).toBe(false);
  });
});

describe('unique fields are unique', () => {
  const UNIQUE = 'Ya hay un asistente registrado con este Documento de identidad en el evento';
  const add = (body: unknown) =>
    callApi<{ _id: string; message: string; errors?: Record<string, string> }>(
      `/api/events/${fx.eventId}/eventusers`,
      { method: 'POST', token: fx.eventAdmin.idToken, body },
    );
  const withDocument = (documento: string) => ({
    properties: { email: email('unico'), names: 'Persona Única', documento },
  });

  it('refuses a second attendee with the same document number (Agregar Usuario)', async () => {
    const documento = uniqueId('cc');
    expect((await add(withDocument(documento))).status).toBe(201);
    const again = await add(withDocument(` ${documento.toUpperCase()} `));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ 'properties.documento': UNIQUE });
  });

  it('refuses a value an older record already holds (written before the index)', async () => {
    const documento = uniqueId('cc');
    await seedAttendee(fx.eventId, { properties: { documento } });
    expect((await add(withDocument(documento))).status).toBe(409);
  });

  // Two full registrations at once on a busy emulator take longer than one test usually does.
  it('lets exactly one of two simultaneous registrations take a value', async () => {
    const documento = uniqueId('cc');
    const results = await Promise.all([add(withDocument(documento)), add(withDocument(documento))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const holders = await adminDb
      .collection(paths.attendees(fx.eventId))
      .where('properties.documento', '==', documento)
      .get();
    expect(holders.size).toBe(1);
  }, 120_000);

  it('refuses an edit, an import row and a registration taking a held value', async () => {
    const documento = uniqueId('cc');
    expect((await add(withDocument(documento))).status).toBe(201);
    const other = await add(withDocument(uniqueId('cc')));
    const edit = await callApi(`/api/events/${fx.eventId}/eventusers/${other.body._id}`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { properties: { documento } },
    });
    expect(edit.status).toBe(409);
    const imported = await callApi<{ results: { status: string; errors?: unknown }[] }>(
      `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}/batch`,
      {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body: { rows: [withDocument(documento), withDocument(uniqueId('cc'))] },
      },
    );
    expect(imported.body.results.map((r) => r.status)).toEqual(['FAILED', 'CREATED']);
    expect(imported.body.results[0]?.errors).toEqual({ 'properties.documento': UNIQUE });
    const registered = await callApi(`/api/events/${fx.eventId}/adduserwithemailvalidation`, {
      method: 'POST',
      body: withDocument(documento),
    });
    expect(registered.status).toBe(409);
  });

  it('frees the value when its attendee is deleted, and keeps it on an unrelated edit', async () => {
    const documento = uniqueId('cc');
    const first = await add(withDocument(documento));
    const rename = await callApi(`/api/events/${fx.eventId}/eventusers/${first.body._id}`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { properties: { names: 'Otro Nombre' } },
    });
    expect(rename.status).toBe(200);
    await callApi(`/api/events/${fx.eventId}/eventusers/${first.body._id}`, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect((await add(withDocument(documento))).status).toBe(201);
  });
});

describe('an ended event takes no registrations', () => {
  it('answers 409 with a clear message on every registration route', async () => {
    const ended = await seedEvent({
      datetime_from: '2026-05-10 08:00:00',
      datetime_to: '2026-05-11 17:00:00',
    });
    const person = await createUserWithToken();
    const attempts = [
      callApi<{ message: string }>(`/api/events/${ended}/adduserwithemailvalidation`, {
        method: 'POST',
        body: row(email('tarde')),
      }),
      callApi<{ message: string }>(`/api/events/${ended}/eventusers`, {
        method: 'POST',
        token: person.idToken,
        body: row(person.email),
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Este evento ya terminó: las inscripciones están cerradas');
    }
    const stored = await adminDb.collection(paths.attendees(ended)).count().get();
    expect(stored.data().count).toBe(0);
  });
});
