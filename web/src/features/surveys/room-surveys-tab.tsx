/**
 * The activity room's surveys and games tabs (issue #17 builds the answering view; issue #15's
 * room renders this lazily, `games` for the graded quizzes). Empty until the surveys land.
 */
export interface RoomSurveysTabProps {
  eventId: string;
  activityId: string;
  /** The "games" tab: graded quizzes only; otherwise the plain surveys. */
  games?: boolean;
}

export default function RoomSurveysTab(_props: RoomSurveysTabProps) {
  return null;
}
