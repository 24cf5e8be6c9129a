import type { TimestampLike } from './common.js';
import type { RankingRecord } from './survey-result.js';
import type {
  CorrectAnswer,
  PublicQuestion,
  QuestionAnswer,
  QuestionType,
  SurveyInput,
} from './survey.js';

/**
 * Answering a survey, counting its votes and grading a quiz (spec part 2 §4, §7).
 *
 * Counts: one answer is one document whose id is the attendee's uid (never updated), and a vote
 * writes nothing else: no document is written by every voter, so 1,000 votes at once do not
 * queue on one document (a shared counter, even split in 50 shards, made the emulator time out
 * transactions and is capped in production by the per-document write rate). The functions tally:
 * a trigger on each new answer recomputes the question's one results document (SurveyResults,
 * paths.surveyResults) from aggregation count() queries over the answers, so it is exact whatever
 * was lost or repeated, by one trigger at a time under a lease (functions lib/survey-tally.ts
 * explains it). Every screen listens to that one document: a change reaches each listener once
 * per tally round, not once per vote.
 */

/** A question's tally: its answers and, for choice questions, the answers choosing each option. */
export interface SurveyResults {
  total: number;
  counts: Record<string, number>;
  /** The time its counts read at: every answer created at or before it is in them. */
  counted_through?: TimestampLike | null;
}

/**
 * The results as the one who answered should see them: with their own answer, also before a tally
 * round has counted it (the round runs after the answer, seconds later on a busy emulator, and
 * "0 answers" under one's own vote reads as a lost vote). `countedThrough` and `created` in
 * milliseconds; null: not known (no round yet; the server has not stamped the answer).
 */
export function withOwnAnswer(
  results: Pick<SurveyResults, 'total' | 'counts'>,
  countedThrough: number | null,
  own: { type: QuestionType; response: SurveyResponse; created: number | null } | null,
): Pick<SurveyResults, 'total' | 'counts'> {
  if (own === null) return results;
  const counted = countedThrough !== null && own.created !== null && own.created <= countedThrough;
  if (counted) return results;
  const counts = { ...results.counts };
  for (const option of countedOptions(own.type, own.response)) {
    counts[option] = (counts[option] ?? 0) + 1;
  }
  return { total: results.total + 1, counts };
}

/**
 * The options a results graph draws (part 2 §3 showNoVotos, 'Mostrar opciones sin votos'): all of
 * them when the survey says so, otherwise only those with at least one vote, in their order.
 */
export function chartedChoices(
  choices: readonly string[],
  counts: Readonly<Record<string, number>>,
  showNoVotos: boolean,
): string[] {
  return showNoVotos ? [...choices] : choices.filter((c) => (counts[c] ?? 0) > 0);
}

/** votingStatusByUser/{userId}/surveyStatus/{surveyId} (part 1 §7.7): where the user stands. */
export const SURVEY_PROGRESS = ['running', 'finished'] as const;
export type SurveyProgress = (typeof SURVEY_PROGRESS)[number];
export interface SurveyStatus {
  event_id: string;
  survey_id: string;
  surveyCompleted: SurveyProgress;
  updated_at: TimestampLike;
}

/**
 * The user's progress from its answered questions: none before the first answer, 'running'
 * meanwhile, 'finished' once every question has an answer.
 */
export function surveyProgress(
  questionIds: readonly string[],
  answered: Readonly<Record<string, boolean>>,
): SurveyProgress | null {
  const count = questionIds.filter((id) => answered[id] === true).length;
  if (count === 0) return null;
  return count === questionIds.length ? 'finished' : 'running';
}

export type SurveyResponse = string | string[];

const isChoice = (type: QuestionType) => type === 'radiogroup' || type === 'checkbox';

/**
 * Whether a response fits its question: one existing option (radiogroup), distinct existing
 * options (checkbox) or non-empty text (comment, text). The rules check the same.
 */
export function isValidResponse(question: PublicQuestion, response: SurveyResponse): boolean {
  if (question.type === 'radiogroup') {
    return typeof response === 'string' && question.choices.includes(response);
  }
  if (question.type === 'checkbox') {
    return (
      Array.isArray(response) &&
      response.length > 0 &&
      new Set(response).size === response.length &&
      response.every((r) => question.choices.includes(r))
    );
  }
  return typeof response === 'string' && response.trim() !== '';
}

/** The options an answer counts for: none for free text. */
export function countedOptions(type: QuestionType, response: SurveyResponse): string[] {
  if (!isChoice(type)) return [];
  return Array.isArray(response) ? response : [response];
}

/** An answer document as the attendee writes it (rules: surveys/…/responses/{uid}). */
export interface AnswerRecord {
  question_id: string;
  question_index: number;
  survey_id: string;
  user_id: string;
  response: SurveyResponse;
  user_name?: string;
}

export function answerRecord(input: {
  surveyId: string;
  questionId: string;
  questionIndex: number;
  userId: string;
  response: SurveyResponse;
  /** Left out when the survey allows anonymous answers. */
  userName?: string | null;
}): AnswerRecord {
  return {
    question_id: input.questionId,
    question_index: input.questionIndex,
    survey_id: input.surveyId,
    user_id: input.userId,
    response: input.response,
    ...(input.userName ? { user_name: input.userName } : {}),
  };
}

