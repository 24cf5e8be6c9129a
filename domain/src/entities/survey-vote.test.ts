import { describe, expect, it } from 'vitest';
import type { TimestampLike } from './common.js';
import { surveySchema, questionSchema, type PublicQuestion } from './survey.js';
import {
  answerRecord,
  chartedChoices,
  surveyProgress,
  countedOptions,
  firstSave,
  gradeResponses,
  isCorrectResponse,
  isValidResponse,
  rankRecords,
  resetCorrectAnswerOnTypeChange,
  resultMessageOf,
  setSurveyFlag,
  shownSurveyFields,
  withOwnAnswer,
} from './survey-vote.js';

const flags = surveySchema.cast({ survey: 'Trivia' });
const radio: PublicQuestion = {
  id: 'q1',
  title: '¿Color?',
  type: 'radiogroup',
  choices: ['Rojo', 'Azul'],
  points: 2,
  image: null,
};
const check: PublicQuestion = { ...radio, id: 'q2', type: 'checkbox', choices: ['a', 'b', 'c'] };
const free: PublicQuestion = { ...radio, id: 'q3', type: 'text', choices: [] };
const at = (ms: number): TimestampLike => ({
  seconds: Math.floor(ms / 1000),
  nanoseconds: 0,
  toMillis: () => ms,
  toDate: () => new Date(ms),
});

describe('survey flag interlocks (part 2 §4)', () => {
  it('turns vote-value-per-user off when gradable turns on, and vice versa', () => {
    const weighted = setSurveyFlag(flags, 'allow_vote_value_per_user', true);
    const gradable = setSurveyFlag(weighted, 'allow_gradable_survey', true);
    expect(gradable).toMatchObject({
      allow_gradable_survey: true,
      allow_vote_value_per_user: false,
    });
    expect(setSurveyFlag(gradable, 'allow_vote_value_per_user', true)).toMatchObject({
      allow_gradable_survey: false,
      allow_vote_value_per_user: true,
    });
  });

  it('drops the minimum score when the survey stops being gradable', () => {
    const withMinimum = setSurveyFlag(
      setSurveyFlag(flags, 'allow_gradable_survey', true),
      'hasMinimumScore',
      true,
    );
    expect(withMinimum.hasMinimumScore).toBe(true);
    expect(setSurveyFlag(withMinimum, 'allow_gradable_survey', false).hasMinimumScore).toBe(false);
  });

  it('shows the minimum-score switch only when gradable, the score only when required', () => {
    expect(shownSurveyFields(flags)).toEqual({ hasMinimumScore: false, minimumScore: false });
    const gradable = setSurveyFlag(flags, 'allow_gradable_survey', true);
    expect(shownSurveyFields(gradable)).toEqual({ hasMinimumScore: true, minimumScore: false });
    expect(shownSurveyFields(setSurveyFlag(gradable, 'hasMinimumScore', true))).toEqual({
      hasMinimumScore: true,
      minimumScore: true,
    });
  });

  it('creates a survey with every flag off on its first save', () => {
    const on = { ...flags, publish: true, open: true, allow_gradable_survey: true };
    const saved = firstSave(on);
    expect(saved).toMatchObject({ publish: false, open: false, allow_gradable_survey: false });
    expect(saved.survey).toBe('Trivia');
  });

  it('resets the correct answer when a question changes type', () => {
    expect(resetCorrectAnswerOnTypeChange('checkbox')).toEqual([]);
    expect(resetCorrectAnswerOnTypeChange('radiogroup')).toBeNull();
  });
});

