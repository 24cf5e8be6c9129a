/*
 * When an event is over, without yup: the landing and the home page ask this in their first JS,
 * the API before every registration (the landing's first-JS budget keeps yup out). event.ts
 * re-exports it.
 */
import { zonedInstant } from '../integrations/time-zone.js';
import { isDateTimeText } from './date-text.js';

/** The fields of an event this module reads (AforoEvent has them). */
interface EventEnd {
  datetime_to?: string | null;
}

/**
 * The zone an event's date texts are read in when a deployment names none: they are wall-clock
 * times of the place the event happens (the demo's events are in Colombia).
 */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Bogota';

/**
 * Whether the event is over at `now`: its end (datetime_to, a wall-clock text of `timeZone`) has
 * passed. An ended event is listed as past and takes no registrations (web and API use this one
 * rule). An end that is not a valid date text never counts as ended.
 */
export function isEventEnded(
  event: EventEnd,
  now: Date,
  timeZone: string = DEFAULT_EVENT_TIME_ZONE,
): boolean {
  const end = event.datetime_to;
  if (typeof end !== 'string' || !isDateTimeText(end)) return false;
  const full = end.length === 16 ? `${end}:00` : end;
  return zonedInstant(full.replace(' ', 'T'), timeZone).getTime() < now.getTime();
}

/** What registering to an event that already ended answers. */
export const EVENT_ENDED_MESSAGE = 'Este evento ya terminó: las inscripciones están cerradas';
