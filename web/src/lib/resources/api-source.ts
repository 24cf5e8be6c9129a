import { LIMITS, validateBody } from '@aforo/domain';
import type { ObjectSchema } from 'yup';
import { apiFetch } from '../api-client';
import { useApiQuery } from '../use-api-query';
import { itemOptions } from './field-values';
import type { ItemState, OptionsSource, ResourceData, ResourceSource } from './resource';

/** The route of a content kind under an event: /api/events/{eventId}/{path}. */
export const eventApiPath = (eventId: string, path: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}`;

/**
 * A resource read and written through the API (functions/src/routes/resources.ts): the list is
 * GET {path} ({data: T[]}), re-read after every write since no listener tells it; create, update
 * and delete are POST, PUT and DELETE. Values pass the domain schema first (unknown keys
 * stripped), so a form hears the same messages the API would answer.
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
      const query = useApiQuery<{ data: T[] }>(`${base}?pageSize=${pageSize}`);
      const list =
        query.status === 'success'
          ? { status: 'success' as const, data: query.data.data, retry: query.reload }
          : query.status === 'error'
            ? { status: 'error' as const, error: query.error, retry: query.reload }
            : { status: 'loading' as const, retry: query.reload };
      return { list, ...apiWrites(base, schema, query.reload) };
    },
    useItem: (scope, id) =>
      useApiItem<T>(`${eventApiPath(scope.eventId, path)}/${encodeURIComponent(id)}`),
  };
}

/** One item through a GET of its route (the page mode's edit page); a 404 is no such item. */
export function useApiItem<T>(url: string): ItemState<T> {
  const query = useApiQuery<T>(url);
  if (query.status === 'success') return { status: 'success', data: query.data };
  if (query.status === 'error') {
    return query.error.status === 404
      ? { status: 'success', data: null }
      : { status: 'error', error: query.error, retry: query.reload };
  }
  return { status: 'loading' };
}

/**
 * Create, update and delete through a content route (`base`, the list's URL); `after` runs once
 * a write succeeded (a re-read).
 */
export function apiWrites<T, I extends object>(
  base: string,
  schema: ObjectSchema<I>,
  after: () => void = () => {},
): Omit<ResourceData<T, I>, 'list'> {
  const send = async (url: string, method: string, values?: I) => {
    const body = values ? JSON.stringify(await validateBody(schema, values)) : undefined;
    await apiFetch(url, { method, ...(body ? { body } : {}) });
    after();
  };
  return {
    create: (values) => send(base, 'POST', values),
    update: (id, values) => send(`${base}/${encodeURIComponent(id)}`, 'PUT', values),
    remove: (id) => send(`${base}/${encodeURIComponent(id)}`, 'DELETE'),
  };
}

/** A relation's options read through the API (kinds whose documents the reader cannot list). */
export function apiOptions<T extends { _id: string }>(
  path: string,
  label: (item: T) => string,
): OptionsSource {
  return {
    useOptions({ eventId }) {
      const query = useApiQuery<{ data: T[] }>(
        `${eventApiPath(eventId, path)}?pageSize=${LIMITS.list}`,
      );
      if (query.status === 'loading') return { status: 'loading' };
      if (query.status === 'error') return { status: 'error', error: query.error };
      return { status: 'success', data: itemOptions(query.data.data, label) };
    },
  };
}
