import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, MESSAGES, idString, plainTextLength, richText, text, url } from './common.js';

export const QUESTION_TYPES = ['radiogroup', 'checkbox', 'comment', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
const CHOICE_TYPES: readonly QuestionType[] = ['radiogroup', 'checkbox'];

export const GRAPH_TYPES = ['y', 'x', 'pie'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

/** Time limits offered per question, in seconds; 0 is none (part 2 §9). */
export const QUESTION_TIME_LIMITS = [0, 30, 60, 300, 600] as const;
export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;

export type CorrectAnswer = string | string[] | null;

/** Single selection starts with no correct answer, multiple selection with an empty list. */
export function emptyCorrectAnswer(type: QuestionType): CorrectAnswer {
  return type === 'checkbox' ? [] : null;
}

export function hasCorrectAnswer(question: { correctAnswer?: CorrectAnswer }): boolean {
  const answer = question.correctAnswer;
  return Array.isArray(answer) ? answer.length > 0 : typeof answer === 'string' && answer !== '';
}

/** The stored correctAnswerIndex: the position(s) of the correct answer among the choices. */
export function correctAnswerIndexOf(
  choices: readonly string[],
  correctAnswer: CorrectAnswer,
): number | number[] | null {
  if (Array.isArray(correctAnswer)) return correctAnswer.map((a) => choices.indexOf(a));
  return correctAnswer === null ? null : choices.indexOf(correctAnswer);
}

const choiceText = text(LIMITS.text).defined();

/** A question; pass `{ context: { gradable: true } }` when its survey is gradable. */
export const questionSchema = yup.object({
  id: idString().required(),
  title: text(LIMITS.text).required('La pregunta es requerida'),
  type: yup
    .mixed<QuestionType>()
    .oneOf([...QUESTION_TYPES], 'Seleccione el tipo de pregunta')
    .required('Seleccione el tipo de pregunta'),
  choices: yup
    .array(choiceText)
    .default([])
    .when('type', {
      is: (type: QuestionType) => CHOICE_TYPES.includes(type),
      then: (s) =>
        s
          .min(MIN_CHOICES, `Ingrese al menos ${MIN_CHOICES} respuestas`)
          .max(MAX_CHOICES, `Ingrese máximo ${MAX_CHOICES} respuestas`)
          .test('blank-choice', 'Respuesta vacía', function (choices) {
            // Formik hands an emptied input to the schema as undefined, not as ''.
            const blank = (choices ?? []).findIndex((choice) => (choice ?? '').trim() === '');
            return (
              blank < 0 ||
              this.createError({
                path: `${this.path}[${blank}]`,
                message: `Por favor ingresa un valor a la respuesta ${blank + 1}`,
              })
            );
          }),
      otherwise: (s) => s.transform(() => []),
    }),
  correctAnswer: yup
    .mixed<NonNullable<CorrectAnswer>>()
    .nullable()
    .default(null)
    .test('correct-answer', 'La respuesta correcta no es una de las opciones', function (answer) {
      if (answer == null) return true;
      const type: unknown = this.parent.type;
      const choices: unknown = this.parent.choices;
      const options = Array.isArray(choices) ? choices.map(String) : [];
      if (type === 'checkbox') {
        return Array.isArray(answer) && answer.every((a) => options.includes(a));
      }
      if (type === 'radiogroup') return typeof answer === 'string' && options.includes(answer);
      return typeof answer === 'string' && answer.length <= LIMITS.text;
    }),
  points: yup
    .number()
    .typeError(MESSAGES.number)
    .min(-1e6)
    .max(1e6)
    .when('$gradable', {
      is: true,
      then: (s) => s.required('Ingrese los puntos de la pregunta'),
      otherwise: (s) => s.default(1),
    }),
  image: url().nullable().default(null),
});
export type QuestionInput = yup.InferType<typeof questionSchema>;
export type Question = QuestionInput & { correctAnswerIndex?: number | number[] | null };

const GRADABLE_ANSWERS_MESSAGE =
  'Esta encuesta es calificable, hay preguntas sin respuesta correcta asignada';
const GRADABLE_MESSAGE_MESSAGE = 'Esta encuesta es calificable, debe asignar un mensaje inicial';

/** A survey or quiz. The first save creates it with every flag off (part 2 §4). */
export const surveySchema = yup.object({
  survey: text().required('El nombre es requerido'),
  activity_id: idString().nullable().default(null),
  show_horizontal_bar: yup.boolean().default(false),
  graphyType: yup
    .mixed<GraphType>()
    .oneOf([...GRAPH_TYPES])
    .default('y'),
  allow_vote_value_per_user: yup
    .boolean()
    .default(false)
    .test(
      'gradable-or-weighted',
      'Una encuesta calificable no puede usar voto ponderado',
      function (weighted) {
        return !(weighted === true && this.parent.allow_gradable_survey === true);
      },
    ),
  points: yup.number().typeError(MESSAGES.number).min(-1e6).max(1e6).default(1),
  initialMessage: richText(LIMITS.longText)
    .default('')
    .when('allow_gradable_survey', {
      is: true,
      then: (s) =>
        s.test('gradable-message', GRADABLE_MESSAGE_MESSAGE, (v) => plainTextLength(v ?? '') > 0),
    }),
  time_limit: yup
    .number()
    .typeError('Solo se permiten números')
    .integer('Solo se permiten números')
    .min(0, 'Solo se permiten números')
    .max(86_400)
    .default(0),
  win_Message: richText(LIMITS.longText).default(''),
  neutral_Message: richText(LIMITS.longText).default(''),
  lose_Message: richText(LIMITS.longText).default(''),
  allow_anonymous_answers: yup.boolean().default(false),
  allow_gradable_survey: yup.boolean().default(false),
  hasMinimumScore: yup.boolean().default(false),
  minimumScore: yup.number().typeError(MESSAGES.number).min(0).max(1e6).default(0),
  isGlobal: yup.boolean().default(false),
  showNoVotos: yup.boolean().default(false),
  freezeGame: yup.boolean().default(false),
  open: yup.boolean().default(false),
  publish: yup.boolean().default(false),
  rankingVisible: yup.boolean().default(false),
  displayGraphsInSurveys: yup.boolean().default(false),
  questions: yup
    .array(questionSchema.required())
    .max(200)
    .default([])
    .when('allow_gradable_survey', {
      is: true,
      then: (s) =>
        s.test('gradable-answers', GRADABLE_ANSWERS_MESSAGE, (questions) =>
          (questions ?? []).every(hasCorrectAnswer),
        ),
    }),
});
export type SurveyInput = yup.InferType<typeof surveySchema>;

/** A question as the public survey document holds it: no correct answer. */
export type PublicQuestion = Omit<Question, 'correctAnswer' | 'correctAnswerIndex'>;

/** A question without its correct answer (older documents may still hold one). */
export function publicQuestion(question: Question): PublicQuestion {
  const { correctAnswer: _answer, correctAnswerIndex: _index, ...rest } = question;
  return rest;
}

/** The correct answer of one question, kept apart from the survey. */
export interface QuestionAnswer {
  id: string;
  correctAnswer: CorrectAnswer;
  correctAnswerIndex: number | number[] | null;
}

/**
 * events/{E}/surveys/{S}/private/answers (paths.surveyAnswerKey): the correct answers, one per
 * question in the survey's order. Published surveys are public, so the answers live here, where
 * only event admins and the server (grading) read them; the API writes both documents together.
 */
export interface SurveyAnswerKey {
  questions: QuestionAnswer[];
}

/**
 * Stored by event; eventId is the name the realtime queries filter on. Its questions carry no
 * correct answer: see SurveyAnswerKey and `withCorrectAnswers`.
 */
export type Survey = Omit<SurveyInput, 'questions'> &
  Partial<Timestamps> & {
    _id: string;
    survey_id?: string;
    event_id: string;
    eventId: string;
    questions: PublicQuestion[];
  };
/** A survey as its editors see it: each question with its correct answer. */
export type SurveyWithAnswers = Omit<Survey, 'questions'> & { questions: Question[] };

/**
 * Questions split into what the public survey holds and what the answer key holds; the
 * correctAnswerIndex is derived again from the choices, so it never goes stale.
 */
export function splitCorrectAnswers(questions: readonly QuestionInput[]): {
  questions: PublicQuestion[];
  key: SurveyAnswerKey;
} {
  return {
    questions: questions.map(publicQuestion),
    key: {
      questions: questions.map((q) => ({
        id: q.id,
        correctAnswer: q.correctAnswer,
        correctAnswerIndex: correctAnswerIndexOf(q.choices, q.correctAnswer),
      })),
    },
  };
}

/**
 * The questions with their correct answers put back: by position while the ids agree, else by
 * id; a question the key does not know has none (an empty answer of its type).
 */
export function withCorrectAnswers(
  questions: readonly PublicQuestion[],
  key: SurveyAnswerKey | null | undefined,
): Question[] {
  const answers = key?.questions ?? [];
  return questions.map((question, i) => {
    const answer =
      answers[i]?.id === question.id ? answers[i] : answers.find((a) => a.id === question.id);
    return {
      ...question,
      correctAnswer: answer?.correctAnswer ?? emptyCorrectAnswer(question.type),
      correctAnswerIndex: answer?.correctAnswerIndex ?? null,
    };
  });
}

/** A survey hosted elsewhere, read by meeting id. */
export interface ExternalSurvey {
  id: string;
  title: string;
  questions: { name: string }[];
}
