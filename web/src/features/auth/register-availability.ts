import { NO_REGISTER_EVENT_IDS } from '../../lib/config';
import type { ActiveEvent } from '../../lib/event/active-event';

/**
 * The Register tab (spec part 3 §2.4) needs an event to register to, and some events take no
 * registrations. The login modal is only offered to visitors without a session, who therefore
 * have no event user yet; an organization landing publishes no event.
 */
export function canRegister(active: ActiveEvent | null): boolean {
  return active !== null && !NO_REGISTER_EVENT_IDS.includes(active.eventId);
}
