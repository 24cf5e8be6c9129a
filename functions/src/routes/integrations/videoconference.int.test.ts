import { HOST_NOT_AVAILABLE_MESSAGE, INVALID_MEETING_MESSAGE, paths } from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import {
  createRoleFixture,
  type RoleFixture,
  seedActivity as seedEventActivity,
} from '../../../../tests/support/roles';
import { standInPorts, zoomStandIn } from '../../../../tests/stand-ins';

/** The Zoom stand-in where the emulator's functions/.env.local points (shifted by the offset). */
const zoom = zoomStandIn();
let fx: RoleFixture;

const seedActivity = (overrides: Record<string, unknown> = {}) =>
  seedEventActivity(fx.eventId, { name: 'Charla de apertura', ...overrides });
const activity = async (id: string) =>
  (await adminDb.doc(paths.eventContentItem(fx.eventId, 'activities', id)).get()).data();
const secrets = async (id: string) =>
  (await adminDb.doc(paths.activityMeeting(fx.eventId, id)).get()).data();
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
    // The links and password are kept beside the activity, never on it.
    expect(await secrets(roomActivity)).toMatchObject({
      join_url: meeting?.join_url,
      start_url: meeting?.start_url,
      key: meeting?.password,
    });
    expect(stored).not.toHaveProperty('join_url');
    expect(stored).not.toHaveProperty('start_url');
    expect(stored).not.toHaveProperty('key');
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
    expect((await create(undated)).body.message).toBe('La fecha de inicio no es válida');
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
    expect(res.body.message).toBe('¡Transmisión de Zoom eliminada!');
    expect(zoom.meetings.has(meetingId)).toBe(false);
    expect(await activity(target)).toMatchObject({
      platform: null,
      meeting_id: null,
      host_id: null,
      habilitar_ingreso: 'none',
    });
    expect(await secrets(target)).toBeUndefined();
    const again = await callApi(`/api/events/${fx.eventId}/meetings/${meetingId}`, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect(again.status).toBe(404);
  });
});

