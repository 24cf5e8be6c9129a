import { LIMITS, validateBody } from '@aforo/domain';
import type { ObjectSchema } from 'yup';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useApiRead } from '../api-query';
import { queryKeys } from '../query-keys';
import { itemOptions } from './field-values';
import type { ItemState, OptionsSource, ResourceData, ResourceSource } from './resource';

/** The route of a content kind under an event: /api/events/{eventId}/{path}. */
export const eventApiPath = (eventId: string, path: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}`;

/**
 * A resource read and written through the API (functions/src/routes/resources.ts): the list is
 * GET {path} ({data: T[]}) through the query cache; create, update and delete are POST, PUT and
 * DELETE mutations that invalidate the kind's reads (no listener tells the list), so the list
 * and any relation options read from it refresh by themselves. Values pass the domain schema
 * first (unknown keys stripped), so a form hears the same messages the API would answer.
 */
export function apiSource<T extends { _id: string }, I extends object>(
  path: string,
  schema: ObjectSchema<I>,
  options: { pageSize?: number } = {},
): ResourceSource<T, I> {
  const pageSize = options.pageSize ?? LIMITS.list;
  return {
    useData({ eventId }): ResourceData<T, I> {
      const base = eventApiPath(eventId, path);
      const query = useApiRead<{ data: T[] }>(
        queryKeys.resource(eventId, path, pageSize),
        `${base}?pageSize=${pageSize}`,
      );
      const queryClient = useQueryClient();
      const write = useMutation({
        mutationFn: (request: WriteRequest<I>) => sendWrite(schema, request),
        onSuccess: () =>
          queryClient.invalidateQueries({ queryKey: queryKeys.resource(eventId, path) }),
      });
      const list =
        query.status === 'success'
          ? { status: 'success' as const, data: query.data.data, retry: query.reload }
          : query.status === 'error'
            ? { status: 'error' as const, error: query.error, retry: query.reload }
            : { status: 'loading' as const, retry: query.reload };
      return { list, ...writesThrough(base, (request) => write.mutateAsync(request)) };
    },
    useItem: (scope, id) =>
      useApiItem<T>(
        [...queryKeys.resource(scope.eventId, path), 'item', id],
        `${eventApiPath(scope.eventId, path)}/${encodeURIComponent(id)}`,
      ),
  };
}

interface WriteRequest<I> {
  url: string;
  method: 'POST' | 'PUT' | 'DELETE';
  values?: I;
}

async function sendWrite<I extends object>(schema: ObjectSchema<I>, request: WriteRequest<I>) {
  const { url, method, values } = request;
  const body = values ? JSON.stringify(await validateBody(schema, values)) : undefined;
  await apiFetch(url, { method, ...(body ? { body } : {}) });
}

function writesThrough<T, I>(
  base: string,
  send: (request: WriteRequest<I>) => Promise<unknown>,
): Omit<ResourceData<T, I>, 'list'> {
  return {
    create: async (values) => void (await send({ url: base, method: 'POST', values })),
    update: async (id, values) =>
      void (await send({ url: `${base}/${encodeURIComponent(id)}`, method: 'PUT', values })),
    remove: async (id) =>
      void (await send({ url: `${base}/${encodeURIComponent(id)}`, method: 'DELETE' })),
  };
}

/**
 * One item through a GET of its route (the page mode's edit page), asked afresh on each visit;
 * a 404 is no such item. `key` sits under the kind's reads, so a write's invalidation reaches it.
 */
export function useApiItem<T>(key: QueryKey, url: string): ItemState<T> {
  const query = useApiRead<T>(key, url, { fresh: true });
  if (query.status === 'success') return { status: 'success', data: query.data };
  if (query.status === 'error') {
    return query.error.status === 404
      ? { status: 'success', data: null }
      : { status: 'error', error: query.error, retry: query.reload };
  }
  return { status: 'loading' };
}

/**
 * Create, update and delete through a content route (`base`, the list's URL), for a kind whose
 * list is live (a Firestore listener shows the writes by itself: nothing to invalidate).
 */
export function apiWrites<T, I extends object>(
  base: string,
  schema: ObjectSchema<I>,
): Omit<ResourceData<T, I>, 'list'> {
  return writesThrough(base, (request) => sendWrite(schema, request));
}

/** A relation's options read through the API (kinds whose documents the reader cannot list). */
export function apiOptions<T extends { _id: string }>(
  path: string,
  label: (item: T) => string,
): OptionsSource {
  return {
    useOptions({ eventId }) {
      const query = useApiRead<{ data: T[] }>(
        queryKeys.resource(eventId, path, LIMITS.list),
        `${eventApiPath(eventId, path)}?pageSize=${LIMITS.list}`,
      );
      if (query.status === 'loading') return { status: 'loading' };
      if (query.status === 'error') return { status: 'error', error: query.error };
      return { status: 'success', data: itemOptions(query.data.data, label) };
    },
  };
}
