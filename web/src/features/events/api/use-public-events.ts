import type { AforoEvent } from '@aforo/domain';
import { useApiQuery } from '../../../lib/use-api-query';

export interface EventListResponse {
  data: AforoEvent[];
}

/** Public events from GET /api/events (spec part 1 §7.2). */
export function usePublicEvents() {
  return useApiQuery<EventListResponse>('/api/events');
}
