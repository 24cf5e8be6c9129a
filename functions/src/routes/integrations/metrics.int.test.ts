import { counterShardPath, paths, type EventBreakdowns } from '@aforo/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';

let fx: RoleFixture;
const activityId = 'act-metricas';

async function waitForTotal(total: number) {
  for (let i = 0; i < 100; i += 1) {
    const data = (await adminDb.doc(paths.eventConfig(fx.eventId)).get()).data();
    if (data?.totalAttendees === total) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['metrics'] });
  // The fixture's attendee, plus three: two checked in on the 15th, one on the 16th.
  const ids = await Promise.all([
    seedAttendee(fx.eventId, { checkedinAt: '2027-03-15 09:10:00' }),
    seedAttendee(fx.eventId, { checkedinAt: '2027-03-15 23:59:59' }),
    seedAttendee(fx.eventId, { checkedinAt: '2027-03-16 00:00:00' }),
  ]);
  // Registrations dated in the event's zone (Bogotá, UTC-5): 04:59 UTC on the 2nd is still the 1st.
  await adminDb
    .doc(paths.attendee(fx.eventId, ids[0] ?? ''))
    .update({ created_at: Timestamp.fromDate(new Date('2027-03-02T04:59:00Z')) });
  await adminDb
    .doc(paths.attendee(fx.eventId, ids[1] ?? ''))
    .update({ created_at: Timestamp.fromDate(new Date('2027-03-02T05:00:00Z')) });
  await adminDb
    .doc(paths.eventContentItem(fx.eventId, 'activities', activityId))
    .set({ name: 'Taller', event_id: fx.eventId });
  await Promise.all(
    ids.map((id, i) =>
      adminDb.doc(paths.activityAttendee(fx.eventId, activityId, id)).set({
        event_id: fx.eventId,
        activity_id: activityId,
        attendee_id: id,
        checked_in: i === 0,
        // The first entered through the live room (online); nobody else attended.
        ...(i === 0 ? { online: true } : {}),
        created_at: FieldValue.serverTimestamp(),
      }),
    ),
  );
  await waitForTotal(4);
});

describeRoute('GET /api/events/{id}/totalmetricsbyevent', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/totalmetricsbyevent`,
  allowed: { who: 'staff with metrics', token: () => fx.staffWith.idToken },
  check: ({ body }) => {
    expect(body).toMatchObject({
      totalAttendees: 4,
      checkedInAttendees: 3,
      notCheckedInAttendees: 1,
      percentage: 75,
      totalActivities: 1,
    });
  },
  forbidden: { who: 'staff without metrics', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/totalmetricsbyevent',
});

describe('metrics by activity and by date', () => {
  it('counts registered and checked-in attendees per activity', async () => {
    const res = await callApi<{ data: unknown[] }>(
      `/api/events/${fx.eventId}/totalmetricsbyactivity`,
      { token: fx.eventAdmin.idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        activity_id: activityId,
        name: 'Taller',
        total: 3,
        checked_in: 1,
        checked_in_online: 1,
        percentage: 33,
      },
    ]);
  });

  it('counts check-ins per day of the event', async () => {
    const res = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/metricsbydate/eventusers?metrics_type=checkedin_at&datetime_from=2027-03-14&datetime_to=2027-03-16`,
      { token: fx.staffWith.idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 3,
      data: [
        { date: '2027-03-14', count: 0 },
        { date: '2027-03-15', count: 2 },
        { date: '2027-03-16', count: 1 },
      ],
    });
  });

  it("counts registrations per day in the event's time zone", async () => {
    const res = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/metricsbydate/eventusers?metrics_type=created_at&datetime_from=2027-03-01&datetime_to=2027-03-02`,
      { token: fx.staffWith.idToken },
    );
    expect(res.body).toMatchObject({
      data: [
        { date: '2027-03-01', count: 1 },
        { date: '2027-03-02', count: 1 },
      ],
    });
  });

  it('answers 400 for a bad range or type', async () => {
    const res = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/metricsbydate/eventusers?metrics_type=nope&datetime_from=2027-03-01&datetime_to=2026-03-02`,
      { token: fx.staffWith.idToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('metrics_type');
    expect(res.body.errors).toHaveProperty('datetime_to');
  });
});

describe('breakdowns', () => {
  const DOOR = 'door-AAAAAAAAAAbbbbbbbbbb';

  beforeAll(async () => {
    await adminDb
      .doc(paths.eventContentItem(fx.eventId, 'tickets', 'tk-general'))
      .set({ title: 'General', event_id: fx.eventId });
    await adminDb
      .doc(paths.attendee(fx.eventId, fx.attendeeId))
      .update({ ticket_id: 'tk-general' });
    // A door device's own shard, as the check-in screen's batch leaves it.
    await adminDb
      .doc(counterShardPath(fx.eventId, DOOR))
      .set({ checkedInAttendees: 2, last_attendee: fx.attendeeId });
    const order = (eventId: string, status: string, amount: number) =>
      adminDb.collection(paths.orders()).add({ event_id: eventId, status, amount, items: [] });
    await Promise.all([
      order(fx.eventId, 'APPROVED', 50000),
      order(fx.eventId, 'APPROVED', 30000),
      order(fx.eventId, 'PENDING', 10000),
      order('otro-evento', 'APPROVED', 999),
    ]);
  });

  it('counts check-ins per staff member (checked_in_by), door device, ticket and payment status', async () => {
    // The API's own check-in records who did it, like the door's write.
    const checkin = await callApi(`/api/events/${fx.eventId}/eventusers/${fx.attendeeId}/checkin`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: {},
    });
    expect(checkin.status).toBe(200);
    const stored = (await adminDb.doc(paths.attendee(fx.eventId, fx.attendeeId)).get()).data();
    expect(stored?.checked_in_by).toBe(fx.eventAdmin.uid);

    const res = await callApi<EventBreakdowns>(`/api/events/${fx.eventId}/metrics/breakdowns`, {
      token: fx.staffWith.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.devices).toEqual([{ shard: DOOR, checked_in: 2 }]);
    const admin = res.body.staff.find((s) => s.user_id === fx.eventAdmin.uid);
    expect(admin?.checked_in).toBe(1);
    expect(res.body.staff.filter((s) => s.user_id !== fx.eventAdmin.uid)).toEqual(
      expect.arrayContaining([expect.objectContaining({ checked_in: 0 })]),
    );
    expect(res.body.tickets).toEqual([
      { ticket_id: 'tk-general', title: 'General', attendees: 1 },
      { ticket_id: null, title: '', attendees: 3 },
    ]);
    expect(res.body.payments).toEqual(
      expect.arrayContaining([
        { status: 'APPROVED', orders: 2, amount: 80000 },
        { status: 'PENDING', orders: 1, amount: 10000 },
        { status: 'DECLINED', orders: 0, amount: 0 },
      ]),
    );
  });

  it('is refused to staff without metrics', async () => {
    const res = await callApi(`/api/events/${fx.eventId}/metrics/breakdowns`, {
      token: fx.staff.idToken,
    });
    expect(res.status).toBe(403);
  });
});
