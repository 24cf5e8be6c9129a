import { useMyRegistration } from '../../lib/registration/use-my-registration';
import { useSession } from '../../lib/session/session-provider';
import { SurveyFirebase } from './components/live';
import { SurveyAnswering, type Respondent } from './components/survey-answering';

/**
 * The activity room's surveys and games tabs (the room renders this lazily,
 * `games` for the graded quizzes): the surveys of this activity and the global ones, answered
 * live. Its own chunk: reactfire, the full Firestore SDK and chart.js load with it.
 */
export interface RoomSurveysTabProps {
  eventId: string;
  activityId: string;
  /** The "games" tab: graded quizzes only; otherwise the plain surveys. */
  games?: boolean;
}

/** The signed-in attendee, with its registered name once known. */
export function useRespondent(eventId: string): Respondent | null {
  const session = useSession();
  const registration = useMyRegistration(eventId);
  if (!session.user || registration.status !== 'registered') return null;
  const name = registration.attendee.properties.names;
  return { uid: session.user.uid, name: typeof name === 'string' ? name : null };
}

export default function RoomSurveysTab({
  eventId,
  activityId,
  games = false,
}: RoomSurveysTabProps) {
  const respondent = useRespondent(eventId);
  return (
    <SurveyFirebase>
      <SurveyAnswering
        eventId={eventId}
        activityId={activityId}
        games={games}
        respondent={respondent}
      />
    </SurveyFirebase>
  );
}
