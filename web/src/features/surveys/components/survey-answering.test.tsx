// @vitest-environment jsdom
import { surveySchema, type Survey } from '@aforo/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { surveyAnswerMessages } from '../answer-messages';
import type { CountedResults, OwnAnswer } from '../api/live';
import type { GradeResult } from '../api/surveys';
import { SurveyAnswering } from './survey-answering';

/** What the mocked live hooks and the grade call answer; each test sets its own. */
const live = vi.hoisted(() => ({
  surveys: [] as unknown[],
  own: { loading: true, has: false, confirmed: false, answer: null } as OwnAnswer,
  counts: { total: 1, counts: {}, countedThrough: 1 } as CountedResults,
  send: vi.fn(() => Promise.resolve()),
  grade: vi.fn(),
}));

vi.mock('../api/live', () => ({
  usePublishedSurveys: () => ({ status: 'success', data: live.surveys }),
  useQuestionCounts: () => ({ status: 'success', data: live.counts }),
  useRanking: () => ({ status: 'success', data: [] }),
  useOwnAnswer: () => live.own,
  useSurveyStatus: () => undefined,
  useSendAnswer: () => live.send,
}));

vi.mock('../api/surveys', () => ({ fetchGrade: live.grade }));
// jsdom draws no canvas; the chart has its own tests (results-chart.test.tsx).
vi.mock('./results-chart', () => ({ ResultsChart: () => null }));

afterEach(cleanup);

beforeEach(() => {
  live.surveys = [];
  live.own = { loading: true, has: false, confirmed: false, answer: null };
  live.counts = { total: 1, counts: {}, countedThrough: 1 };
  live.send.mockClear();
  live.grade.mockReset();
});

/** Renders the answering view; `rerender` renders it again (after a live value changed). */
function renderFor(activityId?: string, respondent: { uid: string; name: string } | null = null) {
  const ui = () => (
    <TestProviders messages={surveyAnswerMessages.es}>
      <SurveyAnswering eventId="evt-1" activityId={activityId} respondent={respondent} />
    </TestProviders>
  );
  const view = render(ui());
  return { rerender: () => view.rerender(ui()) };
}

const QUIZ: Survey = {
  ...surveySchema.getDefault(),
  _id: 'quiz-1',
  event_id: 'evt-1',
  eventId: 'evt-1',
  survey: 'Trivia',
  publish: true,
  open: true,
  allow_gradable_survey: true,
  initialMessage: '<p>Hola</p>',
  win_Message: '<p>¡Ganaste!</p>',
  questions: [
    {
      id: 'q1',
      title: '¿Capital?',
      type: 'radiogroup',
      choices: ['Bogotá', 'Lima'],
      points: 1,
      image: null,
    },
    {
      id: 'q2',
      title: '¿Cielo?',
      type: 'radiogroup',
      choices: ['Verde', 'Azul'],
      points: 1,
      image: null,
    },
  ],
};

const WIN: GradeResult = {
  totalQuestions: 2,
  answered: 2,
  correctAnswers: 2,
  score: 2,
  maxScore: 2,
  finished: true,
  message: 'win',
};

async function answer(choice: string) {
  fireEvent.click(await screen.findByRole('button', { name: choice }));
  fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
}

describe('SurveyAnswering with nothing published', () => {
  it("speaks of the event on the event's survey tab", () => {
    renderFor();
    expect(screen.getByTestId('surveys-none').textContent).toBe(
      'No hay encuestas publicadas para este evento',
    );
  });

  it("speaks of the activity in an activity's room", () => {
    renderFor('act-1');
    expect(screen.getByTestId('surveys-none').textContent).toBe(
      'No hay encuestas publicadas para esta actividad',
    );
  });
});

describe('SurveyAnswering a quiz', () => {
  it('asks the next question once the server acknowledged the answer, whatever its listener says', async () => {
    // The own-answer listener never reports the answers (as when the emulator's watch stream
    // makes the SDK cache them as deleted): the acknowledged writes move the quiz on alone.
    live.surveys = [QUIZ];
    live.own = { loading: false, has: false, confirmed: false, answer: null };
    live.grade.mockResolvedValue(WIN);
    renderFor(undefined, { uid: 'u1', name: 'Ana' });
    await answer('Bogotá');
    await answer('Azul');
    expect(live.send).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId('survey-message-win')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
    expect(screen.getAllByTestId('survey-total')).toHaveLength(2);
  });

  it('says so when the score cannot be fetched, and fetches it again on Reintentar', async () => {
    live.surveys = [QUIZ];
    live.own = {
      loading: false,
      has: true,
      confirmed: true,
      answer: { response: 'Azul', created: 1 },
    };
    live.grade.mockRejectedValueOnce(new Error('Error de red')).mockResolvedValue(WIN);
    renderFor(undefined, { uid: 'u1', name: 'Ana' });
    expect((await screen.findByTestId('survey-score-failed')).textContent).toContain(
      'No se pudo obtener tu puntaje (Error de red).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('survey-message-win')).toBeTruthy();
  });

  it("shows one's own answer in the results until a tally round has counted it", async () => {
    live.surveys = [QUIZ];
    live.grade.mockResolvedValue(WIN);
    live.own = {
      loading: false,
      has: true,
      confirmed: true,
      answer: { response: 'Azul', created: 2_000 },
    };
    // No round yet: the results document is not there.
    live.counts = { total: 0, counts: {}, countedThrough: null };
    const view = renderFor(undefined, { uid: 'u1', name: 'Ana' });
    expect((await screen.findAllByTestId('survey-total'))[0]?.textContent).toBe(
      'Resultados (1 respuesta)',
    );
    // A round that read after the answer counted it: once, not twice.
    live.counts = { total: 3, counts: { Azul: 3 }, countedThrough: 2_500 };
    view.rerender();
    expect((await screen.findAllByTestId('survey-total'))[0]?.textContent).toBe(
      'Resultados (3 respuestas)',
    );
  });
});
