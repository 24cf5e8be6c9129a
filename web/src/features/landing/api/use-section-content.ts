import type { EventDocument, Faq, News, Partner, TrophyRow, Video } from '@aforo/domain';
import { limit, query } from 'firebase/firestore/lite';
import { liteRefs, useLiteQuery } from '../../../lib/firestore/lite';
import type { SnapshotState } from '../../../lib/firestore/use-keyed';
import { useApiRead, type QueryState } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** How many items a landing section lists at most: the listeners stay bounded. */
export const SECTION_LIMIT = 100;

type Listed<T> = SnapshotState<T[]> & { retry: () => void };

function sorted<T>(state: Listed<T>, compare: (a: T, b: T) => number): Listed<T> {
  return state.status === 'success' ? { ...state, data: [...state.data].sort(compare) } : state;
}

/*
 * The sections are read once with Firestore Lite (lib/firestore/lite.ts): the landing stays free
 * of the full SDK, and a visitor reads a section once rather than keeping a listener open.
 */

export function useFaqs(eventId: string): Listed<Faq> {
  const state = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'faqs'), limit(SECTION_LIMIT)),
    `landing-faqs:${eventId}`,
  );
  return sorted(state, (a, b) => a.index - b.index);
}

export function useNews(eventId: string): Listed<News> {
  const state = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'news'), limit(SECTION_LIMIT)),
    `landing-news:${eventId}`,
  );
  return sorted(state, (a, b) => b.time.localeCompare(a.time));
}

/**
 * Documents through the API: who may see one depends on per-document lists the rules cannot turn
 * into a query, and the API filters them for the caller. `reader` (the signed-in uid) asks again
 * when the user changes: the answer depends on who asks.
 */
export function useDocuments(eventId: string, reader = ''): QueryState<{ data: EventDocument[] }> {
  return useApiRead<{ data: EventDocument[] }>(
    queryKeys.landing.documents(eventId, reader),
    `/api/events/${encodeURIComponent(eventId)}/documents?pageSize=${SECTION_LIMIT}`,
    { keepPrevious: true },
  );
}

export function useVideos(eventId: string): Listed<Video> {
  const state = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'videos'), limit(SECTION_LIMIT)),
    `landing-videos:${eventId}`,
  );
  return sorted(state, (a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export function usePartners(eventId: string): Listed<Partner> {
  const state = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'partners'), limit(SECTION_LIMIT)),
    `landing-partners:${eventId}`,
  );
  return sorted(state, (a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The trophies table: the API joins rankings and check-ins and answers names and points only. */
export function useTrophies(eventId: string): QueryState<{ data: TrophyRow[] }> {
  return useApiRead<{ data: TrophyRow[] }>(
    queryKeys.landing.trophies(eventId),
    `/api/events/${encodeURIComponent(eventId)}/trophies`,
  );
}
