import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  canSignIn,
  createRoleFixture,
  seedAttendee,
  type RoleFixture,
} from '../../../tests/support/roles';

let fx: RoleFixture;

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['update_attendees'] });
});

describeRoute('GET /api/users/{id}', {
  method: 'GET',
  path: () => `/api/users/${fx.stranger.uid}`,
  allowed: { who: 'the user itself', token: () => fx.stranger.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({ _id: fx.stranger.uid, email: fx.stranger.email });
    expect(JSON.stringify(body)).not.toMatch(/password|passwordHash|salt/i);
  },
  forbidden: { who: 'another user', token: () => fx.attendee.idToken },
  missingPath: () => '/api/users/bad.id',
});

describe('GET /api/users/{id} of a deleted account', () => {
  // The Auth emulator, like production with revocation checks, refuses the token itself.
  it('answers 401: its token no longer identifies anyone', async () => {
    const gone = await createUserWithToken();
    await adminAuth.deleteUser(gone.uid);
    const res = await callApi(`/api/users/${gone.uid}`, { token: gone.idToken });
    expect(res.status).toBe(401);
  });
});

describeRoute('PUT /api/users/{id}', {
  method: 'PUT',
  path: () => `/api/users/${fx.stranger.uid}`,
  body: () => ({ names: 'Nombre Nuevo' }),
  allowed: { who: 'the user itself', token: () => fx.stranger.idToken },
  check: async ({ body }) => {
    expect(body.names).toBe('Nombre Nuevo');
    const stored = (await adminDb.doc(paths.user(fx.stranger.uid)).get()).data();
    expect(stored?.names).toBe('Nombre Nuevo');
    expect((await adminAuth.getUser(fx.stranger.uid)).displayName).toBe('Nombre Nuevo');
  },
  forbidden: { who: 'another user', token: () => fx.attendee.idToken },
  missingPath: () => '/api/users/bad.id',
  invalid: { body: () => ({ picture: 'ftp://x' }), field: 'picture' },
});

describeRoute('GET /api/users/findByEmail/{email}', {
  method: 'GET',
  path: () => `/api/users/findByEmail/${fx.attendee.email}?event_id=${fx.eventId}`,
  allowed: { who: 'staff of the event', token: () => fx.staff.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({
      uid: fx.attendee.uid,
      email: fx.attendee.email,
      has_account: true,
      has_password: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|salt|Secreta/);
  },
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => `/api/users/findByEmail/nadie@example.com?event_id=${fx.eventId}`,
  invalid: {
    path: () => `/api/users/findByEmail/no-es-correo?event_id=${fx.eventId}`,
    field: 'email',
  },
});

describe('GET /api/users/findByEmail/{email}, query', () => {
  it('answers 400 without event_id', async () => {
    const res = await callApi<{ errors: Record<string, string> }>(
      `/api/users/findByEmail/${fx.attendee.email}`,
      { token: fx.staff.idToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.event_id).toBeDefined();
  });
});

describeRoute('PUT /api/events/{id}/changeUserPassword (mail)', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/changeUserPassword`,
  body: () => ({ email: fx.attendee.email }),
  status: 200,
  allowed: { who: 'staff with update_attendees', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(body).toEqual({ message: 'OK', delivery: 'mail' });
    const mails = await adminDb
      .collection(paths.mail())
      .where('to', '==', fx.attendee.email)
      .where('kind', '==', 'password')
      .get();
    expect(mails.size).toBeGreaterThan(0);
    expect(mails.docs[0]?.data()).toMatchObject({ event_id: fx.eventId });
  },
  forbidden: { who: 'staff without update_attendees', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/changeUserPassword',
  invalid: { body: () => ({ email: 'x' }), field: 'email' },
});

describe('PUT /api/events/{id}/changeUserPassword?firebase_password_change=true', () => {
  it('sets a temporary password on an account the event made, never used', async () => {
    const email = `temp-${Date.now()}@example.com`;
    await seedAttendee(fx.eventId, { email });
    const res = await callApi<{ password: string; delivery: string }>(
      `/api/events/${fx.eventId}/changeUserPassword?firebase_password_change=true`,
      { method: 'PUT', token: fx.eventAdmin.idToken, body: { email } },
    );
    expect(res.status).toBe(200);
    expect(res.body.delivery).toBe('password');
    expect(res.body.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await canSignIn(email, res.body.password)).toBe(true);
  });

  it("refuses (409) to set the password of someone's own account", async () => {
    const res = await callApi(
      `/api/events/${fx.eventId}/changeUserPassword?firebase_password_change=true`,
      { method: 'PUT', token: fx.eventAdmin.idToken, body: { email: fx.attendee.email } },
    );
    expect(res.status).toBe(409);
  });

  it('refuses a destination outside the application', async () => {
    const res = await callApi(
      `/api/events/${fx.eventId}/changeUserPassword?destination=https://evil.example.com/`,
      { method: 'PUT', token: fx.eventAdmin.idToken, body: { email: fx.attendee.email } },
    );
    expect(res.status).toBe(400);
  });
});
