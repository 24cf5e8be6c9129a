import { byPageOrder, type CustomPage } from '@aforo/domain';
import { useApiRead, type ApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** How many custom pages the navigation lists at most. */
const PAGES_LIMIT = 50;

/**
 * The event's published custom pages in their order (GET /api/events/{id}/pages answers visitors
 * the published ones only; the team is answered drafts too, which the landing leaves out).
 */
export function usePublishedPages(eventId: string): ApiRead<CustomPage[]> {
  const state = useApiRead<{ data: CustomPage[] }>(
    queryKeys.landing.pages(eventId),
    `/api/events/${encodeURIComponent(eventId)}/pages?pageSize=${PAGES_LIMIT}`,
  );
  if (state.status !== 'success') return state;
  const published = state.data.data.filter((page) => page.published);
  return { ...state, data: published.sort(byPageOrder) };
}

export interface PageAnswer {
  data: CustomPage;
  event: { _id: string; name: string };
}

/** A published custom page by its id, with its event's id and name (GET /api/pages/{id}). */
export function useCustomPage(pageId: string) {
  return useApiRead<PageAnswer>(
    queryKeys.landing.page(pageId),
    `/api/pages/${encodeURIComponent(pageId)}`,
  );
}
