import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import {
  correctAnswerIndexOf,
  emptyCorrectAnswer,
  hasCorrectAnswer,
  questionSchema,
  splitCorrectAnswers,
  surveySchema,
  withCorrectAnswers,
} from './survey.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const question = {
  id: 'q1',
  title: '¿Capital de Colombia?',
  type: 'radiogroup',
  choices: ['Bogotá', 'Lima'],
  correctAnswer: 'Bogotá',
};

describe('questionSchema', () => {
  it('accepts a question with points 1 by default', async () => {
    expect(await validateBody(questionSchema, question)).toMatchObject({ ...question, points: 1 });
  });

  it('names the blank answer by its position', async () => {
    expect(await errorsOf(questionSchema, { ...question, choices: ['Bogotá', ' '] })).toContain(
      'Por favor ingresa un valor a la respuesta 2',
    );
    expect(
      await errorsOf(questionSchema, { ...question, choices: ['', 'Lima'], correctAnswer: null }),
    ).toEqual(['Por favor ingresa un valor a la respuesta 1']);
    // What a form sends for an answer still blank.
    expect(
      await errorsOf(questionSchema, {
        ...question,
        choices: [undefined, 'Lima'],
        correctAnswer: null,
      }),
    ).toContain('Por favor ingresa un valor a la respuesta 1');
  });

  it('wants 2 to 5 answers for choice questions', async () => {
    expect(await errorsOf(questionSchema, { ...question, choices: ['Bogotá'] })).toEqual([
      'Ingrese al menos 2 respuestas',
    ]);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(
      await errorsOf(questionSchema, { ...question, choices: six, correctAnswer: 'a' }),
    ).toEqual(['Ingrese máximo 5 respuestas']);
    const text = await validateBody(questionSchema, {
      ...question,
      type: 'comment',
      correctAnswer: null,
    });
    expect(text.choices).toEqual([]);
  });

  it('requires title and type', async () => {
    expect(await errorsOf(questionSchema, { id: 'q1' })).toEqual(
      expect.arrayContaining(['La pregunta es requerida', 'Seleccione el tipo de pregunta']),
    );
    expect(await errorsOf(questionSchema, { ...question, type: 'slider' })).toContain(
      'Seleccione el tipo de pregunta',
    );
    expect(await errorsOf(questionSchema, { ...question, title: ONE_MB })).not.toEqual([]);
  });

  it('keeps the correct answer among the choices', async () => {
    expect(await errorsOf(questionSchema, { ...question, correctAnswer: 'Quito' })).toEqual([
      'La respuesta correcta no es una de las opciones',
    ]);
    const multi = { ...question, type: 'checkbox', correctAnswer: ['Bogotá', 'Lima'] };
    expect(await errorsOf(questionSchema, multi)).toEqual([]);
    expect(await errorsOf(questionSchema, { ...multi, correctAnswer: 'Bogotá' })).not.toEqual([]);
  });

  it('needs points when the survey is gradable', async () => {
    expect(
      await errorsOf(questionSchema, { ...question, points: null }, { gradable: true }),
    ).toEqual(['Ingrese los puntos de la pregunta']);
    expect(
      await errorsOf(questionSchema, { ...question, points: -2.5 }, { gradable: true }),
    ).toEqual([]);
  });
});

describe('surveySchema', () => {
  it('creates a survey with every flag off', async () => {
    const survey = await validateBody(surveySchema, { survey: 'Trivia' });
    expect(survey).toMatchObject({
      publish: false,
      open: false,
      freezeGame: false,
      allow_gradable_survey: false,
      rankingVisible: false,
      points: 1,
      minimumScore: 0,
      graphyType: 'y',
    });
  });

  it('asks a gradable survey for correct answers and an initial message', async () => {
    const gradable = {
      survey: 'Quiz',
      allow_gradable_survey: true,
      questions: [{ ...question, correctAnswer: null }],
    };
    expect(await errorsOf(surveySchema, gradable)).toEqual([
      'Esta encuesta es calificable, debe asignar un mensaje inicial',
      'Esta encuesta es calificable, hay preguntas sin respuesta correcta asignada',
    ]);
    expect(
      await errorsOf(surveySchema, {
        ...gradable,
        initialMessage: '<p>Hola</p>',
        questions: [question],
      }),
    ).toEqual([]);
  });

  it('refuses gradable together with vote value per user', async () => {
    expect(
      await errorsOf(surveySchema, {
        survey: 'Quiz',
        allow_gradable_survey: true,
        allow_vote_value_per_user: true,
        initialMessage: 'Hola',
      }),
    ).toEqual(['Una encuesta calificable no puede usar voto ponderado']);
  });

  it('accepts digits only as time limit, and refuses 1 MB names', async () => {
    expect(await errorsOf(surveySchema, { survey: 'a', time_limit: '30' })).toEqual([]);
    expect(await errorsOf(surveySchema, { survey: 'a', time_limit: '-3' })).toEqual([
      'Solo se permiten números',
    ]);
    expect(await errorsOf(surveySchema, { survey: 'a', time_limit: '3.5' })).toEqual([
      'Solo se permiten números',
    ]);
    expect(await errorsOf(surveySchema, { survey: ONE_MB })).not.toEqual([]);
  });
});

describe('question rules', () => {
  it('resets the correct answer by type', () => {
    expect(emptyCorrectAnswer('radiogroup')).toBeNull();
    expect(emptyCorrectAnswer('checkbox')).toEqual([]);
  });

  it('knows when a question has a correct answer', () => {
    expect(hasCorrectAnswer({ correctAnswer: 'a' })).toBe(true);
    expect(hasCorrectAnswer({ correctAnswer: [] })).toBe(false);
    expect(hasCorrectAnswer({ correctAnswer: '' })).toBe(false);
    expect(hasCorrectAnswer({})).toBe(false);
  });

  it('derives correctAnswerIndex', () => {
    expect(correctAnswerIndexOf(['a', 'b', 'c'], 'b')).toBe(1);
    expect(correctAnswerIndexOf(['a', 'b', 'c'], ['c', 'a'])).toEqual([2, 0]);
    expect(correctAnswerIndexOf(['a'], null)).toBeNull();
  });

  it('splits correct answers off the questions and puts them back', () => {
    const q = (id: string, correctAnswer: string | null) => ({
      id,
      title: id,
      type: 'radiogroup' as const,
      choices: ['a', 'b'],
      correctAnswer,
      points: 1,
      image: null,
    });
    const { questions, key } = splitCorrectAnswers([q('q1', 'b'), q('q2', null)]);
    expect(questions[0]).not.toHaveProperty('correctAnswer');
    expect(questions[0]).not.toHaveProperty('correctAnswerIndex');
    expect(key.questions).toEqual([
      { id: 'q1', correctAnswer: 'b', correctAnswerIndex: 1 },
      { id: 'q2', correctAnswer: null, correctAnswerIndex: null },
    ]);
    // Back by position, or by id when the order changed; unknown questions have none.
    expect(withCorrectAnswers(questions, key)[0]).toMatchObject({ correctAnswer: 'b' });
    const [first, second] = questions;
    if (!first || !second) throw new Error('two questions');
    expect(withCorrectAnswers([second, first], key)[1]).toMatchObject({ correctAnswerIndex: 1 });
    expect(withCorrectAnswers(questions, undefined)[0]).toMatchObject({ correctAnswer: null });
  });
});
