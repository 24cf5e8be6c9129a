import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

interface Record_ {
  _id: string;
  attendee_id: string;
  checked_in: boolean;
  checkedin_at: string | null;
}

let fx: RoleFixture;
let published = '';
let draft = '';
let other = '';
const activity = (eventId: string, id: string) =>
  adminDb.doc(paths.eventContentItem(eventId, 'activities', id));
const record = (activityId: string, attendeeId: string) =>
  adminDb.doc(paths.activityAttendee(fx.eventId, activityId, attendeeId));

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['admin_activity', 'checkin'] });
  const base = {
    name: 'Charla',
    subtitle: '',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: 'espacio-1',
    type_id: 'tipo-1',
    activity_categories_ids: ['categoria-1'],
    host_ids: ['speaker-1'],
    event_id: '',
  };
  published = 'actividad-publicada';
  draft = 'actividad-borrador';
  await activity(fx.eventId, published).set({
    ...base,
    event_id: fx.eventId,
    isPublished: true,
    meeting_id: 'zoom-123',
  });
  await activity(fx.eventId, draft).set({ ...base, event_id: fx.eventId, isPublished: false });
  other = await seedAttendee(fx.eventId);
});

describeRoute('POST /api/events/{id}/duplicateactivitie/{id}', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/duplicateactivitie/${published}`,
  allowed: { who: 'staff with admin_activity', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(body._id).not.toBe(published);
    expect(body).toMatchObject({ name: 'Charla', host_ids: ['speaker-1'], event_id: fx.eventId });
    // The conference belongs to the original only.
    expect(body.meeting_id).toBeUndefined();
  },
  forbidden: { who: 'staff without admin_activity', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/duplicateactivitie/no-such-activity`,
  invalid: { body: () => ({ name: 'x' }), field: 'name' },
});

