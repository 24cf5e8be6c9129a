import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';
import { field } from '../../../tests/factories';

let fx: RoleFixture;
let survey = '';
let gradable = '';
const question = (id: string) => ({
  id,
  title: '¿Qué color?',
  type: 'radiogroup',
  choices: ['Rojo', 'Azul'],
  correctAnswer: 'Azul',
});
const stored = async (id: string) =>
  (await adminDb.doc(paths.eventContentItem(fx.eventId, 'surveys', id)).get()).data();

const answerKey = async (id: string) =>
  (await adminDb.doc(paths.surveyAnswerKey(fx.eventId, id)).get()).data() as
    | { questions: { id: string; correctAnswer: unknown; correctAnswerIndex: unknown }[] }
    | undefined;

beforeAll(async () => {
  fx = await createRoleFixture();
  const create = async (body: Record<string, unknown>) => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/surveys`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body._id;
  };
  survey = await create({ survey: 'Encuesta', questions: [question('q1'), question('q2')] });
  gradable = await create({
    survey: 'Quiz',
    allow_gradable_survey: true,
    initialMessage: '<p>Suerte</p>',
    questions: [{ ...question('q1'), points: 2 }],
  });
});

describeRoute('PUT /api/events/{id}/surveys/{id}?newquestion=1', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/surveys/${survey}?newquestion=1`,
  body: () => question('q3'),
  status: 201,
  allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
  check: async ({ body }) => {
    const questions = (await stored(survey))?.questions as { id: string }[];
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    // The correct answer is kept apart from the public survey.
    expect(questions[2]).not.toHaveProperty('correctAnswer');
    expect((await answerKey(survey))?.questions[2]).toEqual({
      id: 'q3',
      correctAnswer: 'Azul',
      correctAnswerIndex: 1,
    });
    // The editor's answer carries it.
    const data = (body as { data: { questions: { correctAnswerIndex: number }[] } }).data;
    expect(data.questions[2]?.correctAnswerIndex).toBe(1);
  },
  forbidden: { who: 'staff', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/surveys/no-such-survey?newquestion=1`,
  invalid: { body: () => ({ ...question('q9'), choices: ['Solo una'] }), field: 'choices' },
});

describe('questions of a gradable survey', () => {
  it('must have a correct answer', async () => {
    const res = await callApi<{ errors: Record<string, string> }>(
      `/api/events/${fx.eventId}/surveys/${gradable}?newquestion=1`,
      {
        method: 'PUT',
        token: fx.eventAdmin.idToken,
        body: { ...question('q2'), correctAnswer: null, points: 2 },
      },
    );
    expect(res.status).toBe(400);
    expect((await stored(gradable))?.questions).toHaveLength(1);
  });
});

describeRoute('PUT /api/events/{id}/questionedit/{surveyId}?questionNo=', {
  method: 'PUT',
  path: () => `/api/events/${fx.eventId}/questionedit/${survey}?questionNo=1`,
  body: () => ({ ...question('q2'), title: 'Editada' }),
  allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
  check: async () => {
    const questions = (await stored(survey))?.questions as { title: string }[];
    expect(questions[1]?.title).toBe('Editada');
    expect(questions[0]?.title).toBe('¿Qué color?');
  },
  forbidden: { who: 'staff', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/questionedit/${survey}?questionNo=40`,
  invalid: { body: () => ({ ...question('q2'), type: 'dibujo' }), field: 'type' },
});

describeRoute('DELETE /api/events/{id}/surveys/{id}/questions/{questionNo}', {
  method: 'DELETE',
  path: () => `/api/events/${fx.eventId}/surveys/${survey}/questions/0`,
  allowed: { who: 'an event admin', token: () => fx.eventAdmin.idToken },
  check: async () => {
    const questions = (await stored(survey))?.questions as { id: string }[];
    expect(questions.map((q) => q.id)).not.toContain('q1');
  },
  forbidden: { who: 'staff', token: () => fx.staff.idToken },
  missingPath: () => `/api/events/${fx.eventId}/surveys/${survey}/questions/99`,
});

describe('PUT userproperties/{id}/RegisterListFieldOptionTaken', () => {
  let event: RoleFixture;
  beforeAll(async () => {
    event = await createRoleFixture({
      event: {
        user_properties: [
          field({ name: 'email', type: 'email', mandatory: true }),
          field({ name: 'names', type: 'text', mandatory: true }),
          field({
            name: 'puesto',
            type: 'list',
            justonebyattendee: true,
            options: [
              { label: 'Mesa 1', value: 'mesa1' },
              { label: 'Mesa 2', value: 'mesa2' },
            ],
          }),
        ],
      },
    });
    await seedAttendee(event.eventId, { properties: { puesto: 'mesa1' } });
  });
  const url = () =>
    `/api/events/${event.eventId}/userproperties/puesto/RegisterListFieldOptionTaken`;

  describeRoute('a free option', {
    method: 'PUT',
    path: url,
    body: () => ({ value: 'mesa2' }),
    allowed: { who: 'anyone registering', token: () => undefined },
    isPublic: true,
    check: ({ body }) => {
      expect(body).toEqual({ message: 'OK', taken: false });
    },
    missingPath: () =>
      `/api/events/${event.eventId}/userproperties/no_such_field/RegisterListFieldOptionTaken`,
    invalid: { body: () => ({ value: 'mesa9' }), field: 'value' },
  });

  it('answers 409 for an option another attendee holds', async () => {
    const res = await callApi(url(), { method: 'PUT', body: { value: 'mesa1' } });
    expect(res.status).toBe(409);
  });

  it('refuses registering an option someone holds', async () => {
    const res = await callApi<{ errors: Record<string, string> }>(
      `/api/events/${event.eventId}/adduserwithemailvalidation`,
      {
        method: 'POST',
        body: {
          properties: { email: `mesa-${Date.now()}@example.com`, names: 'X', puesto: 'mesa1' },
        },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.errors['properties.puesto']).toBe('Esta opción ya fue tomada');
  });
});

describe('GET /api/events/{id}/products/{id}/minimumauctionvalue', () => {
  let product = '';
  beforeAll(async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/products`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: {
        name: 'Cuadro',
        description: '<p>Óleo</p>',
        image: ['https://example.com/c.png'],
        start_price: 100,
      },
    });
    product = res.body._id;
  });
  const url = () => `/api/events/${fx.eventId}/products/${product}/minimumauctionvalue`;

  describeRoute('without offers', {
    method: 'GET',
    path: url,
    allowed: { who: 'anyone', token: () => undefined },
    isPublic: true,
    check: ({ body }) => {
      expect(body).toEqual({ value: 100, highest: null });
    },
    missingPath: () => `/api/events/${fx.eventId}/products/no-such-product/minimumauctionvalue`,
  });

  // A bid must beat the highest by AUCTION_BID_STEP, so the lowest accepted
  // value is the highest plus one, no longer the highest itself.
  it('follows the highest offer', async () => {
    const offers = `${paths.eventContentItem(fx.eventId, 'products', product)}/offers`;
    await adminDb.collection(offers).add({ amount: 250, user_id: fx.attendee.uid });
    await adminDb.collection(offers).add({ amount: 180, user_id: fx.attendee.uid });
    const res = await callApi(url());
    expect(res.body).toEqual({ value: 251, highest: 250 });
  });
});

// No survey flag says "show the correct answers", so they are the event
// admins' only; a published, open quiz is public, its answers are not.
describe('correct answers of a quiz stay secret', () => {
  let quiz = '';
  const hasAnswer = (q: Record<string, unknown>) =>
    'correctAnswer' in q || 'correctAnswerIndex' in q;
  const questionsIn = (body: unknown) =>
    (body as { questions: Record<string, unknown>[] }).questions;

  beforeAll(async () => {
    const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/surveys`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: {
        survey: 'Quiz publicado',
        allow_gradable_survey: true,
        initialMessage: '<p>Suerte</p>',
        publish: true,
        open: true,
        questions: [
          { ...question('q1'), points: 2 },
          {
            id: 'q2',
            title: '¿Cuáles son primarios?',
            type: 'checkbox',
            choices: ['Rojo', 'Verde', 'Azul'],
            correctAnswer: ['Rojo', 'Azul'],
            points: 1,
          },
        ],
      },
    });
    expect(res.status).toBe(201);
    quiz = res.body._id;
  });

  it('keeps them off the public survey document, in the answer key', async () => {
    const doc = await stored(quiz);
    expect(doc).toMatchObject({ publish: true, open: true });
    for (const q of doc?.questions as Record<string, unknown>[]) expect(hasAnswer(q)).toBe(false);
    expect((await answerKey(quiz))?.questions).toEqual([
      { id: 'q1', correctAnswer: 'Azul', correctAnswerIndex: 1 },
      { id: 'q2', correctAnswer: ['Rojo', 'Azul'], correctAnswerIndex: [0, 2] },
    ]);
  });

  it('answers anonymous visitors, attendees and staff the quiz without them', async () => {
    for (const token of [undefined, fx.attendee.idToken, fx.staff.idToken]) {
      const one = await callApi(`/api/events/${fx.eventId}/surveys/${quiz}`, { token });
      expect(one.status).toBe(200);
      expect(questionsIn(one.body)).toHaveLength(2);
      for (const q of questionsIn(one.body)) expect(hasAnswer(q)).toBe(false);
      const list = await callApi<{ data: { _id: string }[] }>(`/api/events/${fx.eventId}/surveys`, {
        token,
      });
      const listed = list.body.data.find((item) => item._id === quiz);
      for (const q of questionsIn(listed)) expect(hasAnswer(q)).toBe(false);
    }
  });

  it('answers the event admin the quiz with them, and keeps them through edits', async () => {
    // A flag changed through the survey's own PUT leaves the answer key whole.
    const edited = await callApi(`/api/events/${fx.eventId}/surveys/${quiz}`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: { rankingVisible: true },
    });
    expect(edited.status).toBe(200);
    expect(questionsIn(edited.body)[1]).toMatchObject({ correctAnswer: ['Rojo', 'Azul'] });
    const res = await callApi(`/api/events/${fx.eventId}/surveys/${quiz}`, {
      token: fx.eventAdmin.idToken,
    });
    expect(questionsIn(res.body)).toEqual([
      expect.objectContaining({ id: 'q1', correctAnswer: 'Azul', correctAnswerIndex: 1 }),
      expect.objectContaining({ id: 'q2', correctAnswer: ['Rojo', 'Azul'] }),
    ]);
    for (const q of (await stored(quiz))?.questions as Record<string, unknown>[]) {
      expect(hasAnswer(q)).toBe(false);
    }
  });
});
