import { TRIGGER_PATHS } from '@aforo/domain';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/firebase';
import { tallyQuestion } from '../lib/survey-tally';

/**
 * A survey answer created: the question's results document is recomputed from its answers, by
 * one trigger at a time under a lease (lib/survey-tally.ts says how and why). The vote itself
 * wrote only its own document.
 */
export const tallySurveyAnswer = onDocumentCreated(
  // A holder repeats its round while votes keep coming (MAX_ROUNDS there).
  { document: TRIGGER_PATHS.surveyResponse, timeoutSeconds: 120 },
  async (event) => {
    const { eventId, surveyId, questionId } = event.params;
    try {
      await tallyQuestion(
        db,
        { eventId, surveyId, questionId },
        event.data?.createTime ?? null,
        event.id,
      );
    } catch (err) {
      // The next vote's trigger (or `npm run migrate`) recomputes the whole tally.
      logger.error('Survey tally failed', {
        eventId,
        surveyId,
        questionId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  },
);
