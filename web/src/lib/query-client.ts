import { QueryClient } from '@tanstack/react-query';
import { normalizeError } from './api-client';

/** How many times a failed read is tried again when trying again can help. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth another try: a 4xx is the API's answer about this request
 * (not found, forbidden, invalid) and asking again answers the same, so it shows at once;
 * a 5xx, no response (700) or an unreadable answer (800) may be a passing fault, so it is
 * tried READ_RETRIES more times. A timeout (408) and a rate limit (429) are passing too.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status } = normalizeError(error);
  const passing = status >= 500 || status === 408 || status === 429;
  return passing && failureCount < READ_RETRIES;
}

/**
 * Backoff between tries: 0.5 s, then 1 s (capped at 4 s). Short, so a screen whose API is down
 * says so within two seconds rather than spinning.
 */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

/**
 * The app's one cache of API answers (lib/api-query.ts reads through it, the features' api/
 * mutations invalidate it). Defaults:
 * - retries as shouldRetry says; writes are never retried (a POST tried twice may act twice);
 * - staleTime 10 s: components that mount together or a quick back-and-forth share one answer,
 *   while a screen opened later asks again (writes made elsewhere, by other people or through
 *   Firestore, show up without a reload);
 * - no refetch on window focus: an organizer switching between the console and a spreadsheet
 *   would otherwise refetch every list on screen, and a form's data would change under it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