describeRoute('GET /api/events/{id}/activitiesbyhost/{id}', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/activitiesbyhost/speaker-1`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  check: ({ body }) => {
    const ids = (body.data as { _id: string }[]).map((a) => a._id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
  },
  missingPath: () => '/api/events/no-such-event/activitiesbyhost/speaker-1',
  invalid: {
    path: () => `/api/events/${fx.eventId}/activitiesbyhost/speaker-1?pageSize=x`,
    field: 'pageSize',
  },
});

describe('GET activitiesbyhost for the team', () => {
  it('includes drafts', async () => {
    const res = await callApi<{ data: { _id: string }[] }>(
      `/api/events/${fx.eventId}/activitiesbyhost/speaker-1`,
      { token: fx.staff.idToken },
    );
    expect(res.body.data.map((a) => a._id)).toContain(draft);
  });
});

describeRoute('POST /api/events/{id}/activities_attendees', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/activities_attendees`,
  body: () => ({ activity_id: published, attendee_id: other }),
  allowed: { who: 'staff with checkin', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(body.message).toBe('Asistente agregado');
    const stored = (await record(published, other).get()).data();
    expect(stored).toMatchObject({
      attendee_id: other,
      activity_id: published,
      event_id: fx.eventId,
      checked_in: false,
      checkedin_at: null,
    });
  },
  forbidden: { who: 'staff without checkin', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/no-such-event/activities_attendees`,
  invalid: { body: () => ({ activity_id: published }), field: 'attendee_id' },
});

describe('POST activities_attendees, by the attendee', () => {
  it('lets an attendee add itself, and only itself', async () => {
    const url = `/api/events/${fx.eventId}/activities_attendees`;
    const self = await callApi(url, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { activity_id: published, attendee_id: fx.attendeeId },
    });
    expect(self.status).toBe(201);
    const again = await callApi(url, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { activity_id: published, attendee_id: fx.attendeeId },
    });
    expect(again.status).toBe(200);
    const someoneElse = await callApi(url, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { activity_id: published, attendee_id: other },
    });
    expect(someoneElse.status).toBe(403);
  });

  it('answers 404 for a missing activity', async () => {
    const res = await callApi(`/api/events/${fx.eventId}/activities_attendees`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { activity_id: 'no-such-activity', attendee_id: other },
    });
    expect(res.status).toBe(404);
  });
});

describeRoute('PUT /api/events/{id}/activities_attendees/checkin', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/activities_attendees/checkin`,
  body: () => ({ user_id: other, activity_id: draft, checkedin_at: '2027-03-15 09:05:00' }),
  allowed: { who: 'staff with checkin', token: () => fx.staffWith.idToken },
  check: async () => {
    const stored = (await record(draft, other).get()).data();
    expect(stored).toMatchObject({
      attendee_id: other,
      activity_id: draft,
      checked_in: true,
      checkedin_at: '2027-03-15 09:05:00',
      checked_at: '2027-03-15 09:05:00',
    });
  },
  forbidden: { who: 'staff without checkin', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/no-such-event/activities_attendees/checkin`,
  invalid: {
    body: () => ({ user_id: other, activity_id: draft, checkedin_at: '15/03/2027' }),
    field: 'checkedin_at',
  },
});

describe('activity check-in toggles', () => {
  it('un-checks with null and checks again, in one document per attendee', async () => {
    const url = `/api/events/${fx.eventId}/activities_attendees/checkin`;
    const send = (checkedin_at: string | null) =>
      callApi(url, {
        method: 'PUT',
        token: fx.eventAdmin.idToken,
        body: { attendee_id: other, activity_id: published, checkedin_at },
      });
    expect((await send('2027-03-15 09:10:00')).status).toBe(200);
    expect((await send(null)).status).toBe(200);
    expect((await record(published, other).get()).data()).toMatchObject({
      checked_in: false,
      checkedin_at: null,
    });
    expect((await send('2027-03-15 09:20:00')).status).toBe(200);
    const all = await adminDb
      .collection(paths.activityAttendees(fx.eventId, published))
      .where('attendee_id', '==', other)
      .get();
    expect(all.size).toBe(1);
  });

  it('answers 404 for an attendee that does not exist', async () => {
    const res = await callApi(`/api/events/${fx.eventId}/activities_attendees/checkin`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { user_id: 'a1ffffffffffffffffffffff', activity_id: published, checkedin_at: null },
    });
    expect(res.status).toBe(404);
  });
});

describeRoute('GET /api/events/{id}/activities_attendees?activity_id=', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/activities_attendees?activity_id=${published}`,
  allowed: { who: 'staff', token: () => fx.staff.idToken },
  check: ({ body }) => {
    expect((body.data as Record_[]).map((r) => r.attendee_id)).toContain(other);
  },
  forbidden: {
    who: "an attendee asking for someone else's records",
    token: () => fx.attendee.idToken,
    path: () =>
      `/api/events/${fx.eventId}/activities_attendees?activity_id=${published}&user_id=${fx.stranger.uid}`,
  },
  missingPath: () => `/api/events/no-such-event/activities_attendees?activity_id=${published}`,
  invalid: {
    path: () => `/api/events/${fx.eventId}/activities_attendees?activity_id=a.b`,
    field: 'activity_id',
  },
});

describe('GET activities_attendees for an attendee', () => {
  it('gives an attendee its own records only', async () => {
    const mine = await callApi<{ data: Record_[] }>(
      `/api/events/${fx.eventId}/activities_attendees`,
      { token: fx.attendee.idToken },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r) => r.attendee_id)).toEqual([fx.attendeeId]);
    const byActivity = await callApi<{ data: Record_[] }>(
      `/api/events/${fx.eventId}/activities_attendees?activity_id=${published}&user_id=${fx.attendee.uid}`,
      { token: fx.attendee.idToken },
    );
    expect(byActivity.body.data.map((r) => r.attendee_id)).toEqual([fx.attendeeId]);
  });
});

describeRoute('GET /api/events/{id}/activities_attendeesAdmin', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/activities_attendeesAdmin?activity_id=${published}`,
  allowed: { who: 'staff', token: () => fx.staff.idToken },
  check: ({ body }) => {
    expect(body.total).toBe((body.data as unknown[]).length);
    expect((body.data as Record_[]).map((r) => r.attendee_id)).toContain(other);
  },
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => `/api/events/no-such-event/activities_attendeesAdmin?activity_id=x`,
  invalid: {
    path: () => `/api/events/${fx.eventId}/activities_attendeesAdmin`,
    field: 'activity_id',
  },
});
