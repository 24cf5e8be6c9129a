import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient, READ_RETRIES, retryDelay, shouldRetry } from './query-client';

describe('the query client defaults', () => {
  it('never retries an API answer about the request itself (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiRequestError(status, 'no'))).toBe(false);
    }
  });

  it(`retries a server fault, no response or an unreadable answer ${READ_RETRIES} times`, () => {
    for (const status of [500, 503, 700, 800, 408, 429]) {
      expect(shouldRetry(0, new ApiRequestError(status, 'later'))).toBe(true);
      expect(shouldRetry(READ_RETRIES - 1, new ApiRequestError(status, 'later'))).toBe(true);
      expect(shouldRetry(READ_RETRIES, new ApiRequestError(status, 'later'))).toBe(false);
    }
  });

  it('treats an error that is no API error as unexpected (800): retried', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
  });

  it('backs off, briefly', () => {
    expect(retryDelay(0)).toBe(500);
    expect(retryDelay(1)).toBe(1000);
    expect(retryDelay(10)).toBe(4000);
  });

  it('wires the policy into the client: no refetch on focus, writes never retried', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBeGreaterThan(0);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
