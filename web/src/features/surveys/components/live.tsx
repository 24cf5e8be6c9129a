import {
  LIMITS,
  paths,
  rankRecords,
  sumCountShards,
  type Answer,
  type RankingContact,
  type RankingRecord,
  type Survey,
  type SurveyCountShard,
} from '@aforo/domain';
import { collection, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { MoreMessages } from '../../../i18n/more-messages';
import { surveyAnswerMessages } from '../answer-messages';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useFirestoreCollectionData,
} from 'reactfire';
import { auth } from '../../../lib/auth';
import { firebaseApp } from '../../../lib/firebase';
import { appFirestore } from '../../../lib/firebase-context';

/**
 * The surveys' live reads, through reactfire (this chunk is lazy: the room's tab, the landing's
 * survey section and the admin reports load it; the landing's entry never does). The providers
 * hand reactfire the app's own Firebase instances, so it shares their cache and sign-in.
 */
export function SurveyFirebase({ children }: { children: ReactNode }) {
  // The answering strings come with this chunk, not in the landing's first JS (its budget).
  return (
    <MoreMessages messages={surveyAnswerMessages}>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={appFirestore()}>{children}</FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </MoreMessages>
  );
}

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

/** A question's counts: its shards summed (see domain survey-vote.ts for the design). */
export function useQuestionCounts(
  eventId: string,
  surveyId: string,
  questionId: string,
): Live<SurveyCountShard> {
  const db = useFirestore();
  const shards = useLive<SurveyCountShard>(
    query(collection(db, paths.surveyCounts(eventId, surveyId, questionId))),
    'shard',
  );
  return shards.status === 'success'
    ? { status: 'success', data: sumCountShards(shards.data) }
    : shards;
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
