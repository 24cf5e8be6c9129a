/*
 * The landing's trophies (the menu's "trophies" section; the spec names only the section): one
 * table of the event's most active attendees, from the quizzes whose ranking the organizer made
 * visible and from the activities they were checked in to. Names and points only: the rankings'
 * e-mail addresses never leave the server.
 */

/** Points for each activity an attendee was checked in to. */
export const ATTENDANCE_POINTS = 1;
/** How many people the table shows. */
export const TROPHIES_LIMIT = 50;

/** A quiz ranking row as the server reads it. */
export interface QuizPoints {
  /** The account (ranking rows are keyed by it). */
  userId: string;
  userName: string;
  /** The points of the row (score, or correct answers when the quiz gives no points). */
  points: number;
}

/** A check-in to one activity. */
export interface AttendedActivity {
  /** The account when the attendee has one, else null. */
  userId: string | null;
  attendeeId: string;
  name: string;
}

export interface TrophyRow {
  /** 1 for the first; people with the same points share a place. */
  place: number;
  name: string;
  quizPoints: number;
  activities: number;
  points: number;
}

/**
 * The standings: each person's quiz points plus ATTENDANCE_POINTS per activity attended, highest
 * first, then by name; equal points share a place. A check-in is matched to quiz rows by account.
 */
export function trophyStandings(
  quizzes: readonly QuizPoints[],
  attended: readonly AttendedActivity[],
  limit = TROPHIES_LIMIT,
): TrophyRow[] {
  const people = new Map<string, { name: string; quizPoints: number; activities: number }>();
  const person = (key: string, name: string) => {
    const found = people.get(key);
    if (found) {
      if (!found.name && name) found.name = name;
      return found;
    }
    const created = { name, quizPoints: 0, activities: 0 };
    people.set(key, created);
    return created;
  };
  for (const row of quizzes) {
    person(`user:${row.userId}`, row.userName.trim()).quizPoints += Math.max(0, row.points);
  }
  for (const row of attended) {
    const key = row.userId ? `user:${row.userId}` : `attendee:${row.attendeeId}`;
    person(key, row.name.trim()).activities += 1;
  }
  const rows = [...people.values()]
    .filter((p) => p.name !== '')
    .map((p) => ({ ...p, points: p.quizPoints + p.activities * ATTENDANCE_POINTS }))
    .filter((p) => p.points > 0)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'es'));
  let place = 0;
  return rows.slice(0, limit).map((row, index) => {
    if (index === 0 || rows[index - 1]!.points !== row.points) place = index + 1;
    return { place, ...row };
  });
}
