import {
  gradeResponses,
  paths,
  resultMessageOf,
  type Grade,
  type PublicQuestion,
  type ResultMessage,
  type SurveyAnswerKey,
  type SurveyInput,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { EventAccess } from './access';
import { db } from './firebase';
import { notFoundError } from './http-error';
import { refs } from './refs';

export interface GradeResult extends Grade {
  message: ResultMessage;
  /** Whether every question is answered (only then the user has a ranking row). */
  finished: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Grades the caller's answers to a gradable survey. The correct answers stay
 * on the server (private/answers), and so does the score: the attendee only wrote its answers,
 * which the rules keep immutable. When every question is answered, the ranking row is written
 * once, its registerDate the finish that breaks ties; later calls return the same grade.
 */
export async function gradeSurvey(access: EventAccess, surveyId: string): Promise<GradeResult> {
  const uid = access.user?.uid;
  const surveyRef = refs.eventContentData(access.eventId, 'surveys').doc(surveyId);
  const [surveySnap, keySnap] = await Promise.all([
    surveyRef.get(),
    refs.surveyAnswerKey(access.eventId, surveyId).get(),
  ]);
  const survey = surveySnap.data() as
    (Partial<SurveyInput> & { questions?: PublicQuestion[] }) | undefined;
  if (!uid || !survey || survey.publish !== true || survey.allow_gradable_survey !== true) {
    throw notFoundError('Encuesta no encontrada');
  }
  const questions = survey.questions ?? [];
  const answers = questions.length
    ? await db.getAll(
        ...questions.map((q) => db.doc(paths.surveyResponse(access.eventId, surveyId, q.id, uid))),
      )
    : [];
  const responses: Record<string, unknown> = {};
  for (const snap of answers) {
    const data = snap.data();
    if (data) responses[String(data.question_id)] = data.response;
  }
  const key = (keySnap.data() as SurveyAnswerKey | undefined)?.questions ?? [];
  const grade = gradeResponses(questions, key, responses);
  const finished = questions.length > 0 && grade.answered === questions.length;
  if (finished) {
    const attendee = await access.attendee();
    const row = db.doc(paths.surveyRankingRow(access.eventId, surveyId, uid));
    const contact = db.doc(paths.surveyRankingContact(access.eventId, surveyId, uid));
    // The row can be public (rankingVisible): a display name and the score. The e-mail, for the
    // organizer's report, goes beside it where only the team reads. create() fails when the row
    // exists, and the batch with it: the first finish stands.
    const batch = db.batch();
    batch.create(row, {
      _id: uid,
      registerDate: FieldValue.serverTimestamp(),
      userName: text(attendee?.properties.names),
      totalQuestions: grade.totalQuestions,
      correctAnswers: grade.correctAnswers,
      score: grade.score,
    });
    batch.set(contact, {
      _id: uid,
      userEmail: text(attendee?.properties.email) || (access.user?.email ?? ''),
    });
    await batch.commit().catch((error: unknown) => {
      if ((error as { code?: number }).code !== 6) throw error; // 6: ALREADY_EXISTS
    });
  }
  return {
    ...grade,
    finished,
    message: resultMessageOf(
      { hasMinimumScore: survey.hasMinimumScore ?? false, minimumScore: survey.minimumScore ?? 0 },
      grade,
    ),
  };
}
