import { paths, type SurveyResults } from '@aforo/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { fillSurveyResults } from '../lib/survey-tally';

/*
 * The survey tally (lib/survey-tally.ts) on the emulators: voters answer at once, each writing
 * only its own answer, and the functions' trigger leaves one results document exact per option.
 */

const CHOICES = ['Rojo', 'Azul', 'Verde'];
const LETTERS = ['a', 'b', 'c', 'd'];

async function createSurvey() {
  const eventId = uniqueId('evt-tally');
  const surveyId = uniqueId('survey');
  await adminDb.doc(paths.eventContentItem(eventId, 'surveys', surveyId)).set({
    _id: surveyId,
    survey: 'Quiz en vivo',
    event_id: eventId,
    eventId,
    publish: true,
    open: true,
    freezeGame: false,
    questions: [
      { id: 'q1', title: '¿Color?', type: 'radiogroup', choices: CHOICES },
      { id: 'q2', title: '¿Letras?', type: 'checkbox', choices: LETTERS },
      { id: 'q3', title: '¿Comentarios?', type: 'text', choices: [] },
    ],
  });
  return { eventId, surveyId };
}

const vote = (
  target: { eventId: string; surveyId: string },
  questionId: string,
  index: number,
  userId: string,
  response: string | string[],
) =>
  adminDb.doc(paths.surveyResponse(target.eventId, target.surveyId, questionId, userId)).set({
    question_id: questionId,
    question_index: index,
    survey_id: target.surveyId,
    user_id: userId,
    response,
    created: FieldValue.serverTimestamp(),
  });

/** The results document once its total reaches `total` (the tally trails the last vote). */
async function resultsAt(
  target: { eventId: string; surveyId: string },
  questionId: string,
  total: number,
): Promise<Partial<SurveyResults> | undefined> {
  const ref = adminDb.doc(paths.surveyResults(target.eventId, target.surveyId, questionId));
  const deadline = Date.now() + 90_000;
  let data: Partial<SurveyResults> | undefined;
  while (Date.now() < deadline) {
    data = (await ref.get()).data() as Partial<SurveyResults> | undefined;
    if ((data?.total ?? 0) >= total) return data;
    await new Promise((done) => setTimeout(done, 250));
  }
  return data;
}

describe('survey tally (trigger on answers/{questionId}/responses/{userId})', () => {
  it('counts 100 voters answering at once exactly, per option, in one results document', async () => {
    const target = await createSurvey();
    const voters = Array.from({ length: 100 }, (_, i) => `votante-${String(i)}`);
    const choiceOf = (i: number) => CHOICES[i % 3] as string;
    const lettersOf = (i: number) => LETTERS.filter((_, k) => (i + k) % 2 === 0 || k === i % 4);
    await Promise.all(
      voters.flatMap((uid, i) => [
        vote(target, 'q1', 0, uid, choiceOf(i)),
        ...(i < 40 ? [vote(target, 'q2', 1, uid, lettersOf(i))] : []),
        ...(i < 10 ? [vote(target, 'q3', 2, uid, `Comentario ${String(i)}`)] : []),
      ]),
    );

    const expected = (options: readonly string[], answers: readonly (string | string[])[]) =>
      Object.fromEntries(
        options.map((o) => [
          o,
          answers.filter((a) => (Array.isArray(a) ? a.includes(o) : a === o)).length,
        ]),
      );
    const radio = await resultsAt(target, 'q1', 100);
    expect(radio).toMatchObject({
      total: 100,
      counts: expected(
        CHOICES,
        voters.map((_, i) => choiceOf(i)),
      ),
    });
    const checkbox = await resultsAt(target, 'q2', 40);
    expect(checkbox).toMatchObject({
      total: 40,
      counts: expected(
        LETTERS,
        voters.slice(0, 40).map((_, i) => lettersOf(i)),
      ),
    });
    // Free text: only the total.
    expect(await resultsAt(target, 'q3', 10)).toMatchObject({ total: 10, counts: {} });

    // The trailing triggers settle: the lease is released and the results stay exact.
    const lease = adminDb.doc(paths.surveyQuestionTally(target.eventId, target.surveyId, 'q1'));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await lease.get()).get('holder') != null) {
      await new Promise((done) => setTimeout(done, 250));
    }
    expect((await lease.get()).get('holder')).toBeNull();
    expect((await resultsAt(target, 'q1', 100))?.total).toBe(100);
  }, 180_000);

  it('counts a vote that comes after a quiet moment, and a late one after it', async () => {
    const target = await createSurvey();
    await vote(target, 'q1', 0, 'primera', 'Azul');
    const first = await resultsAt(target, 'q1', 1);
    expect(first).toMatchObject({ total: 1, counts: { Azul: 1 } });
    // The time the counts read at, after the answer it counted (the voter's screen compares them).
    const created = (
      await adminDb
        .doc(paths.surveyResponse(target.eventId, target.surveyId, 'q1', 'primera'))
        .get()
    ).get('created') as Timestamp;
    expect((first?.counted_through as Timestamp | undefined)?.toMillis()).toBeGreaterThanOrEqual(
      created.toMillis(),
    );
    await vote(target, 'q1', 0, 'segunda', 'Rojo');
    expect(await resultsAt(target, 'q1', 2)).toMatchObject({
      total: 2,
      counts: { Azul: 1, Rojo: 1, Verde: 0 },
    });
  }, 120_000);

  it('npm run migrate writes the results of questions answered before the tally', async () => {
    const target = await createSurvey();
    // migrate walks the stored events: this one needs its document.
    await adminDb.doc(paths.event(target.eventId)).set({ name: 'Evento de la migración' });
    await Promise.all(
      ['a', 'b', 'c'].map((uid, i) => vote(target, 'q1', 0, uid, CHOICES[i % 2] as string)),
    );
    const results = adminDb.doc(paths.surveyResults(target.eventId, target.surveyId, 'q1'));
    await resultsAt(target, 'q1', 3);
    // As if the answers were stored with the shards' design: no results document.
    const lease = adminDb.doc(paths.surveyQuestionTally(target.eventId, target.surveyId, 'q1'));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await lease.get()).get('holder') != null) {
      await new Promise((done) => setTimeout(done, 250));
    }
    await results.delete();
    expect(await fillSurveyResults(adminDb)).toBeGreaterThanOrEqual(1);
    expect((await results.get()).data()).toMatchObject({
      total: 3,
      counts: { Rojo: 2, Azul: 1, Verde: 0 },
    });
  }, 180_000);
});