// -- Flags and their interlocks (part 2 §4) --

export type SurveyFlag =
  | 'publish'
  | 'open'
  | 'freezeGame'
  | 'allow_anonymous_answers'
  | 'isGlobal'
  | 'allow_gradable_survey'
  | 'allow_vote_value_per_user'
  | 'hasMinimumScore'
  | 'rankingVisible'
  | 'displayGraphsInSurveys'
  | 'showNoVotos'
  | 'show_horizontal_bar';

type Flags = Pick<SurveyInput, SurveyFlag>;

/**
 * Switches one flag and what it drags along: gradable and vote-value-per-user exclude each other
 * (turning one on turns the other off); a minimum score only exists on a gradable survey.
 */
export function setSurveyFlag<T extends Flags>(values: T, flag: SurveyFlag, on: boolean): T {
  const next = { ...values, [flag]: on };
  if (on && flag === 'allow_gradable_survey') next.allow_vote_value_per_user = false;
  if (on && flag === 'allow_vote_value_per_user') next.allow_gradable_survey = false;
  if (!next.allow_gradable_survey) next.hasMinimumScore = false;
  return next;
}

/** The minimum-score switch shows only when gradable; the score field only when it is on. */
export function shownSurveyFields(values: Flags): {
  hasMinimumScore: boolean;
  minimumScore: boolean;
} {
  return {
    hasMinimumScore: values.allow_gradable_survey,
    minimumScore: values.allow_gradable_survey && values.hasMinimumScore,
  };
}

const FLAGS: readonly SurveyFlag[] = [
  'publish',
  'open',
  'freezeGame',
  'allow_anonymous_answers',
  'isGlobal',
  'allow_gradable_survey',
  'allow_vote_value_per_user',
  'hasMinimumScore',
  'rankingVisible',
  'displayGraphsInSurveys',
  'showNoVotos',
  'show_horizontal_bar',
];

/** The first save creates the survey with every flag off (part 2 §4). */
export function firstSave<T extends Flags>(values: T): T {
  const next = { ...values };
  for (const flag of FLAGS) next[flag] = false;
  return next;
}

/** Correct answers are offered among the choices: a type change resets them (part 2 §4). */
export function resetCorrectAnswerOnTypeChange(type: QuestionType): CorrectAnswer {
  return type === 'checkbox' ? [] : null;
}

// -- Grading --

/** Whether a response matches a correct answer (a checkbox answer needs exactly its options). */
export function isCorrectResponse(key: QuestionAnswer | undefined, response: unknown): boolean {
  const correct = key?.correctAnswer;
  if (correct == null) return false;
  if (Array.isArray(correct)) {
    if (!Array.isArray(response) || response.length !== correct.length) return false;
    return correct.every((c) => response.includes(c));
  }
  return typeof response === 'string' && response === correct;
}

export interface Grade {
  totalQuestions: number;
  answered: number;
  correctAnswers: number;
  score: number;
  maxScore: number;
}

/** Grades a user's responses (by question id) against the survey's answer key. */
export function gradeResponses(
  questions: readonly Pick<PublicQuestion, 'id' | 'points'>[],
  key: readonly QuestionAnswer[],
  responses: Readonly<Record<string, unknown>>,
): Grade {
  let correctAnswers = 0;
  let score = 0;
  let maxScore = 0;
  let answered = 0;
  for (const question of questions) {
    const points = question.points ?? 1;
    maxScore += points;
    if (!(question.id in responses)) continue;
    answered += 1;
    const answer = key.find((k) => k.id === question.id);
    if (isCorrectResponse(answer, responses[question.id])) {
      correctAnswers += 1;
      score += points;
    }
  }
  return { totalQuestions: questions.length, answered, correctAnswers, score, maxScore };
}

export type ResultMessage = 'win' | 'neutral' | 'lose';

/**
 * Which message a finished quiz shows: with a minimum score, reaching it wins and missing it
 * loses; without one, a full score wins, no points loses and anything between is neutral.
 */
export function resultMessageOf(
  survey: Pick<SurveyInput, 'hasMinimumScore' | 'minimumScore'>,
  grade: Pick<Grade, 'score' | 'maxScore'>,
): ResultMessage {
  if (survey.hasMinimumScore) return grade.score >= survey.minimumScore ? 'win' : 'lose';
  if (grade.maxScore > 0 && grade.score >= grade.maxScore) return 'win';
  return grade.score <= 0 ? 'lose' : 'neutral';
}

// A row still being written (no server time yet) sorts after every finished one.
const millis = (time: TimestampLike | null | undefined): number =>
  time ? time.toMillis() : Number.MAX_SAFE_INTEGER;

/** The ranking's order: most correct answers first, ties broken by the earlier finish. */
export function rankRecords<T extends Pick<RankingRecord, 'correctAnswers' | 'registerDate'>>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      b.correctAnswers - a.correctAnswers || millis(a.registerDate) - millis(b.registerDate),
  );
}
