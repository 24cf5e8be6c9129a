import { PUSH_MESSAGE_REQUIRED, paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;
beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_invitations'] });
});

const noticesOf = async (uid: string, title: string) =>
  (await adminDb.collection(paths.notifications(uid)).where('title', '==', title).get()).docs.map(
    (doc) => doc.data(),
  );

const routeTitle = uniqueId('Aviso');
describeRoute('POST /api/events/{id}/sendpush', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/sendpush`,
  body: () => ({ title: routeTitle, message: 'Las puertas abren a las 8' }),
  allowed: { who: 'staff with admin_invitations', token: () => fx.staffWith.idToken },
  status: 201,
  forbidden: { who: 'staff without admin_invitations', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/sendpush',
  invalid: { body: () => ({ title: 'Aviso', message: '' }), field: 'message' },
});

describe('sendpush', () => {
  it('writes one unread notice per attendee account of the role, and logs the send', async () => {
    const rolA = `a1${Date.now().toString(16).padStart(22, '0')}`;
    const inRole = uniqueId('uid-rol');
    const otherRole = uniqueId('uid-otro');
    await seedAttendee(fx.eventId, { accountId: inRole, rolId: rolA });
    await seedAttendee(fx.eventId, { accountId: otherRole });
    await seedAttendee(fx.eventId, { accountId: null, rolId: rolA });
    const title = uniqueId('Aviso al rol');
    const res = await callApi<{ _id: string; recipients: number }>(
      `/api/events/${fx.eventId}/sendpush`,
      {
        method: 'POST',
        token: fx.eventAdmin.idToken,
        body: { title, message: 'Pasen al salón 2', rol_id: rolA },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBe(1);
    expect(await noticesOf(inRole, title)).toEqual([
      expect.objectContaining({
        type: 'evento',
        state: '0',
        message: 'Pasen al salón 2',
        event_id: fx.eventId,
      }),
    ]);
    expect(await noticesOf(otherRole, title)).toEqual([]);

    const listed = await callApi<{ data: { _id: string; title: string; recipients: number }[] }>(
      `/api/events/${fx.eventId}/sendpush`,
      { token: fx.staffWith.idToken },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ _id: res.body._id, title, recipients: 1 }),
    );
  });

  it('refuses an empty message with 400 and the field error', async () => {
    const res = await callApi<{ status: number; errors?: Record<string, string> }>(
      `/api/events/${fx.eventId}/sendpush`,
      { method: 'POST', token: fx.eventAdmin.idToken, body: { title: 'Aviso', message: '   ' } },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(PUSH_MESSAGE_REQUIRED);
  });
});
