import { useCallback, useEffect, useState } from 'react';
import { apiFetch, normalizeError, type ApiError } from './api-client';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError };

type Settled<T> = Exclude<QueryState<T>, { status: 'loading' }>;

/**
 * A GET against the API with loading/error states and a reload. An answer is kept with the
 * request it belongs to, so a stale answer is never shown for a newer request.
 */
export function useApiQuery<T>(path: string): QueryState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${path}`;
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<T>(path).then(
      (data) => current && setSettled({ key, state: { status: 'success', data } }),
      (err: unknown) =>
        current && setSettled({ key, state: { status: 'error', error: normalizeError(err) } }),
    );
    return () => {
      current = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: QueryState<T> = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
