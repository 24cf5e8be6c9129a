import { counterShardPath, counterShardsPath, paths, shardOfAttendee } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedEvent, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;
/** An event of its own (no organization) and its author: the plain "my event" case. */
let ownEventId = '';
let owner: { uid: string; idToken: string };

const body = (name = 'Copia del congreso') => ({
  name,
  datetime_from: '2027-03-22 09:00:00',
  datetime_to: '2027-03-23 18:00:00',
});

const doc = async (path: string) => (await adminDb.doc(path).get()).data();
const ids = async (path: string) => (await adminDb.collection(path).get()).docs.map((d) => d.id);
const content = (eventId: string, kind: string) => `${paths.event(eventId)}/${kind}`;

/** The source's set-up, content and attendee data, each kind that duplication decides about. */
async function seedContent(eventId: string, attendeeUid: string) {
  const set = (path: string, data: Record<string, unknown>) => adminDb.doc(path).set(data);
  const item = (kind: string, id: string, data: Record<string, unknown>) =>
    set(`${content(eventId, kind)}/${id}`, { event_id: eventId, ...data });
  await Promise.all([
    item('roles', 'rol-vip', { name: 'VIP' }),
    item('spaces', 'sala-1', { name: 'Sala 1' }),
    item('categories', 'cat-1', { name: 'Tecnología', color: '#123456' }),
    item('types', 'tipo-1', { name: 'Charla' }),
    item('speakers', 'ponente-1', { name: 'Laura', published: true }),
    item('activities', 'act-1', {
      name: 'Apertura',
      datetime_start: '2027-03-15 10:00',
      datetime_end: '2027-03-15 11:00',
      space_id: 'sala-1',
      type_id: 'tipo-1',
      activity_categories_ids: ['cat-1'],
      host_ids: ['ponente-1'],
      isPublished: true,
      platform: 'zoom',
      meeting_id: '123456789',
      habilitar_ingreso: 'open_meeting_room',
      video: 'https://example.com/grabacion.mp4',
      registered_count: 7,
    }),
    set(paths.activityMeeting(eventId, 'act-1'), {
      join_url: 'https://zoom.example/j/1',
      start_url: 'https://zoom.example/s/1',
      key: 'secreta',
    }),
    item('surveys', 'encuesta-1', {
      survey: 'Satisfacción',
      eventId,
      open: true,
      publish: true,
      freezeGame: true,
      questions: [{ id: 'q1', title: '¿Le gustó?', type: 'radiogroup', choices: ['Sí', 'No'] }],
    }),
    set(paths.surveyAnswerKey(eventId, 'encuesta-1'), {
      questions: [{ id: 'q1', correctAnswer: 'Sí', correctAnswerIndex: 0 }],
    }),
    set(paths.surveyResponse(eventId, 'encuesta-1', 'q1', attendeeUid), { response: 'Sí' }),
    item('documents', 'doc-1', {
      type: 'file',
      title: 'Programa',
      file: 'https://example.com/programa.pdf',
      permissionRol: ['rol-vip'],
      permissionUser: [attendeeUid],
    }),
    item('faqs', 'faq-1', { title: '¿Parqueadero?', content: 'Sí' }),
    item('certificates', 'cert-1', { name: 'Asistencia', content: 'Certificamos', rol_ids: [] }),
    item('pages', 'pagina-1', { title: 'Cómo llegar', slug: 'como-llegar', published: true }),
    item('tickets', 'boleta-1', { title: 'General' }),
    item('news', 'noticia-1', { title: 'Bienvenidos', time: '2027-03-01' }),
    item('wall', 'post-1', { text: 'Hola a todos', published: true }),
    item('notifications_app', 'push-1', { message: 'Empezamos' }),
    set(paths.activityAttendee(eventId, 'act-1', fx.attendeeId), { checkedin_at: null }),
    set(counterShardPath(eventId, shardOfAttendee('otro')), {
      totalAttendees: FieldValue.increment(5),
      checkedInAttendees: FieldValue.increment(2),
    }),
  ]);
}

beforeAll(async () => {
  fx = await createRoleFixture({
    event: {
      description: '<p>El congreso anual de la comunidad.</p>',
      registration_message: '<p>¡Gracias por inscribirte!</p>',
      dates: ['2027-03-15', '2027-03-16'],
      styles: { brandPrimary: '#112233' },
      itemsMenu: {
        tickets: {
          name: 'Inscripciones',
          section: 'tickets',
          icon: '',
          position: 0,
          permissions: 'public',
          checked: true,
        },
      },
    },
  });
  await seedContent(fx.eventId, fx.attendee.uid);
  owner = await createUserWithToken();
  ownEventId = await seedEvent({ authorId: owner.uid });
});

describeRoute('POST /api/events/{id}/duplicate', {
  method: 'POST',
  path: () => `/api/events/${ownEventId}/duplicate`,
  body: () => body(),
  allowed: { who: "the event's author", token: () => owner.idToken },
  status: 201,
  check: ({ body: copy }) => {
    expect(copy).toMatchObject({ name: 'Copia del congreso', author_id: owner.uid });
    expect(copy._id).not.toBe(ownEventId);
  },
  forbidden: { who: 'a signed-in stranger', token: () => fx.stranger.idToken },
  missingPath: () => '/api/events/no-such-event/duplicate',
  invalid: {
    body: () => ({ ...body(), datetime_to: '2027-03-01 09:00:00' }),
    field: 'datetime_to',
  },
});

