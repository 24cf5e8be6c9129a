import { hashKey, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, normalizeError, type ApiError } from './api-client';
import { takeEarlyRead, takeSettledEarlyRead } from './early-reads';

/** A read's state as the screens show it: loading, its answer, or the API's error. */
export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError };

export type ApiRead<T> = QueryState<T> & { reload: () => void };

/**
 * A GET against the API through the app's query cache (lib/query-client.ts): the features' api/
 * hooks call it with a key from lib/query-keys.ts. A null path waits (stays loading).
 * `keepPrevious` is for a read that depends on who asks, whose key ends with who it is: when only
 * that last part changes (the user signed in), the previous answer stays on screen while the new
 * one loads instead of a loader; a key that changes elsewhere (another event) loads afresh.
 * `fresh` asks again on every mount (an edit form must start from what is stored now, not
 * from a copy seconds old). `reload` asks again.
 * A refetch that fails after an answer shows the error, as the screens' retry buttons expect.
 */
export function useApiRead<T>(
  key: QueryKey,
  path: string | null,
  options: { keepPrevious?: boolean; fresh?: boolean } = {},
): ApiRead<T> {
  const query = useQuery<T, Error, T, QueryKey>({
    queryKey: key,
    ...(options.fresh ? { staleTime: 0 } : {}),
    queryFn: async ({ signal }) => {
      // A public list index.html asked for early (event-prefetch.js): on a slow phone it has
      // usually come by the time the page first renders.
      const early = path === null ? null : await takeEarlyRead(path);
      return early != null ? (early as T) : apiFetch<T>(path ?? '', { signal });
    },
    enabled: path !== null,
    // An early answer that has already come: the first render shows it, not a loader (a page
    // whose HTML drew its first screen replaces it with itself).
    initialData: () => (path === null ? undefined : (takeSettledEarlyRead(path) as T | undefined)),
    placeholderData: (previous, before) =>
      options.keepPrevious && before && sameButLast(before.queryKey, key) ? previous : undefined,
  });
  const { refetch } = query;
  // A read that waits (null path) has nothing to ask again.
  const waiting = path === null;
  const reload = useCallback(() => {
    if (!waiting) void refetch();
  }, [refetch, waiting]);
  return { ...toQueryState(query), reload };
}

function sameButLast(a: QueryKey, b: QueryKey): boolean {
  return a.length === b.length && hashKey(a.slice(0, -1)) === hashKey(b.slice(0, -1));
}

/** A TanStack result as a QueryState: an error wins over a stale answer. */
export function toQueryState<T>(query: UseQueryResult<T>): QueryState<T> {
  if (query.status === 'error') return { status: 'error', error: normalizeError(query.error) };
  if (query.status === 'success' && query.data !== undefined)
    return { status: 'success', data: query.data };
  return { status: 'loading' };
}
