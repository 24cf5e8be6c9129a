import {
  publicQuestion,
  splitCorrectAnswers,
  withCorrectAnswers,
  type QuestionInput,
  type SurveyAnswerKey,
} from '@aforo/domain';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import type { EventAccess } from './access';
import { db } from './firebase';
import { readAll, refs } from './refs';
import { collectionStore, type Item, type ResourceStore } from './resource-store';

/**
 * A quiz's correct answers stay off the survey document, which anyone reads once published
 *: they are kept in private/answers (paths.surveyAnswerKey), which event
 * admins and the server read. Every survey write goes through here so the two never disagree.
 */

/** Who sees correct answers: event admins, the only ones who write surveys. */
export const seesCorrectAnswers = (access: EventAccess): boolean => access.isAdmin;

const questionsOf = (value: DocumentData): QuestionInput[] =>
  Array.isArray(value.questions) ? (value.questions as QuestionInput[]) : [];

/** A survey value split into its public document and its answer key. */
function split(value: DocumentData): { survey: DocumentData; key: SurveyAnswerKey } {
  const { questions, key } = splitCorrectAnswers(questionsOf(value));
  return { survey: { ...value, questions }, key };
}

/** The stored survey with its correct answers, read inside a transaction. */
export async function readSurveyWithAnswers(
  tx: Transaction,
  eventId: string,
  surveyId: string,
): Promise<Item | null> {
  const [surveySnap, keySnap] = await tx.getAll(
    refs.eventContentData(eventId, 'surveys').doc(surveyId),
    refs.surveyAnswerKey(eventId, surveyId),
  );
  const survey = surveySnap?.data();
  if (!survey) return null;
  const key = keySnap?.data() as SurveyAnswerKey | undefined;
  return { ...survey, _id: surveyId, questions: withCorrectAnswers(questionsOf(survey), key) };
}

/** Writes a survey's changes: the questions without answers on it, the answers beside it. */
export function writeSurvey(
  tx: Transaction,
  eventId: string,
  surveyId: string,
  change: DocumentData,
): void {
  const ref = refs.eventContentData(eventId, 'surveys').doc(surveyId);
  if (!('questions' in change)) {
    tx.update(ref, { ...change, updated_at: FieldValue.serverTimestamp() });
    return;
  }
  const { survey, key } = split(change);
  tx.update(ref, { ...survey, updated_at: FieldValue.serverTimestamp() });
  tx.set(refs.surveyAnswerKey(eventId, surveyId), { _id: 'answers', ...key });
}

const base = collectionStore('surveys');

/** The surveys' store of the resource router: the split above on every write. */
export const surveyStore: ResourceStore = {
  list: base.list,
  get: base.get,
  async create(eventId, value) {
    const ref = refs.eventContentData(eventId, 'surveys').doc();
    const { survey, key } = split(value);
    const now = FieldValue.serverTimestamp();
    const batch = db.batch();
    batch.create(ref, { ...survey, _id: ref.id, created_at: now, updated_at: now });
    batch.set(refs.surveyAnswerKey(eventId, ref.id), { _id: 'answers', ...key });
    await batch.commit();
    return ref.id;
  },
  async update(eventId, id, change) {
    return db.runTransaction(async (tx) => {
      const stored = await readSurveyWithAnswers(tx, eventId, id);
      if (!stored) return false;
      writeSurvey(tx, eventId, id, await change(stored));
      return true;
    });
  },
  async remove(eventId, id) {
    const ref = refs.eventContentData(eventId, 'surveys').doc(id);
    if (!(await ref.get()).exists) return false;
    const batch = db.batch();
    batch.delete(ref);
    batch.delete(refs.surveyAnswerKey(eventId, id));
    await batch.commit();
    return true;
  },
};

/**
 * Surveys as this reader is answered them: event admins get each question's correct answer back
 * from the answer key; anyone else gets none, even from an older document that still holds one.
 */
export async function surveysForReader(access: EventAccess, items: Item[]): Promise<Item[]> {
  if (!seesCorrectAnswers(access)) {
    return items.map((item) => ({
      ...item,
      questions: questionsOf(item).map((q) => publicQuestion(q)),
    }));
  }
  const keys = await readAll(items.map((item) => refs.surveyAnswerKey(access.eventId, item._id)));
  return items.map((item, i) => ({
    ...item,
    questions: withCorrectAnswers(questionsOf(item), keys[i]?.data()),
  }));
}
