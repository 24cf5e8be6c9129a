import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiFetch,
  ApiRequestError,
  errorFromResponse,
  normalizeError,
  setUnauthorizedHandler,
} from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('normalizeError (spec part 1 §8)', () => {
  it('keeps the status, message and field errors of a response', () => {
    const err = errorFromResponse(
      422,
      JSON.stringify({ status: 422, message: 'Datos no válidos', errors: { name: 'Requerido' } }),
    );
    expect(normalizeError(err)).toEqual({
      status: 422,
      message: 'Datos no válidos',
      errors: { name: 'Requerido' },
    });
  });

  it('uses the whole body text when the body has no message field', () => {
    expect(normalizeError(errorFromResponse(502, 'Bad gateway'))).toEqual({
      status: 502,
      message: 'Bad gateway',
    });
  });

  it('gives 700 Network Error when no response came back', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err: unknown = await apiFetch('/api/events').catch((e: unknown) => e);
    expect(normalizeError(err)).toEqual({ status: 700, message: 'Network Error' });
  });

  it('gives 800 and the message for anything else', () => {
    expect(normalizeError(new Error('Missing or insufficient permissions.'))).toEqual({
      status: 800,
      message: 'Missing or insufficient permissions.',
    });
    expect(normalizeError('boom')).toEqual({ status: 800, message: 'boom' });
  });

  it('tells the session about a 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"message":"No"}', { status: 401 })),
    );
    await expect(apiFetch('/api/me')).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).toHaveBeenCalledOnce();
  });
});
