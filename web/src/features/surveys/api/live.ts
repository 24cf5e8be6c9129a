import {
  LIMITS,
  answerRecord,
  paths,
  rankRecords,
  type Answer,
  type PublicQuestion,
  type RankingContact,
  type RankingRecord,
  type Survey,
  type SurveyProgress,
  type SurveyResponse,
  type SurveyResults,
} from '@aforo/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { useEffect } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDoc } from 'reactfire';

/*
 * The surveys' live reads and the attendee's writes, through reactfire: they run inside
 * SurveyFirebase (components/live.tsx), which hands reactfire the app's own Firebase instances.
 */

export type Live<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

function useLive<T>(q: Query, idField = '_id'): Live<T[]> {
  const result = useFirestoreCollectionData(q, { idField });
  if (result.status === 'error') return { status: 'error', error: result.error ?? new Error() };
  if (result.status === 'loading') return { status: 'loading' };
  return { status: 'success', data: result.data as T[] };
}

/** The event's published surveys (the attendee's view; the rules show it only those). */
export function usePublishedSurveys(eventId: string): Live<Survey[]> {
  const db = useFirestore();
  return useLive<Survey>(
    query(
      collection(db, paths.eventContent(eventId, 'surveys')),
      where('publish', '==', true),
      limit(LIMITS.list),
    ),
  );
}

/** A question's counts, and the time they read at in milliseconds (null: no round yet). */
export interface CountedResults extends Pick<SurveyResults, 'total' | 'counts'> {
  countedThrough: number | null;
}

/**
 * A question's counts: the one results document the functions' tally keeps (domain
 * survey-vote.ts says why), zero until the first vote is tallied.
 */
export function useQuestionCounts(
  eventId: string,
  surveyId: string,
  questionId: string,
): Live<CountedResults> {
  const db = useFirestore();
  const results = useFirestoreDoc(doc(db, paths.surveyResults(eventId, surveyId, questionId)));
  if (results.status === 'error') return { status: 'error', error: results.error ?? new Error() };
  if (results.status === 'loading') return { status: 'loading' };
  const data = results.data.data() as Partial<SurveyResults> | undefined;
  return {
    status: 'success',
    data: {
      total: data?.total ?? 0,
      counts: data?.counts ?? {},
      // A document from before the field: its counts are all there is to show (as they were).
      countedThrough: results.data.exists()
        ? (data?.counted_through?.toMillis() ?? Number.POSITIVE_INFINITY)
        : null,
    },
  };
}

/** A question's answers, newest first (reports: event admins and staff with metrics). */
export function useQuestionAnswers(
  eventId: string,
  surveyId: string,
  questionId: string,
): Live<Answer[]> {
  const db = useFirestore();
  return useLive<Answer>(
    query(
      collection(db, paths.surveyResponses(eventId, surveyId, questionId)),
      orderBy('created', 'desc'),
      limit(5000),
    ),
  );
}

/** A quiz's ranking in its order: most correct answers, ties by the earlier finish. */
export function useRanking(eventId: string, surveyId: string): Live<RankingRecord[]> {
  const db = useFirestore();
  const rows = useLive<RankingRecord>(
    query(collection(db, paths.surveyRanking(eventId, surveyId)), limit(5000)),
  );
  return rows.status === 'success' ? { status: 'success', data: rankRecords(rows.data) } : rows;
}

/** The ranked users' e-mails by user id, for the organizer's report (the event's team reads them). */
export function useRankingContacts(
  eventId: string,
  surveyId: string,
): Live<ReadonlyMap<string, string>> {
  const db = useFirestore();
  const rows = useLive<RankingContact>(
    query(collection(db, paths.surveyRankingContacts(eventId, surveyId)), limit(5000)),
  );
  return rows.status === 'success'
    ? { status: 'success', data: new Map(rows.data.map((c) => [c._id, c.userEmail])) }
    : rows;
}

export interface OwnAnswer {
  loading: boolean;
  has: boolean;
  confirmed: boolean;
  /** What it answered, and when the server stamped it (milliseconds; null: not yet). */
  answer: { response: SurveyResponse; created: number | null } | null;
}

/**
 * The caller's own answer: `has` as soon as it is written (the local cache), `confirmed` once the
 * server took it (no pending write; its server timestamp changes the data, so a snapshot comes).
 * The quiz is graded only on confirmed answers: the server grades what it has stored. The answering
 * view also counts the answer its own write stored (the commit acknowledged), whatever this says
 * after it: on the emulator the SDK can cache an acknowledged answer as deleted (survey-answering).
 */
export function useOwnAnswer(
  eventId: string,
  surveyId: string,
  questionId: string,
  uid: string,
): OwnAnswer {
  const db = useFirestore();
  const own = useFirestoreDoc(doc(db, paths.surveyResponse(eventId, surveyId, questionId, uid)));
  if (own.status !== 'success')
    return { loading: true, has: false, confirmed: false, answer: null };
  const has = own.data.exists();
  const created = own.data.get('created') as Timestamp | null | undefined;
  return {
    loading: false,
    has,
    confirmed: has && !own.data.metadata.hasPendingWrites,
    answer: has
      ? {
          response: own.data.get('response') as SurveyResponse,
          created: created?.toMillis() ?? null,
        }
      : null,
  };
}

/**
 * The user's stored progress on a survey (undefined while it loads, null: none yet), kept equal
 * to `progress` (domain surveyProgress; null: nothing to store). Only once the stored status is
 * known, and never back from finished.
 */
export function useSurveyStatus(
  eventId: string,
  surveyId: string,
  uid: string,
  progress: SurveyProgress | null,
): string | null | undefined {
  const db = useFirestore();
  const stored = useFirestoreDoc(doc(db, paths.surveyStatus(uid, surveyId)));
  const known =
    stored.status === 'success'
      ? ((stored.data.get('surveyCompleted') as string | undefined) ?? null)
      : undefined;
  useEffect(() => {
    if (known === undefined || progress === null || known === progress || known === 'finished') {
      return;
    }
    setDoc(doc(db, paths.surveyStatus(uid, surveyId)), {
      event_id: eventId,
      survey_id: surveyId,
      surveyCompleted: progress,
      updated_at: serverTimestamp(),
    }).catch(() => {
      // A status the rules refuse (the survey was just unpublished) changes nothing on screen.
    });
  }, [db, eventId, known, progress, surveyId, uid]);
  return known;
}

/** One answer to send: who answers which question of which survey, and what. */
export interface AnswerToSend {
  survey: Survey;
  question: PublicQuestion;
  index: number;
  respondent: { uid: string; name: string | null };
  response: SurveyResponse;
}

/**
 * Sends an answer: the answer alone, the functions count it into the question's results. The
 * answer's id is the uid: a second one is refused (the promise rejects).
 */
export function useSendAnswer(eventId: string) {
  const db = useFirestore();
  return async ({ survey, question, index, respondent, response }: AnswerToSend) => {
    const record = answerRecord({
      surveyId: survey._id,
      questionId: question.id,
      questionIndex: index,
      userId: respondent.uid,
      response,
      userName: survey.allow_anonymous_answers ? null : respondent.name,
    });
    await setDoc(doc(db, paths.surveyResponse(eventId, survey._id, question.id, respondent.uid)), {
      ...record,
      created: serverTimestamp(),
    });
  };
}
