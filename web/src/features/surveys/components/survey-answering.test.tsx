// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { surveyAnswerMessages } from '../answer-messages';
import { SurveyAnswering } from './survey-answering';

vi.mock('../api/live', () => ({
  usePublishedSurveys: () => ({ status: 'success', data: [] }),
  useQuestionCounts: () => ({ status: 'success', data: {} }),
  useRanking: () => ({ status: 'success', data: [] }),
  useOwnAnswer: () => ({ loading: true, has: false, confirmed: false }),
  useSurveyStatus: () => undefined,
  useSendAnswer: () => () => Promise.resolve(),
}));

afterEach(cleanup);

function renderFor(activityId?: string) {
  render(
    <TestProviders messages={surveyAnswerMessages.es}>
      <SurveyAnswering eventId="evt-1" activityId={activityId} respondent={null} />
    </TestProviders>,
  );
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
