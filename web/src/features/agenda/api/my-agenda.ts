import {
  activityCalendarEntry,
  type Activity,
  type AforoEvent,
  type CalendarEntry,
} from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';

/** Takes an activity out of the signed-in attendee's agenda (its seat goes back). */
export async function removeFromMyAgenda(eventId: string, activityId: string): Promise<void> {
  await apiFetch(
    `/api/events/${encodeURIComponent(eventId)}/activities_attendees/${encodeURIComponent(activityId)}`,
    { method: 'DELETE' },
  );
}

/** An activity as a calendar entry, leading back to its page on the landing. */
export function activityEntry(
  event: AforoEvent,
  activity: Activity,
  href: string,
  space?: string | null,
): CalendarEntry {
  return activityCalendarEntry(
    event._id,
    event,
    activity._id,
    activity,
    `${window.location.origin}${href}`,
    space,
  );
}
