import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;
let target = '';
const CHECKIN_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const stored = async (id: string) =>
  (await adminDb.doc(paths.attendee(fx.eventId, id)).get()).data();

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['checkin'] });
  target = await seedAttendee(fx.eventId);
});

describeRoute('PUT /api/events/{id}/eventusers/{uid}/checkin', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/eventusers/${target}/checkin`,
  allowed: { who: 'staff with checkin', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(body).toMatchObject({ message: 'Usuario checkeado..', already: false });
    const attendee = await stored(target);
    expect(attendee?.checked_in).toBe(true);
    expect(attendee?.checkedin_at).toMatch(CHECKIN_TEXT);
    expect(attendee?.checked_at).toBe(attendee?.checkedin_at);
    expect(attendee?.updated_at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  },
  forbidden: { who: 'staff without checkin', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/eventusers/a1ffffffffffffffffffffff/checkin`,
  invalid: { body: () => ({ checkedin_at: '2020-01-01 00:00:00' }), field: 'checkedin_at' },
});

describe('event check-in never overwrites a time', () => {
  it('answers a second check-in with the first time, unchanged', async () => {
    const id = await seedAttendee(fx.eventId, { checkedinAt: '2027-03-15 08:30:00' });
    const res = await callApi<{ already: boolean }>(
      `/api/events/${fx.eventId}/eventusers/${id}/checkin`,
      { method: 'PUT', token: fx.eventAdmin.idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.already).toBe(true);
    expect((await stored(id))?.checkedin_at).toBe('2027-03-15 08:30:00');
  });

  it('keeps the first of two concurrent check-ins', async () => {
    const id = await seedAttendee(fx.eventId);
    const url = `/api/events/${fx.eventId}/eventusers/${id}/checkin`;
    const answers = await Promise.all(
      [fx.staffWith, fx.eventAdmin].map((who) =>
        callApi<{ already: boolean }>(url, { method: 'PUT', token: who.idToken }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.already === false)).toHaveLength(1);
  });
});
