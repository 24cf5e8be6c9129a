import { HOME_EVENTS_MAX, type AforoEvent } from '@aforo/domain';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

export interface EventListResponse {
  data: AforoEvent[];
}

const { upcoming: HOME_UPCOMING_MAX, past: HOME_PAST_MAX } = HOME_EVENTS_MAX;
/** Asked for by /event-prefetch.js too, before the app runs (the same text, checked by a test). */
export const HOME_UPCOMING_PATH = `/api/eventsaftertoday?pageSize=${HOME_UPCOMING_MAX}`;
export const HOME_PAST_PATH = `/api/eventsbeforetoday?pageSize=${HOME_PAST_MAX}`;

/**
 * The home page's public events: upcoming (not ended, soonest first) and past (latest first), by
 * their end (GET /api/eventsaftertoday and /api/eventsbeforetoday), each a bounded query, so many
 * past events never push the upcoming ones out of the page.
 */
export function usePublicEvents() {
  const upcoming = useApiRead<EventListResponse>(
    queryKeys.publicEvents('upcoming', HOME_UPCOMING_MAX),
    HOME_UPCOMING_PATH,
  );
  // Asked once the upcoming ones have answered: one API instance serves both (a second request in
  // parallel starts a second cold instance), and the upcoming list is the one a visitor reads.
  const past = useApiRead<EventListResponse>(
    queryKeys.publicEvents('past', HOME_PAST_MAX),
    upcoming.status === 'loading' ? null : HOME_PAST_PATH,
  );
  return { upcoming, past };
}
