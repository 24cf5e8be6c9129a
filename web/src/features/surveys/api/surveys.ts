import {
  GRAPH_TYPES,
  QUESTION_TIME_LIMITS,
  surveySchema,
  type ResultMessage,
  type SurveyInput,
  type SurveyWithAnswers,
} from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import { apiSource, eventApiPath } from '../../../lib/resources/api-source';

/**
 * The admin's surveys, read and written through the API: only it returns each question's correct
 * answer (from private/answers) and splits them off again on every write.
 */
export const adminSurveys = apiSource<SurveyWithAnswers, SurveyInput>('surveys', surveySchema);

export const adminBase = (eventId: string) => `/eventadmin/${encodeURIComponent(eventId)}/trivia`;

export { GRAPH_TYPES, QUESTION_TIME_LIMITS };

export interface GradeResult {
  totalQuestions: number;
  answered: number;
  correctAnswers: number;
  score: number;
  maxScore: number;
  finished: boolean;
  message: ResultMessage;
}

/** The caller's grade on a quiz, computed by the server (the answer key never reaches it). */
export async function fetchGrade(eventId: string, surveyId: string): Promise<GradeResult> {
  const res = await apiFetch<{ data: GradeResult }>(
    eventApiPath(eventId, `surveys/${encodeURIComponent(surveyId)}/grade`),
    { method: 'POST' },
  );
  return res.data;
}
