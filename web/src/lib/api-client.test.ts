import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_TIMEOUT_MS,
  apiFetch,
  ApiRequestError,
  errorFromResponse,
  normalizeError,
  setErrorCatalogue,
  setUnauthorizedHandler,
} from './api-client';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { pt } from '../i18n/pt';

/** A fetch that never answers, rejecting as fetch does once its signal aborts. */
function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) abort();
    init.signal?.addEventListener('abort', abort);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setErrorCatalogue(es);
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

  it('gives up on a request the server never answers, and says so in the language on screen', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that hangs until it is aborted, as a proxy that never answers.
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => hangUntilAborted(init));
      setErrorCatalogue(en);
      const pending = apiFetch('/api/surveys', { method: 'POST', body: '{}' }).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(normalizeError(await pending)).toEqual({ status: 700, message: en['error.noAnswer'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves a caller's own abort as it was", async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => hangUntilAborted(init));
    const controller = new AbortController();
    const pending = apiFetch('/api/events', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(normalizeError(await pending)).toEqual({
      status: 800,
      message: 'The operation was aborted.',
    });
    // Aborted before it was sent: fetch gets an aborted signal, and a real fetch sends nothing.
    const fetched = vi.fn((_url: string, init: RequestInit) => hangUntilAborted(init));
    vi.stubGlobal('fetch', fetched);
    const late = await apiFetch('/api/events', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(normalizeError(late).status).toBe(800);
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

describe('answers of the platform, not of the API', () => {
  // What the Functions runtime (emulator and Cloud Functions) and Cloud Run's front end send.
  const RUNTIME_413 =
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>PayloadTooLargeError: request entity too large</pre>\n</body>\n</html>\n';
  const BAD_REQUEST = '<!DOCTYPE html><html><body><pre>Bad Request</pre></body></html>';
  const page = (status: number, body: string) =>
    Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );

  it('turns a non-JSON 413 into the catalogue message, never the page', async () => {
    vi.stubGlobal('fetch', () => page(413, RUNTIME_413));
    const err = normalizeError(
      await apiFetch('/api/events', { method: 'POST', body: '{}' }).catch((e: unknown) => e),
    );
    expect(err).toEqual({
      status: 413,
      message:
        'La información enviada es demasiado grande (máximo 2 MB). Reduzca el contenido o adjunte los archivos como enlaces.',
    });
  });

  it('also without a content type, and in the chosen language', () => {
    setErrorCatalogue(en);
    expect(normalizeError(errorFromResponse(413, 'Request Entity Too Large')).message).toBe(
      'What you sent is too large (2 MB at most). Shorten the content or attach files as links.',
    );
    setErrorCatalogue(pt);
    expect(normalizeError(errorFromResponse(413, '')).message).toMatch(/grandes demais/);
  });

  it("keeps the API's own 413 message", () => {
    const body = JSON.stringify({
      status: 413,
      message: 'El cuerpo de la petición es demasiado grande',
    });
    expect(normalizeError(errorFromResponse(413, body, 'application/json'))).toEqual({
      status: 413,
      message: 'El cuerpo de la petición es demasiado grande',
    });
  });

  it("turns the runtime's 400 page for broken JSON into a clear message", async () => {
    vi.stubGlobal('fetch', () => page(400, BAD_REQUEST));
    const err = normalizeError(
      await apiFetch('/api/events', { method: 'POST', body: '{' }).catch((e: unknown) => e),
    );
    expect(err).toEqual({
      status: 400,
      message: 'El servidor no pudo leer la petición. Revise los datos e intente de nuevo.',
    });
  });

  it('turns any other error page into a message with its status, never HTML', () => {
    const err = normalizeError(errorFromResponse(502, '<html><body>Bad Gateway</body></html>'));
    expect(err.status).toBe(502);
    expect(err.message).not.toMatch(/</);
    expect(err.message).toContain('502');
  });
});
