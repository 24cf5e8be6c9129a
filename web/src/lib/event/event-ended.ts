import { isEventEnded, type AforoEvent } from '@aforo/domain';
import { EVENT_TIME_ZONE } from '../config';

/**
 * Whether the event is over (its end has passed in the events' time zone): the domain's rule,
 * read in the zone this deployment's events are in, so the browser's own zone does not matter.
 */
export function hasEnded(event: Pick<AforoEvent, 'datetime_to'>, now: Date = new Date()): boolean {
  return isEventEnded(event, now, EVENT_TIME_ZONE);
}
