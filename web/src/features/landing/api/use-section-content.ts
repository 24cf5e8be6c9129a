import type { Activity, EventDocument, Faq, News, Speaker } from '@aforo/domain';
import { limit, query, where } from 'firebase/firestore/lite';
import { liteRefs, useLiteQuery } from '../../../lib/firestore/lite';
import type { SnapshotState } from '../../../lib/firestore/use-keyed';
import { useApiQuery, type QueryState } from '../../../lib/use-api-query';

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

/**
 * Published activities, by start. The rules only let outsiders list published ones, so the query
 * says so; sorting happens here to need no composite index.
 */
export function usePublishedActivities(eventId: string): Listed<Activity> {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'activities'),
      where('isPublished', '==', true),
      limit(SECTION_LIMIT),
    ),
    `landing-activities:${eventId}`,
  );
  return sorted(state, (a, b) => a.datetime_start.localeCompare(b.datetime_start));
}

export function usePublishedSpeakers(eventId: string): Listed<Speaker> {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'speakers'),
      where('published', '==', true),
      limit(SECTION_LIMIT),
    ),
    `landing-speakers:${eventId}`,
  );
  return sorted(state, (a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

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
  return useApiQuery<{ data: EventDocument[] }>(
    `/api/events/${encodeURIComponent(eventId)}/documents?pageSize=${SECTION_LIMIT}`,
    reader,
  );
}
