// @vitest-environment jsdom
import { paths, type Survey } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  refusal,
  signInAs,
  stored,
  storedIds,
  webFixture,
} from '../../../testing/emulator-session';
import { TestProviders } from '../../../testing/providers';
import { SurveyFirebase } from '../components/live';
import {
  useOwnAnswer,
  usePublishedSurveys,
  useQuestionAnswers,
  useQuestionCounts,
  useSendAnswer,
  useSurveyStatus,
} from './live';

const { eventId, surveyId, questionId } = webFixture();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <SurveyFirebase>{children}</SurveyFirebase>
    </TestProviders>
  );
}

/** The attendee's view of the fixture's survey: the survey, its own answer, the counts, send. */
function useAnswering(uid: string) {
  return {
    surveys: usePublishedSurveys(eventId),
    own: useOwnAnswer(eventId, surveyId, questionId, uid),
    counts: useQuestionCounts(eventId, surveyId, questionId),
    send: useSendAnswer(eventId),
  };
}

async function surveyOf(result: { current: ReturnType<typeof useAnswering> }): Promise<Survey> {
  await waitFor(() => expect(result.current.surveys.status).toBe('success'));
  const surveys = result.current.surveys;
  const survey = surveys.status === 'success' ? surveys.data.find((s) => s._id === surveyId) : null;
  if (!survey) throw new Error('The fixture survey is not among the published ones');
  return survey;
}

function firstQuestion(survey: Survey) {
  const question = survey.questions[0];
  if (!question) throw new Error('The fixture survey has no question');
  return question;
}

describe('surveys live api (emulator)', () => {
  it('sends an answer once, and sees the functions count it in the results', async () => {
    const uid = await signInAs('attendee');
    const { result, unmount } = renderHook(() => useAnswering(uid), { wrapper });
    const survey = await surveyOf(result);
    await waitFor(() => expect(result.current.own).toMatchObject({ loading: false, has: false }));

    const answer = {
      survey,
      question: firstQuestion(survey),
      index: 0,
      respondent: { uid, name: null },
      response: 'Azul',
    };
    await result.current.send(answer);
    await waitFor(() => expect(result.current.own).toMatchObject({ has: true, confirmed: true }));
    // The functions' tally writes the results document (a trigger, then up to its window).
    await waitFor(
      () => {
        const counts = result.current.counts;
        expect(counts.status === 'success' ? counts.data : null).toMatchObject({
          total: 1,
          counts: { Azul: 1 },
        });
      },
      { timeout: 15_000 },
    );
    expect(await stored(paths.surveyResponse(eventId, surveyId, questionId, uid))).toMatchObject({
      response: 'Azul',
      user_id: uid,
      question_index: 0,
    });
    expect(result.current.own.confirmed).toBe(true);

    // The answer's id is the uid: a second one (another choice) is refused and counts nothing.
    expect(await refusal(result.current.send({ ...answer, response: 'Rojo' }))).toBe(
      'permission-denied',
    );
    // The refused answer counts nothing: the results still hold the one stored answer.
    await waitFor(() => {
      const counts = result.current.counts;
      expect(counts.status === 'success' ? counts.data.total : null).toBe(1);
    });
    unmount();
  });

  it('stores the attendee progress once known, and never goes back from finished', async () => {
    const uid = await signInAs('attendee');
    const { result, rerender, unmount } = renderHook(
      ({ progress }: { progress: 'running' | 'finished' | null }) =>
        useSurveyStatus(eventId, surveyId, uid, progress),
      { wrapper, initialProps: { progress: 'finished' } },
    );
    await waitFor(() => expect(result.current).toBe('finished'));
    expect(await stored(paths.surveyStatus(uid, surveyId))).toMatchObject({
      event_id: eventId,
      survey_id: surveyId,
      surveyCompleted: 'finished',
    });
    rerender({ progress: 'running' });
    await waitFor(() => expect(result.current).toBe('finished'));
    expect(await stored(paths.surveyStatus(uid, surveyId))).toMatchObject({
      surveyCompleted: 'finished',
    });
    unmount();
  });

  it('lets the event admin read the answers for the reports', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(
      () => useQuestionAnswers(eventId, surveyId, questionId),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    const answers = result.current.status === 'success' ? result.current.data : [];
    expect(answers.map((a) => a.user_id)).toContain(webFixture().attendee.uid);
    unmount();
  });

  it('refuses an answer from someone who is not an attendee of the event', async () => {
    const uid = await signInAs('staff');
    const { result, unmount } = renderHook(() => useAnswering(uid), { wrapper });
    const survey = await surveyOf(result);
    const send = result.current.send({
      survey,
      question: firstQuestion(survey),
      index: 0,
      respondent: { uid, name: null },
      response: 'Rojo',
    });
    expect(await refusal(send)).toBe('permission-denied');
    // Unmounted before signing out: its own-answer listener would be refused while signed out.
    unmount();
    await signInAs('eventAdmin');
    expect(await storedIds(paths.surveyResponses(eventId, surveyId, questionId))).not.toContain(
      uid,
    );
  });
});
