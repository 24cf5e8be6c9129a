import { useCallback, useEffect, useState } from 'react';
import { apiFetch, normalizeError, type ApiError } from './api-client';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: ApiError };

type Settled<T> = Exclude<QueryState<T>, { status: 'loading' }>;

/**
 * A GET against the API with loading/error states and a reload. An answer is kept with the
 * request it belongs to, so a stale answer is never shown for a newer request. A null path
 * waits (stays loading); `scope` asks again when it changes though the path does not (the
 * signed-in user, for an answer that depends on who asks), and meanwhile the answer of the
 * previous scope stays on screen rather than a loader.
 */
export function useApiQuery<T>(
  path: string | null,
  scope = '',
): QueryState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${scope}:${path}`;
  const [settled, setSettled] = useState<{
    key: string;
    request: string;
    state: Settled<T>;
  } | null>(null);
  const request = `${attempt}:${path}`;
  useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    apiFetch<T>(path).then(
      (data) => current && setSettled({ key, request, state: { status: 'success', data } }),
      (err: unknown) =>
        current &&
        setSettled({ key, request, state: { status: 'error', error: normalizeError(err) } }),
    );
    return () => {
      current = false;
    };
  }, [path, key, request]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  let state: QueryState<T> = { status: 'loading' };
  if (settled?.key === key) state = settled.state;
  else if (settled?.request === request && settled.state.status === 'success') {
    state = settled.state;
  }
  return { ...state, reload };
}