// A room's host link (start_url) and password (key) are for those who manage
// rooms; attendees get the join link only while the room is open; nobody else gets any of them.
describe('Zoom secrets are never public', () => {
  const SECRET_FIELDS = ['start_url', 'key', 'join_url'] as const;
  let live = '';
  let hostId = '';
  let room: { join_url: string; start_url: string; password: string };

  const read = (path: string, token?: string) =>
    callApi<Record<string, unknown>>(`/api/events/${fx.eventId}${path}`, { token });
  const setRoomState = (state: string) =>
    adminDb
      .doc(paths.eventContentItem(fx.eventId, 'activities', live))
      .update({ habilitar_ingreso: state });

  beforeAll(async () => {
    hostId = uniqueId('host');
    live = await seedActivity({
      datetime_start: '2027-06-01 09:00',
      datetime_end: '2027-06-01 10:00',
      host_ids: [hostId],
    });
    const created = await create(live, { host_id: 'host-1' });
    expect(created.status).toBe(201);
    const meeting = zoom.meetings.get(String(created.body.meeting_id));
    if (!meeting) throw new Error('the stand-in holds no room');
    room = meeting;
  });

  it('keeps the links and password off the published activity document', async () => {
    const stored = await activity(live);
    expect(stored).toMatchObject({ platform: 'zoom', isPublished: true });
    for (const field of SECRET_FIELDS) expect(stored).not.toHaveProperty(field);
    expect(await secrets(live)).toEqual({
      join_url: room.join_url,
      start_url: room.start_url,
      key: room.password,
    });
  });

  it('answers anonymous visitors and attendees the activity without them', async () => {
    await setRoomState('open_meeting_room');
    for (const token of [undefined, fx.attendee.idToken, fx.stranger.idToken, fx.staff.idToken]) {
      const one = await read(`/activities/${live}`, token);
      expect(one.status).toBe(200);
      const list = await read('/activities', token);
      const byHost = await read(`/activitiesbyhost/${hostId}`, token);
      const listed = (list.body.data as Record<string, unknown>[]).find((a) => a._id === live);
      const hosted = (byHost.body.data as Record<string, unknown>[])[0];
      for (const answer of [one.body, listed, hosted]) {
        expect(answer).toMatchObject({ _id: live, platform: 'zoom' });
        expect(answer).not.toHaveProperty('start_url');
        expect(answer).not.toHaveProperty('key');
      }
    }
  });

  it('gives the join link to attendees only while the room is open', async () => {
    const config = (token?: string) => read(`/activities/${live}/videoconference`, token);
    await setRoomState('closed_meeting_room');
    for (const token of [undefined, fx.attendee.idToken]) {
      const closed = await config(token);
      expect(closed.status).toBe(200);
      expect(closed.body.join_url).toBeNull();
      expect(closed.body).not.toHaveProperty('start_url');
      expect(closed.body).not.toHaveProperty('key');
      expect((await read(`/activities/${live}`, token)).body).not.toHaveProperty('join_url');
    }
    await setRoomState('open_meeting_room');
    const open = await config(fx.attendee.idToken);
    expect(open.body.join_url).toBe(room.join_url);
    expect(open.body).not.toHaveProperty('start_url');
    expect(open.body).not.toHaveProperty('key');
    expect((await read(`/activities/${live}`, fx.attendee.idToken)).body.join_url).toBe(
      room.join_url,
    );
    // A visitor who is not an attendee of the event does not get in.
    expect((await config()).body.join_url).toBeNull();
    expect((await config(fx.stranger.idToken)).body.join_url).toBeNull();
    await setRoomState('ended_meeting_room');
    expect((await config(fx.attendee.idToken)).body.join_url).toBeNull();
  });

  it('answers the room managers the host link and password', async () => {
    for (const token of [fx.eventAdmin.idToken, fx.staffWith.idToken]) {
      const one = await read(`/activities/${live}`, token);
      expect(one.body).toMatchObject({
        start_url: room.start_url,
        key: room.password,
        join_url: room.join_url,
      });
      const config = await read(`/activities/${live}/videoconference`, token);
      expect(config.body).toMatchObject({ start_url: room.start_url, key: room.password });
    }
  });

  it('does not copy the room or its secrets into a duplicated activity', async () => {
    const copy = await callApi<Record<string, unknown>>(
      `/api/events/${fx.eventId}/duplicateactivitie/${live}`,
      { method: 'POST', token: fx.eventAdmin.idToken, body: {} },
    );
    expect(copy.status).toBe(201);
    const copyId = String(copy.body._id);
    for (const field of SECRET_FIELDS) {
      expect(copy.body).not.toHaveProperty(field);
      expect(await activity(copyId)).not.toHaveProperty(field);
    }
    expect(await secrets(copyId)).toBeUndefined();
  });
});

describe('Zoom room pre-conditions and outages', () => {
  it('answers each date pre-condition with its message of part 2 §5', async () => {
    const noStart = await seedActivity({ datetime_start: '', datetime_end: '2027-03-15 10:00' });
    expect((await create(noStart)).body.message).toBe('La fecha de inicio no es válida');
    const noEnd = await seedActivity({ datetime_end: '15/03/2027' });
    expect((await create(noEnd)).body.message).toBe('La fecha de finalización no es válida');
    const backwards = await seedActivity({
      datetime_start: '2027-03-15 11:00',
      datetime_end: '2027-03-15 10:00',
    });
    const refused = await create(backwards);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La fecha de finalización no es válida');
    expect((await activity(backwards))?.meeting_id).toBeUndefined();
  });

  it('gives a clear message and leaves the activity unchanged when Zoom answers 500', async () => {
    const id = await seedActivity({
      datetime_start: '2027-05-01 09:00',
      datetime_end: '2027-05-01 10:00',
    });
    const before = await activity(id);
    zoom.failures.push('error');
    const res = await create(id, { host_id: 'host-5' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'El servicio de videoconferencia no está disponible, intente más tarde',
    );
    expect(await activity(id)).toEqual(before);
    expect(await secrets(id)).toBeUndefined();
  });

  it('gives the same message when Zoom does not answer in time', { timeout: 60_000 }, async () => {
    const id = await seedActivity({
      datetime_start: '2027-05-02 09:00',
      datetime_end: '2027-05-02 10:00',
    });
    const before = await activity(id);
    zoom.failures.push('hang');
    const res = await create(id, { host_id: 'host-5' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'El servicio de videoconferencia no está disponible, intente más tarde',
    );
    expect(await activity(id)).toEqual(before);
  });
});
