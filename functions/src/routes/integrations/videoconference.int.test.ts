import { HOST_NOT_AVAILABLE_MESSAGE, INVALID_MEETING_MESSAGE, paths } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, type RoleFixture } from '../../../../tests/support/roles';
import { standInPorts, zoomStandIn } from '../../../../tests/stand-ins';

/** The Zoom stand-in where the emulator's functions/.env.local points (shifted by the offset). */
const zoom = zoomStandIn();
let fx: RoleFixture;

async function seedActivity(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = uniqueId('act');
  await adminDb.doc(paths.eventContentItem(fx.eventId, 'activities', id)).set({
    name: 'Charla de apertura',
    event_id: fx.eventId,
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    isPublished: true,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    ...overrides,
  });
  return id;
}
const activity = async (id: string) =>
  (await adminDb.doc(paths.eventContentItem(fx.eventId, 'activities', id)).get()).data();
const create = (activityId: string, body: unknown = {}, token = fx.eventAdmin.idToken) =>
  callApi<Record<string, unknown>>(`/api/events/${fx.eventId}/createmeeting/${activityId}`, {
    method: 'POST',
    token,
    body,
  });

let roomActivity = '';

beforeAll(async () => {
  await zoom.start(standInPorts().zoom);
  fx = await createRoleFixture({ permissions: ['admin_activity'] });
  roomActivity = await seedActivity();
});
afterAll(() => zoom.stop());

describeRoute('POST /api/events/{id}/createmeeting/{activityId}', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/createmeeting/${roomActivity}`,
  body: () => ({ activity_name: 'Apertura', agenda: 'Bienvenida', host_id: 'host-1' }),
  allowed: { who: 'staff with admin_activity', token: () => fx.staffWith.idToken },
  status: 201,
  check: async ({ body }) => {
    expect(body).toMatchObject({ platform: 'zoom', host_id: 'host-1', host_name: 'Sala Aforo 1' });
    const stored = await activity(roomActivity);
    expect(stored).toMatchObject({
      platform: 'zoom',
      host_id: 'host-1',
      date_start_zoom: '2027-03-15 09:00',
    });
    const meeting = zoom.meetings.get(String(stored?.meeting_id));
    expect(meeting).toMatchObject({
      host_id: 'host-1',
      topic: 'Apertura',
      duration: 60,
      start_time: '2027-03-15T14:00:00Z',
    });
    expect(stored?.join_url).toBe(meeting?.join_url);
  },
  forbidden: { who: 'staff without admin_activity', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/createmeeting/no-such-activity`,
  invalid: { body: () => ({ host_id: '../x' }), field: 'host_id' },
});

