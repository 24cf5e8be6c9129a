import type { AforoEvent } from '@aforo/domain';
import { SurveyFirebase } from './components/live';
import { SurveyAnswering } from './components/survey-answering';
import { useRespondent } from './room-surveys-tab';

/**
 * The landing's survey section (menu type `survey`): every survey of the event that is published
 * and open, quizzes included, answered live. Lazily loaded by section-content.tsx.
 */
export default function SurveySection({ event }: { event: AforoEvent }) {
  const respondent = useRespondent(event._id);
  return (
    <SurveyFirebase>
      <SurveyAnswering eventId={event._id} respondent={respondent} />
    </SurveyFirebase>
  );
}
