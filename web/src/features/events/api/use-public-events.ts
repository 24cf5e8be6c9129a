import type { AforoEvent } from '@aforo/domain';
import { useApiQuery } from '../../../lib/use-api-query';

export interface EventListResponse {
  data: AforoEvent[];
}

/** How many events of each list the home page shows and searches (one bounded query each). */
export const HOME_UPCOMING_MAX = 100;
export const HOME_PAST_MAX = 24;

/**
 * The home page's public events: upcoming (not ended, soonest first) and past (latest first), by
 * their end (GET /api/eventsaftertoday and /api/eventsbeforetoday), each a bounded query, so many
 * past events never push the upcoming ones out of the page.
 */
export function usePublicEvents() {
  const upcoming = useApiQuery<EventListResponse>(
    `/api/eventsaftertoday?pageSize=${HOME_UPCOMING_MAX}`,
  );
  const past = useApiQuery<EventListResponse>(`/api/eventsbeforetoday?pageSize=${HOME_PAST_MAX}`);
  return { upcoming, past };
}
