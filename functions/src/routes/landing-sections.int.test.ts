import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedEvent, type RoleFixture } from '../../../tests/support/roles';

/** The landing's trophies table and the public /page/{id} lookup. */
let fx: RoleFixture;
let privateEvent = '';
const quiz = 'quiz-visible';
const hidden = 'quiz-hidden';
const page = uniqueId('page');
const draft = uniqueId('draft');
const privatePage = uniqueId('private-page');

const survey = (id: string, rankingVisible: boolean) =>
  adminDb
    .doc(paths.eventContentItem(fx.eventId, 'surveys', id))
    .set({ survey: id, publish: true, rankingVisible, questions: [] });
const rankingRow = (surveyId: string, uid: string, userName: string, score: number) =>
  adminDb.doc(paths.surveyRankingRow(fx.eventId, surveyId, uid)).set({
    userName,
    userEmail: `${uid}@example.com`,
    totalQuestions: 5,
    correctAnswers: score,
    score,
    registerDate: new Date(),
  });
const checkin = (activityId: string, attendeeId: string, names: string, userId: string | null) =>
  adminDb.doc(paths.activityAttendee(fx.eventId, activityId, attendeeId)).set({
    event_id: fx.eventId,
    activity_id: activityId,
    attendee_id: attendeeId,
    user_id: userId,
    properties: { names, email: `${attendeeId}@example.com` },
    rol_id: null,
    checked_in: true,
    checkedin_at: '2027-03-15 09:05:00',
  });
const customPage = (eventId: string, id: string, published: boolean) =>
  adminDb.doc(paths.eventContentItem(eventId, 'pages', id)).set({
    page_id: id,
    event_id: eventId,
    title: 'Cómo llegar',
    slug: id,
    order: 0,
    body: '<p>En bus</p>',
    published,
  });

beforeAll(async () => {
  fx = await createRoleFixture();
  privateEvent = await seedEvent({ visibility: 'PRIVATE' });
  await Promise.all([
    survey(quiz, true),
    survey(hidden, false),
    rankingRow(quiz, 'u-ana', 'Ana', 4),
    rankingRow(quiz, 'u-beto', 'Beto', 1),
    rankingRow(hidden, 'u-beto', 'Beto', 50),
    checkin('act-1', 'att-beto', 'Beto', 'u-beto'),
    checkin('act-2', 'att-beto', 'Beto', 'u-beto'),
    checkin('act-1', 'att-carla', 'Carla', null),
    // Not checked in: a registration to the activity only.
    adminDb.doc(paths.activityAttendee(fx.eventId, 'act-2', 'att-dora')).set({
      event_id: fx.eventId,
      activity_id: 'act-2',
      attendee_id: 'att-dora',
      properties: { names: 'Dora' },
      checked_in: false,
    }),
    customPage(fx.eventId, page, true),
    customPage(fx.eventId, draft, false),
    customPage(privateEvent, privatePage, true),
  ]);
});

describeRoute('GET /api/events/{id}/trophies', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/trophies`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  missingPath: () => '/api/events/no-such-event/trophies',
});

describeRoute('GET /api/pages/{id}', {
  method: 'GET',
  path: () => `/api/pages/${page}`,
  allowed: { who: 'anyone', token: () => undefined },
  isPublic: true,
  missingPath: () => '/api/pages/no-such-page',
});

describe('trophies', () => {
  it('ranks visible quiz points plus checked-in activities, with names and no e-mail', async () => {
    const res = await callApi<{ data: Record<string, unknown>[] }>(
      `/api/events/${fx.eventId}/trophies`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { place: 1, name: 'Ana', quizPoints: 4, activities: 0, points: 4 },
      { place: 2, name: 'Beto', quizPoints: 1, activities: 2, points: 3 },
      { place: 3, name: 'Carla', quizPoints: 0, activities: 1, points: 1 },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
  });

  it('hides a private event from strangers as a missing one', async () => {
    const res = await callApi(`/api/events/${privateEvent}/trophies`, {
      token: fx.stranger.idToken,
    });
    expect(res.status).toBe(404);
  });
});

describe('custom page by id', () => {
  it('finds a page the admin published through the API', async () => {
    const created = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/pages`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { title: 'Programa', slug: uniqueId('programa').toLowerCase(), published: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await callApi<{ data: { title: string } }>(`/api/pages/${created.body._id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.title).toBe('Programa');
  });

  it('answers a published page with its event, drafts and private events as missing', async () => {
    const res = await callApi<{ data: { title: string }; event: { _id: string } }>(
      `/api/pages/${page}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Cómo llegar');
    expect(res.body.event._id).toBe(fx.eventId);
    expect((await callApi(`/api/pages/${draft}`)).status).toBe(404);
    expect(
      (await callApi(`/api/pages/${privatePage}`, { token: fx.stranger.idToken })).status,
    ).toBe(404);
    expect((await callApi('/api/pages/a%2Fb')).status).toBe(404);
  });
});