describe('POST /api/events/{id}/duplicate, who may copy', () => {
  it('refuses staff without the admin role and attendees (403)', async () => {
    for (const who of [fx.staff, fx.attendee]) {
      const res = await callApi(`/api/events/${fx.eventId}/duplicate`, {
        method: 'POST',
        token: who.idToken,
        body: body(),
      });
      expect(res.status).toBe(403);
    }
  });

  it('refuses an event admin who no longer administers the event’s organization (403)', async () => {
    const res = await callApi<{ message: string }>(`/api/events/${fx.eventId}/duplicate`, {
      method: 'POST',
      token: fx.author.idToken,
      body: body(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/administrador de su organización/),
    });
  });

  it('answers 400 for a short name and for a field the copy does not take', async () => {
    const send = (payload: Record<string, unknown>) =>
      callApi<{ errors: Record<string, string> }>(`/api/events/${fx.eventId}/duplicate`, {
        method: 'POST',
        token: fx.orgAdmin.idToken,
        body: payload,
      });
    const short = await send(body('ab'));
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors)).toEqual(['name']);
    const extra = await send({ ...body(), author_id: fx.stranger.uid });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.errors)).toEqual(['author_id']);
  });
});

describe('POST /api/events/{id}/duplicate, what the copy holds', () => {
  let copyId = '';

  beforeAll(async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/duplicate`, {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: body(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    copyId = res.body._id;
  });

  it('is a new event of the caller under the same organization, with the set-up and new dates', async () => {
    const [source, copy] = await Promise.all([
      doc(paths.event(fx.eventId)),
      doc(paths.event(copyId)),
    ]);
    expect(copy).toMatchObject({
      name: 'Copia del congreso',
      author_id: fx.orgAdmin.uid,
      organizer_id: fx.orgId,
      datetime_from: '2027-03-22 09:00:00',
      datetime_to: '2027-03-23 18:00:00',
      dates: ['2027-03-22', '2027-03-23'],
      user_properties: source?.user_properties,
      tickets: source?.tickets,
      event_stages: source?.event_stages,
      itemsMenu: source?.itemsMenu,
      styles: source?.styles,
      description: source?.description,
      registration_message: source?.registration_message,
      visibility: 'PUBLIC',
    });
  });

  it('copies the content with its ids, the agenda moved by a week and without rooms', async () => {
    for (const kind of [
      'roles',
      'spaces',
      'categories',
      'types',
      'speakers',
      'activities',
      'surveys',
      'documents',
      'faqs',
      'certificates',
      'tickets',
      'news',
    ]) {
      expect(await ids(content(copyId, kind)), kind).toEqual(await ids(content(fx.eventId, kind)));
    }
    // A page's public address (/page/{page_id}) must stay the source's: the copy gets its own.
    const pages = await adminDb.collection(content(copyId, 'pages')).get();
    expect(pages.docs.map((page) => page.data())).toEqual([
      expect.objectContaining({ title: 'Cómo llegar', page_id: pages.docs[0]?.id }),
    ]);
    expect(pages.docs[0]?.id).not.toBe('pagina-1');
    const activity = await doc(`${content(copyId, 'activities')}/act-1`);
    expect(activity).toMatchObject({
      event_id: copyId,
      datetime_start: '2027-03-22 10:00',
      datetime_end: '2027-03-22 11:00',
      space_id: 'sala-1',
      activity_categories_ids: ['cat-1'],
      platform: null,
      meeting_id: null,
      habilitar_ingreso: 'none',
      video: null,
      registered_count: 0,
    });
    expect((await adminDb.doc(paths.activityMeeting(copyId, 'act-1')).get()).exists).toBe(false);
    expect(await doc(`${content(copyId, 'surveys')}/encuesta-1`)).toMatchObject({
      eventId: copyId,
      open: false,
      freezeGame: false,
      questions: [expect.objectContaining({ id: 'q1' })],
    });
    expect(await doc(paths.surveyAnswerKey(copyId, 'encuesta-1'))).toBeDefined();
    expect(await doc(`${content(copyId, 'documents')}/doc-1`)).toMatchObject({
      permissionRol: ['rol-vip'],
      permissionUser: [],
    });
    expect(await doc(`${content(copyId, 'news')}/noticia-1`)).toMatchObject({ time: '2027-03-08' });
  });

  it('takes none of the attendee data: attendees, answers, wall, pushes, staff, counters', async () => {
    const surveyAnswers = paths.surveyResponses(copyId, 'encuesta-1', 'q1');
    const [attendees, accounts, staff, wall, pushes, answers, checkins, shards] = await Promise.all(
      [
        ids(paths.attendees(copyId)),
        ids(`${paths.event(copyId)}/attendee_accounts`),
        ids(paths.staff(copyId)),
        ids(content(copyId, 'wall')),
        ids(content(copyId, 'notifications_app')),
        ids(surveyAnswers),
        ids(paths.activityAttendees(copyId, 'act-1')),
        ids(counterShardsPath(copyId)),
      ],
    );
    expect({ attendees, accounts, staff, wall, pushes, answers, checkins, shards }).toEqual({
      attendees: [],
      accounts: [],
      staff: [],
      wall: [],
      pushes: [],
      answers: [],
      checkins: [],
      shards: [],
    });
  });

  it('takes a registration at once, counted from zero', async () => {
    const email = `${uniqueId('copia')}@example.com`;
    const res = await callApi<{ status: string; _id: string }>(
      `/api/events/${copyId}/adduserwithemailvalidation`,
      {
        method: 'POST',
        body: { properties: { email, names: 'Persona Nueva', documento: uniqueId('doc') } },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.status).toBe('CREATED');
    expect(await ids(paths.attendees(copyId))).toEqual([res.body._id]);
    const shards = await adminDb.collection(counterShardsPath(copyId)).get();
    const total = shards.docs.reduce((n, d) => n + Number(d.data().totalAttendees ?? 0), 0);
    expect(total).toBe(1);
  });
});
