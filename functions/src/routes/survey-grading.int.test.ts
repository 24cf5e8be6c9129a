import { paths } from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;
let quiz = '';
let plain = '';
const question = (id: string, correctAnswer: string | null) => ({
  id,
  title: `¿Pregunta ${id}?`,
  type: 'radiogroup',
  choices: ['Rojo', 'Azul'],
  correctAnswer,
  points: 2,
});

const create = async (body: Record<string, unknown>) => {
  const res = await callApi<{ _id: string }>(`/api/events/${fx.eventId}/surveys`, {
    method: 'POST',
    token: fx.eventAdmin.idToken,
    body,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body._id;
};
const update = (id: string, body: Record<string, unknown>) =>
  callApi<{ errors?: Record<string, string> }>(`/api/events/${fx.eventId}/surveys/${id}`, {
    method: 'PUT',
    token: fx.eventAdmin.idToken,
    body,
  });
const grade = (id: string, token = fx.attendee.idToken) =>
  callApi<{ data: Record<string, unknown> }>(`/api/events/${fx.eventId}/surveys/${id}/grade`, {
    method: 'POST',
    token,
  });
/** The attendee's answer as the rules let it write one (the server reads it, never the client). */
const answer = (surveyId: string, questionId: string, index: number, response: string) =>
  adminDb.doc(paths.surveyResponse(fx.eventId, surveyId, questionId, fx.attendee.uid)).set({
    question_id: questionId,
    question_index: index,
    survey_id: surveyId,
    user_id: fx.attendee.uid,
    response,
    created: new Date(),
  });

beforeAll(async () => {
  fx = await createRoleFixture();
  // The first save creates the survey with every flag off; the flags come with the next one.
  quiz = await create({
    survey: 'Quiz',
    questions: [question('q1', 'Azul'), question('q2', 'Rojo')],
  });
  const res = await update(quiz, {
    allow_gradable_survey: true,
    publish: true,
    open: true,
    initialMessage: '<p>Suerte</p>',
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  plain = await create({ survey: 'Encuesta', questions: [question('q1', null)] });
  await update(plain, { publish: true, open: true });
});

describe('POST /api/events/{id}/surveys/{id}/grade', () => {
  it('grades on the server and ranks the attendee once it answered everything', async () => {
    await answer(quiz, 'q1', 0, 'Azul');
    const partial = await grade(quiz);
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({ answered: 1, correctAnswers: 1, finished: false });
    expect(
      (await adminDb.doc(paths.surveyRankingRow(fx.eventId, quiz, fx.attendee.uid)).get()).exists,
    ).toBe(false);

    await answer(quiz, 'q2', 1, 'Azul');
    const done = await grade(quiz);
    expect(done.body.data).toEqual({
      totalQuestions: 2,
      answered: 2,
      correctAnswers: 1,
      score: 2,
      maxScore: 4,
      finished: true,
      message: 'neutral',
    });
    const row = await adminDb.doc(paths.surveyRankingRow(fx.eventId, quiz, fx.attendee.uid)).get();
    expect(row.data()).toMatchObject({ totalQuestions: 2, correctAnswers: 1, score: 2 });
    // The row can be public: no e-mail on it; the organizer's report reads it from the contacts.
    expect(row.data()).not.toHaveProperty('userEmail');
    expect(JSON.stringify(row.data())).not.toContain('@');
    const contact = await adminDb
      .doc(paths.surveyRankingContact(fx.eventId, quiz, fx.attendee.uid))
      .get();
    expect(contact.data()).toEqual({ _id: fx.attendee.uid, userEmail: fx.attendee.email });

    // The first finish stands: a later call leaves the row (and its tie-breaking date) alone.
    const first = row.data()?.registerDate as { toMillis(): number };
    await grade(quiz);
    const again = await adminDb
      .doc(paths.surveyRankingRow(fx.eventId, quiz, fx.attendee.uid))
      .get();
    expect((again.data()?.registerDate as { toMillis(): number }).toMillis()).toBe(
      first.toMillis(),
    );
  });

  it('never returns the correct answers', async () => {
    const res = await grade(quiz);
    expect(JSON.stringify(res.body)).not.toContain('correctAnswer"');
    expect(JSON.stringify(res.body)).not.toContain('Rojo');
  });

  it('refuses who is not an attendee of the event', async () => {
    expect((await grade(quiz, fx.stranger.idToken)).status).toBe(403);
    expect((await grade(quiz, fx.eventAdmin.idToken)).status).toBe(403);
  });

  it('answers 404 for a survey that is not a graded quiz', async () => {
    expect((await grade(plain)).status).toBe(404);
  });
});

describe('a gradable survey', () => {
  it("is refused with a question lacking a correct answer, with the spec's message", async () => {
    const res = await update(plain, {
      allow_gradable_survey: true,
      initialMessage: '<p>Hola</p>',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(
      'Esta encuesta es calificable, hay preguntas sin respuesta correcta asignada',
    );
  });
});