describe('Zoom rooms of activities', () => {
  it("answers 'No está disponible el host...' when the chosen host is busy then", async () => {
    const first = await create(
      await seedActivity({ datetime_start: '2027-04-01 09:00', datetime_end: '2027-04-01 11:00' }),
      { host_id: 'host-2' },
    );
    expect(first.status).toBe(201);
    const overlapping = await seedActivity({
      datetime_start: '2027-04-01 10:00',
      datetime_end: '2027-04-01 12:00',
    });
    const busy = await create(overlapping, { host_id: 'host-2' });
    expect(busy.status).toBe(400);
    expect(busy.body.message).toBe(HOST_NOT_AVAILABLE_MESSAGE);
    expect((await activity(overlapping))?.meeting_id).toBeUndefined();
    // With a list, the next free host takes it.
    const fallback = await create(overlapping, { host_ids: ['host-2', 'host-3'] });
    expect(fallback.status).toBe(201);
    expect(fallback.body.host_id).toBe('host-3');
  });

  it('refuses a room whose dates are not valid, or a second room', async () => {
    const undated = await seedActivity({ datetime_start: null, datetime_end: null });
    expect((await create(undated)).body.message).toBe('La fecha de inicio no es valida');
    const again = await create(roomActivity, { host_id: 'host-4' });
    expect(again.status).toBe(409);
  });

  it('reads a room by event, activity and meeting id; an unknown id is not valid', async () => {
    const meetingId = String((await activity(roomActivity))?.meeting_id);
    const room = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/activities/${roomActivity}/meetings/${meetingId}`,
      {
        token: fx.eventAdmin.idToken,
      },
    );
    expect(room.status).toBe(200);
    expect(room.body).toMatchObject({ meeting_id: meetingId, host_id: 'host-1' });
    const unknown = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/activities/${roomActivity}/meetings/12345678901`,
      {
        token: fx.eventAdmin.idToken,
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(INVALID_MEETING_MESSAGE);
  });

  it('saves a video configuration only with a Zoom id that resolves to a room with a host', async () => {
    // A host left from an earlier room must not stick to the new one.
    const target = await seedActivity({ host_id: 'host-4', host_name: 'Sala vieja' });
    const url = `/api/events/${fx.eventId}/activities/${target}/videoconference`;
    for (const meeting_id of ['12345678901', 'abc']) {
      const invalid = await callApi<Record<string, unknown>>(url, {
        method: 'PUT',
        token: fx.eventAdmin.idToken,
        body: { platform: 'zoom', meeting_id },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe(INVALID_MEETING_MESSAGE);
    }
    const meetingId = String((await activity(roomActivity))?.meeting_id);
    const saved = await callApi<Record<string, unknown>>(url, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: {
        platform: 'zoom',
        meeting_id: meetingId,
        habilitar_ingreso: 'open_meeting_room',
        tabs: { chat: true, surveys: true },
      },
    });
    expect(saved.status).toBe(200);
    expect(await activity(target)).toMatchObject({
      platform: 'zoom',
      meeting_id: meetingId,
      host_id: 'host-1',
      host_name: 'Sala Aforo 1',
      habilitar_ingreso: 'open_meeting_room',
      tabs: { chat: true, surveys: true, games: false, attendees: false },
    });
    // Another platform's id is not Zoom's to judge.
    const vimeo = await callApi(url, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { platform: 'vimeo', meeting_id: 'v-123' },
    });
    expect(vimeo.status).toBe(200);
  });

  it('shows attendees the room without the host links', async () => {
    const res = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/activities/${roomActivity}/videoconference`,
      {
        token: fx.attendee.idToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ has_videoconference: true, platform: 'zoom' });
    expect(res.body).not.toHaveProperty('start_url');
    expect(res.body).not.toHaveProperty('key');
  });

  it('lists the five fixed hosts', async () => {
    const res = await callApi<{ data: { _id: string; name: string }[] }>('/api/events/zoomhost', {
      token: fx.attendee.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h) => h._id)).toEqual([
      'host-1',
      'host-2',
      'host-3',
      'host-4',
      'host-5',
    ]);
  });

  it('deletes a room in Zoom and resets the activity', async () => {
    const target = await seedActivity({
      datetime_start: '2027-05-01 09:00',
      datetime_end: '2027-05-01 10:00',
    });
    const meetingId = String((await create(target, { host_id: 'host-5' })).body.meeting_id);
    const refused = await callApi(`/api/events/${fx.eventId}/meetings/${meetingId}`, {
      method: 'DELETE',
      token: fx.attendee.idToken,
    });
    expect(refused.status).toBe(403);
    const res = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/meetings/${meetingId}`,
      { method: 'DELETE', token: fx.eventAdmin.idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Transmision de Zoom eliminada!');
    expect(zoom.meetings.has(meetingId)).toBe(false);
    expect(await activity(target)).toMatchObject({
      platform: null,
      meeting_id: null,
      host_id: null,
      habilitar_ingreso: 'none',
      join_url: null,
    });
    const again = await callApi(`/api/events/${fx.eventId}/meetings/${meetingId}`, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect(again.status).toBe(404);
  });
});
