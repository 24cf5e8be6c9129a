import {
  activityCalendarEntry,
  buildIcs,
  eventCalendarEntry,
  type Activity,
  type AforoEvent,
  type CalendarEntry,
} from '@aforo/domain';
import { landingUrl } from '../config';
import { refs } from './refs';

type CalendarEventFields = Pick<
  AforoEvent,
  'name' | 'description' | 'venue' | 'address' | 'datetime_from' | 'datetime_to' | 'time_zone'
>;

/** The event as an .ics file (the landing's "Añadir al calendario", the ticket mail). */
export function eventIcs(eventId: string, event: CalendarEventFields): string {
  return buildIcs([eventCalendarEntry(eventId, event, landingUrl(eventId))], { name: event.name });
}

/**
 * One activity as a calendar entry, with its space's name as the place; null when missing or
 * when `sees` says the reader may not see it (unpublished, or EXCLUSIVE to other roles).
 */
export async function activityEntry(
  eventId: string,
  event: CalendarEventFields,
  activityId: string,
  sees: (activity: Activity) => Promise<boolean>,
): Promise<CalendarEntry | null> {
  const activity = (await refs.eventContentItem(eventId, 'activities', activityId).get()).data();
  if (!activity || !(await sees(activity))) return null;
  const space = activity.space_id
    ? (await refs.eventContentItem(eventId, 'spaces', activity.space_id).get()).data()
    : undefined;
  return activityCalendarEntry(
    eventId,
    event,
    activityId,
    activity,
    landingUrl(eventId),
    space?.name,
  );
}
