import {
  HOURS_NOT_AVAILABLE,
  MEETING_NOT_ATTENDEE_MESSAGE,
  MEETING_WITH_SELF_MESSAGE,
  paths,
} from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';
import { standInPorts, zoomStandIn } from '../../../../tests/stand-ins';

/**
 * Meeting requests (part 3 §4.3): created and answered only through the API,
 * each decision one transaction over both people's meetings.
 */
let fx: RoleFixture;

interface Person {
  uid: string;
  idToken: string;
  email: string;
}

/** A user with an account that is an attendee of the fixture's event. */
async function attendeeUser(names: string): Promise<Person> {
  const user = await createUserWithToken();
  await seedAttendee(fx.eventId, { accountId: user.uid, email: user.email, names });
  return user;
}

interface Answer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  data: { _id: string; request_status: string } & Record<string, unknown>;
}

const ask = (from: Person, to: string, start: string, end: string, extra = {}) =>
  callApi<Answer>(`/api/events/${fx.eventId}/meetingrequests`, {
    method: 'POST',
    token: from.idToken,
    body: { receiver_id: to, timestamp_start: start, timestamp_end: end, ...extra },
  });

async function requestId(from: Person, to: Person, start: string, end: string) {
  const res = await ask(from, to.uid, start, end);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

const answer = (who: Person, meetingId: string, status: 'accepted' | 'rejected') =>
  callApi<Answer>(`/api/events/${fx.eventId}/meetingrequests/${meetingId}/answer`, {
    method: 'PUT',
    token: who.idToken,
    body: { request_status: status },
  });

/** The mail's answer link, opened with a token of the caller's choosing. */
const openLink = (meetingId: string, status: 'accepted' | 'rejected', token: string) =>
  callApi(`/api/event/${fx.eventId}/meeting/${meetingId}/${status}?token=${token}`);

const statusOf = async (meetingId: string) =>
  (await adminDb.doc(paths.meetingRequest(fx.eventId, meetingId)).get()).data()?.request_status;

let requester: Person;
let receiver: Person;
let contractMeeting = '';

beforeAll(async () => {
  fx = await createRoleFixture();
  [requester, receiver] = await Promise.all([
    attendeeUser('Solicitante Contrato'),
    attendeeUser('Receptor Contrato'),
  ]);
  contractMeeting = await requestId(requester, receiver, '2027-03-15 08:00', '2027-03-15 08:30');
});

describeRoute('POST /api/events/{id}/meetingrequests', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/meetingrequests`,
  body: () => ({
    receiver_id: receiver.uid,
    timestamp_start: '2027-03-15 07:00',
    timestamp_end: '2027-03-15 07:30',
    message: '¿Hablamos?',
  }),
  allowed: { who: 'an attendee of the event', token: () => fx.attendee.idToken },
  status: 201,
  check: async ({ body }) => {
    const data = body.data as Record<string, unknown>;
    // Who, names and e-mails come from the registrations, never from the body.
    expect(data).toMatchObject({
      owner_id: fx.attendee.uid,
      attendees: [fx.attendee.uid, receiver.uid],
      email: receiver.email,
      name: 'Receptor Contrato',
      email_requesting: fx.attendee.email,
      request_status: 'pending',
    });
    expect(data).not.toHaveProperty('answer_token_hash');
  },
  forbidden: { who: 'staff that is not an attendee', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/meetingrequests',
  invalid: { body: () => ({ receiver_id: '../x' }), field: 'receiver_id' },
});

describeRoute('PUT /api/events/{id}/meetingrequests/{id}/answer', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/meetingrequests/${contractMeeting}/answer`,
  body: () => ({ request_status: 'accepted' }),
  allowed: { who: 'the receiver', token: () => receiver.idToken },
  check: async () => {
    expect(await statusOf(contractMeeting)).toBe('accepted');
  },
  forbidden: { who: 'the requester', token: () => requester.idToken },
  missingPath: () => `/api/events/${fx.eventId}/meetingrequests/no-such-meeting/answer`,
  invalid: { body: () => ({ request_status: 'pending' }), field: 'request_status' },
});

