import type { ListedOrder } from '@aforo/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { limit, query } from 'firebase/firestore';
import { useCallback } from 'react';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import type { QueryState } from '../../../lib/api-query';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';
import { queryKeys } from '../../../lib/query-keys';

type Page = { data: ListedOrder[]; next: string | null };

const PAGE_SIZE = 50;
/** Products offered in the filter at most. */
const MAX_PRODUCTS = 200;

function ordersPath(eventId: string, product: string, after: string | null, size = PAGE_SIZE) {
  const params = new URLSearchParams({ pageSize: String(size) });
  if (product) params.set('product', product);
  if (after) params.set('after', after);
  return `/api/events/${encodeURIComponent(eventId)}/orders?${params.toString()}`;
}

/**
 * The event's orders for a product filter ('' for all), newest first, a page at a time
 * (GET .../orders, `after` the previous page's `next`). Another filter starts over; a page that
 * fails to load more leaves the loaded ones on screen and says why in `moreError`.
 */
export function useOrders(eventId: string, product: string) {
  const orders = useInfiniteQuery({
    queryKey: queryKeys.dashboard.orders(eventId, product),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page>(ordersPath(eventId, product, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const { refetch, fetchNextPage } = orders;
  const rows = orders.data?.pages.flatMap((page) => page.data) ?? null;
  const state: QueryState<ListedOrder[]> =
    rows !== null
      ? { status: 'success', data: rows }
      : orders.status === 'error'
        ? { status: 'error', error: normalizeError(orders.error) }
        : { status: 'loading' };
  return {
    state,
    hasMore: orders.hasNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    moreError: orders.isFetchNextPageError ? normalizeError(orders.error).message : null,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/** Every order of the filter, page after page (the export). */
export async function fetchAllOrders(eventId: string, product: string): Promise<ListedOrder[]> {
  const all: ListedOrder[] = [];
  let after: string | null = null;
  do {
    const page: Page = await apiFetch<Page>(ordersPath(eventId, product, after, 200));
    all.push(...page.data);
    after = page.next;
  } while (after);
  return all;
}

/** The event's products, live, to filter and name the orders' items. */
export function useOrderProducts(eventId: string) {
  const db = useFirestore();
  return useQuerySnapshot(
    query(refs.eventContent(db, eventId, 'products'), limit(MAX_PRODUCTS)),
    `orders-products:${eventId}`,
  );
}
