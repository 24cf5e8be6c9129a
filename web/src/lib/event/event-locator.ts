import { eventNameFromSlug, isId } from '@aforo/domain';

/** How a route names its event (spec part 1 §2.1). */
export type EventLocator = { by: 'id'; id: string } | { by: 'name'; name: string };

export interface EventRouteParams {
  /** /landing/{event_id}, /social/{event_id}, ... */
  eventId?: string | undefined;
  /** /event/{event_name}: dashes are spaces, a triple dash a literal dash. */
  eventName?: string | undefined;
  /** /eventadmin/{event}, /orgadmin/{event}: the admin id. */
  event?: string | undefined;
}

/** The event a route's parameters point at, or null when they cannot name one. */
export function locateEvent(params: EventRouteParams): EventLocator | null {
  const id = params.eventId ?? params.event;
  // The document-id alphabet of paths.ts, so a crafted id never becomes a path.
  if (id !== undefined) return isId(id) ? { by: 'id', id } : null;
  if (params.eventName !== undefined) {
    const name = eventNameFromSlug(params.eventName).trim();
    return name === '' ? null : { by: 'name', name };
  }
  return null;
}

export function locatorKey(locator: EventLocator | null): string {
  return locator === null
    ? 'none'
    : `${locator.by}:${locator.by === 'id' ? locator.id : locator.name}`;
}