describe('survey and question validation (part 2 §5)', () => {
  const question = { id: 'q1', title: '¿Color?', type: 'radiogroup', choices: ['Rojo', 'Azul'] };
  const errorsOf = async (value: unknown, context = {}) => {
    try {
      await surveySchema.validate(value, { abortEarly: false, context });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('refuses a gradable survey with a question lacking a correct answer', async () => {
    expect(
      await errorsOf({
        survey: 'Trivia',
        allow_gradable_survey: true,
        initialMessage: '<p>Hola</p>',
        questions: [{ ...question, points: 1 }],
      }),
    ).toContain('Esta encuesta es calificable, hay preguntas sin respuesta correcta asignada');
  });

  it('requires an initial message on a gradable survey', async () => {
    expect(
      await errorsOf({
        survey: 'Trivia',
        allow_gradable_survey: true,
        questions: [{ ...question, points: 1, correctAnswer: 'Azul' }],
      }),
    ).toEqual(['Esta encuesta es calificable, debe asignar un mensaje inicial']);
  });

  it('refuses gradable together with vote value per user', async () => {
    expect(
      await errorsOf({
        survey: 'Trivia',
        allow_gradable_survey: true,
        allow_vote_value_per_user: true,
        initialMessage: '<p>Hola</p>',
      }),
    ).toEqual(['Una encuesta calificable no puede usar voto ponderado']);
  });

  it('accepts 2 to 5 answers and names a blank one', async () => {
    const validate = (choices: string[]) =>
      questionSchema.validate({ ...question, choices }, { abortEarly: false }).then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );
    expect(await validate(['Rojo'])).toEqual(['Ingrese al menos 2 respuestas']);
    expect(await validate(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['Ingrese máximo 5 respuestas']);
    expect(await validate(['Rojo', ' '])).toEqual(['Por favor ingresa un valor a la respuesta 2']);
    expect(await validate(['a', 'b', 'c', 'd', 'e'])).toEqual([]);
  });

  it('requires the survey name and a question title', async () => {
    expect(await errorsOf({ survey: '' })).toEqual(['El nombre es requerido']);
    expect(await errorsOf({ survey: 'x', questions: [{ ...question, title: '' }] })).toEqual([
      'La pregunta es requerida',
    ]);
  });
});

describe('answers and counts', () => {
  it('says where a user stands in a survey from its answered questions (surveyStatus)', () => {
    expect(surveyProgress(['q1', 'q2'], {})).toBeNull();
    expect(surveyProgress(['q1', 'q2'], { q1: true, q2: false })).toBe('running');
    expect(surveyProgress(['q1', 'q2'], { q1: true, q2: true })).toBe('finished');
  });

  it('draws the options without votes only when showNoVotos says so', () => {
    const choices = ['Lima', 'Bogotá', 'Quito'];
    const counts = { Bogotá: 2, Quito: 0 };
    expect(chartedChoices(choices, counts, true)).toEqual(['Lima', 'Bogotá', 'Quito']);
    expect(chartedChoices(choices, counts, false)).toEqual(['Bogotá']);
  });

  it('accepts only existing, distinct options', () => {
    expect(isValidResponse(radio, 'Azul')).toBe(true);
    expect(isValidResponse(radio, 'Verde')).toBe(false);
    expect(isValidResponse(check, ['a', 'c'])).toBe(true);
    expect(isValidResponse(check, ['a', 'a'])).toBe(false);
    expect(isValidResponse(check, ['a', 'z'])).toBe(false);
    expect(isValidResponse(free, 'Hola')).toBe(true);
    expect(isValidResponse(free, '  ')).toBe(false);
  });

  it('counts choices, not free text', () => {
    expect(countedOptions('radiogroup', 'Azul')).toEqual(['Azul']);
    expect(countedOptions('checkbox', ['a', 'b'])).toEqual(['a', 'b']);
    expect(countedOptions('text', 'Hola')).toEqual([]);
  });

  it('leaves the name out of an anonymous answer', () => {
    const input = { surveyId: 's', questionId: 'q1', questionIndex: 0, userId: 'u', response: 'x' };
    expect(answerRecord({ ...input, userName: null })).not.toHaveProperty('user_name');
    expect(answerRecord({ ...input, userName: 'Ana' })).toEqual({
      question_id: 'q1',
      question_index: 0,
      survey_id: 's',
      user_id: 'u',
      response: 'x',
      user_name: 'Ana',
    });
  });
});

describe('grading', () => {
  const key = [
    { id: 'q1', correctAnswer: 'Azul', correctAnswerIndex: 1 },
    { id: 'q2', correctAnswer: ['a', 'c'], correctAnswerIndex: [0, 2] },
  ];

  it('needs exactly the correct options of a multiple choice', () => {
    expect(isCorrectResponse(key[1], ['c', 'a'])).toBe(true);
    expect(isCorrectResponse(key[1], ['a'])).toBe(false);
    expect(isCorrectResponse(key[1], ['a', 'b', 'c'])).toBe(false);
    expect(isCorrectResponse(undefined, 'a')).toBe(false);
  });

  it('adds the points of the correct answers', () => {
    const grade = gradeResponses([radio, { ...check, points: 3 }], key, {
      q1: 'Azul',
      q2: ['a'],
    });
    expect(grade).toEqual({
      totalQuestions: 2,
      answered: 2,
      correctAnswers: 1,
      score: 2,
      maxScore: 5,
    });
  });

  it('picks the win, neutral or lose message', () => {
    const noMinimum = { hasMinimumScore: false, minimumScore: 0 };
    expect(resultMessageOf(noMinimum, { score: 5, maxScore: 5 })).toBe('win');
    expect(resultMessageOf(noMinimum, { score: 2, maxScore: 5 })).toBe('neutral');
    expect(resultMessageOf(noMinimum, { score: 0, maxScore: 5 })).toBe('lose');
    const minimum = { hasMinimumScore: true, minimumScore: 3 };
    expect(resultMessageOf(minimum, { score: 3, maxScore: 5 })).toBe('win');
    expect(resultMessageOf(minimum, { score: 2, maxScore: 5 })).toBe('lose');
  });

  it('ranks by correct answers, ties by the earlier finish', () => {
    const rows = [
      { id: 'late', correctAnswers: 2, registerDate: at(3000) },
      { id: 'best', correctAnswers: 3, registerDate: at(5000) },
      { id: 'early', correctAnswers: 2, registerDate: at(1000) },
    ];
    expect(rankRecords(rows).map((r) => r.id)).toEqual(['best', 'early', 'late']);
  });
});

describe('withOwnAnswer', () => {
  const results = { total: 3, counts: { Azul: 2, Rojo: 1 } };

  it("adds one's own answer until a tally round has counted it", () => {
    const own = { type: 'radiogroup' as const, response: 'Rojo', created: 2_000 };
    // No round yet, or a round that read before the answer: not in the counts.
    expect(withOwnAnswer({ total: 0, counts: {} }, null, own)).toEqual({
      total: 1,
      counts: { Rojo: 1 },
    });
    expect(withOwnAnswer(results, 1_999, own)).toEqual({ total: 4, counts: { Azul: 2, Rojo: 2 } });
    // A round that read at or after it: counted once, not twice.
    expect(withOwnAnswer(results, 2_000, own)).toEqual(results);
    expect(withOwnAnswer(results, 5_000, own)).toEqual(results);
  });

  it('adds an answer the server has not stamped yet, each option of a checkbox, and text to the total', () => {
    expect(
      withOwnAnswer(results, 5_000, {
        type: 'checkbox',
        response: ['Azul', 'Verde'],
        created: null,
      }),
    ).toEqual({ total: 4, counts: { Azul: 3, Rojo: 1, Verde: 1 } });
    expect(
      withOwnAnswer(results, null, { type: 'text', response: 'Muy bien', created: 1 }),
    ).toEqual({ total: 4, counts: results.counts });
    expect(withOwnAnswer(results, null, null)).toBe(results);
  });
});