describe('meeting requests', () => {
  it("puts an unread 'agenda' notice in the receiver's bell", async () => {
    const [asker, target] = await Promise.all([attendeeUser('Avisa'), attendeeUser('Avisado')]);
    await requestId(asker, target, '2027-03-17 09:00', '2027-03-17 10:00');
    const notices = await adminDb.collection(paths.notifications(target.uid)).get();
    expect(notices.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ type: 'agenda', state: '0', event_id: fx.eventId }),
    ]);
  });

  it('refuses fields the server owns, oneself and people outside the event', async () => {
    const peer = await attendeeUser('Par');
    const slot = ['2027-03-16 09:00', '2027-03-16 09:30'] as const;
    for (const extra of [
      { answer_token_hash: 'f'.repeat(64) },
      { request_status: 'accepted' },
      { email: 'yo@example.com' },
      { owner_id: peer.uid },
    ]) {
      const res = await ask(fx.attendee, peer.uid, ...slot, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const self = await ask(fx.attendee, fx.attendee.uid, ...slot);
    expect(self.status).toBe(400);
    expect(self.body.errors?.receiver_id).toBe(MEETING_WITH_SELF_MESSAGE);
    const outsider = await ask(fx.attendee, fx.stranger.uid, ...slot);
    expect(outsider.status).toBe(400);
    expect(outsider.body.errors?.receiver_id).toBe(MEETING_NOT_ATTENDEE_MESSAGE);
    expect((await ask(fx.stranger, peer.uid, ...slot)).status).toBe(403);
  });

  it('a requester cannot accept its own request, in the app or with a token it made', async () => {
    const [asker, target] = await Promise.all([attendeeUser('Pide'), attendeeUser('Recibe')]);
    const id = await requestId(asker, target, '2027-03-16 10:00', '2027-03-16 10:30');
    expect((await answer(asker, id, 'accepted')).status).toBe(403);
    // The token of a link it never received: the server made none, so none matches.
    const link = await openLink(id, 'accepted', 'A'.repeat(43));
    expect(link.status).toBe(403);
    // Notified: the receiver's link works; the requester's forged one still does not.
    const notify = await callApi(`/api/events/${fx.eventId}/meetingrequest/notify`, {
      method: 'POST',
      token: asker.idToken,
      body: { meeting_id: id },
    });
    expect(notify.status).toBe(201);
    expect((await openLink(id, 'accepted', 'B'.repeat(43))).status).toBe(403);
    expect(await statusOf(id)).toBe('pending');
    // Someone outside the meeting learns nothing about it.
    expect((await answer(fx.attendee, id, 'accepted')).status).toBe(404);
    const rejected = await answer(target, id, 'rejected');
    expect(rejected.status).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect((await answer(target, id, 'accepted')).status).toBe(409);
  });

  it('refuses a slot already taken by either person with HOURS_NOT_AVAILABLE', async () => {
    const [p1, p2, p3, r, q] = await Promise.all([
      attendeeUser('Uno'),
      attendeeUser('Dos'),
      attendeeUser('Tres'),
      attendeeUser('Receptora'),
      attendeeUser('Otra'),
    ]);
    const x = await requestId(p1, r, '2027-03-17 09:00', '2027-03-17 09:30');
    const y = await requestId(p2, r, '2027-03-17 09:00', '2027-03-17 09:30');
    const z = await requestId(p1, q, '2027-03-17 09:15', '2027-03-17 09:45');
    expect((await answer(r, x, 'accepted')).status).toBe(200);
    // The receiver is busy then.
    const receiverBusy = await answer(r, y, 'accepted');
    expect(receiverBusy.status).toBe(409);
    expect(receiverBusy.body.message).toBe(HOURS_NOT_AVAILABLE);
    // The requester is busy then.
    const requesterBusy = await answer(q, z, 'accepted');
    expect(requesterBusy.status).toBe(409);
    expect(requesterBusy.body.message).toBe(HOURS_NOT_AVAILABLE);
    expect([await statusOf(y), await statusOf(z)]).toEqual(['pending', 'pending']);
    // New requests for the taken slot are refused too, whichever side is busy.
    for (const [from, to] of [
      [p3, r],
      [p3, p1],
      [r, p3],
    ] as const) {
      const res = await ask(from, to.uid, '2027-03-17 09:20', '2027-03-17 09:40');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(HOURS_NOT_AVAILABLE);
    }
    // Touching at an edge is not an overlap.
    expect((await ask(p3, r.uid, '2027-03-17 09:30', '2027-03-17 10:00')).status).toBe(201);
  });

  // The emulator settles two contending transactions by making one wait for the other's lock
  // and retry (several seconds on a busy machine), hence the longer limit.
  it('of two overlapping requests accepted at once, exactly one wins', async () => {
    const [s, t1, t2] = await Promise.all([
      attendeeUser('Solicitada'),
      attendeeUser('Primero'),
      attendeeUser('Segundo'),
    ]);
    const first = await requestId(t1, s, '2027-03-18 14:00', '2027-03-18 15:00');
    const second = await requestId(t2, s, '2027-03-18 14:30', '2027-03-18 15:30');
    const results = await Promise.all([
      answer(s, first, 'accepted'),
      answer(s, second, 'accepted'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(HOURS_NOT_AVAILABLE);
    const stored = [await statusOf(first), await statusOf(second)];
    expect(stored.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(stored.filter((status) => status === 'pending')).toHaveLength(1);
  }, 120_000);
});

describe('the video room of an accepted meeting', () => {
  // The Zoom stand-in where functions/.env.local points; the tests above run without it.
  const zoom = zoomStandIn();
  beforeAll(() => zoom.start(standInPorts().zoom));
  afterAll(() => zoom.stop());

  const stored = async (meetingId: string) =>
    (await adminDb.doc(paths.meetingRequest(fx.eventId, meetingId)).get()).data();

  it('makes a Zoom room at the meeting time and gives both people its join link', async () => {
    const [asker, target] = await Promise.all([
      attendeeUser('Ana Video'),
      attendeeUser('Luis Video'),
    ]);
    const id = await requestId(asker, target, '2027-03-19 10:00', '2027-03-19 11:00');
    const accepted = await answer(target, id, 'accepted');
    expect(accepted.status).toBe(200);
    const room = [...zoom.meetings.values()].find((m) => m.topic.includes('Ana Video'));
    expect(room).toMatchObject({
      topic: 'Reunión: Ana Video y Luis Video',
      start_time: '2027-03-19T15:00:00Z',
      duration: 60,
    });
    const video = { platform: 'zoom', meeting_id: room?.id, join_url: room?.join_url };
    expect(accepted.body.data.video).toMatchObject(video);
    // On the request itself, which the rules let exactly the two people (and the admins) read.
    expect(await stored(id)).toMatchObject({ request_status: 'accepted', video });
  });

  it('falls back to the private chat when Zoom fails, and the acceptance stands', async () => {
    const [asker, target] = await Promise.all([
      attendeeUser('Eva Caida'),
      attendeeUser('Iván Caido'),
    ]);
    const id = await requestId(asker, target, '2027-03-19 12:00', '2027-03-19 13:00');
    const before = zoom.meetings.size;
    zoom.failures.push('error');
    const accepted = await answer(target, id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(zoom.meetings.size).toBe(before);
    const fallback = { platform: 'chat', join_url: null, fallback_reason: 'unavailable' };
    expect(accepted.body.data.video).toMatchObject(fallback);
    expect(await stored(id)).toMatchObject({ request_status: 'accepted', video: fallback });
  });

  it('makes no room for a rejected request', async () => {
    const [asker, target] = await Promise.all([attendeeUser('Sin Sala'), attendeeUser('Rechaza')]);
    const id = await requestId(asker, target, '2027-03-19 14:00', '2027-03-19 15:00');
    const before = zoom.meetings.size;
    expect((await answer(target, id, 'rejected')).status).toBe(200);
    expect(zoom.meetings.size).toBe(before);
    expect(await stored(id)).not.toHaveProperty('video');
  });
});
