import * as yup from 'yup';
import type { TimestampLike } from './common.js';
import { LIMITS, idString, text } from './common.js';

const RESPONSE_MESSAGE = 'Seleccione una respuesta';

/** One answer to one question: a text or the selected choices. The server adds who and when. */
export const answerSchema = yup.object({
  question_id: idString().required(),
  response: yup.lazy((value: unknown) =>
    Array.isArray(value)
      ? yup
          .array(text(LIMITS.text).required())
          .min(1, RESPONSE_MESSAGE)
          .max(LIMITS.list)
          .required(RESPONSE_MESSAGE)
      : text(LIMITS.text).required(RESPONSE_MESSAGE),
  ),
});
export type AnswerInput = yup.InferType<typeof answerSchema>;
export type Answer = AnswerInput & {
  _id: string;
  survey_id: string;
  user_id: string | null;
  user_name: string;
  created: TimestampLike;
};

/**
 * A row of a quiz ranking: readable by visitors when the quiz shows its ranking, so it carries a
 * display name and the score, never contact data (the e-mail is in RankingContact).
 */
export interface RankingRecord {
  _id: string;
  registerDate: TimestampLike;
  userName: string;
  totalQuestions: number;
  correctAnswers: number;
  /** The points of the correct answers (each question's `points`). */
  score?: number;
}

/** The e-mail of a ranked user, for the organizer's ranking report (team-only, beside the ranking). */
export interface RankingContact {
  _id: string;
  userEmail: string;
}
