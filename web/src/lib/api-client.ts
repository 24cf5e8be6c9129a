import { es, type CoreCatalogue } from '../i18n/es';

/**
 * The one way the web app calls the `api` function. Failures are normalized as spec part 1 §8
 * says: a response gives its status and message; no response gives 700 'Network Error';
 * anything else gives 800.
 */
export interface ApiError {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export class ApiRequestError extends Error implements ApiError {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export type TokenSource = () => Promise<string | null>;

let tokenSource: TokenSource = async () => null;

/** The session provider registers how to get the current ID token. */
export function setTokenSource(source: TokenSource) {
  tokenSource = source;
}

let onUnauthorized: () => void = () => {};

/** The session provider registers what a 401 means for it (spec part 1 §4: the session expired). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

// Spanish until the language provider says otherwise. The catalogue itself is handed over (not a
// locale to look up) so that this module imports no catalogue beyond Spanish: English and
// Portuguese load only when chosen, and the landing's first JS carries one catalogue.
let errorCatalogue: CoreCatalogue = es;

/** The language provider registers the catalogue on screen: the normalizer's own messages follow it. */
export function setErrorCatalogue(catalogue: CoreCatalogue) {
  errorCatalogue = catalogue;
}

function message(key: keyof CoreCatalogue, status: number): string {
  return errorCatalogue[key].replace('{status}', String(status));
}

const API_BASE = import.meta.env.VITE_API_BASE ?? '';

/**
 * How long a request waits for the server's answer. Hosting stops waiting for a function after
 * 60 s, so no answer comes later than that: a request still open after it (a connection lost
 * without an error, a proxy that never answers) would leave its button saving for ever.
 */
export const ANSWER_TIMEOUT_MS = 70_000;

/** Sends a request with the session's token; a failed answer rejects with its ApiRequestError. */
async function send(path: string, init: RequestInit, accept: string): Promise<Response> {
  let response: Response;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ANSWER_TIMEOUT_MS);
  const stop = () => timeout.abort();
  if (init.signal?.aborted) stop();
  init.signal?.addEventListener('abort', stop);
  try {
    const token = await tokenSource();
    const headers = new Headers(init.headers);
    headers.set('Accept', accept);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, signal: timeout.signal });
  } catch (err) {
    if (err instanceof TypeError) throw new ApiRequestError(700, 'Network Error');
    if (timeout.signal.aborted && !init.signal?.aborted) {
      throw new ApiRequestError(700, message('error.noAnswer', 700));
    }
    throw new ApiRequestError(800, err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', stop);
  }
  if (response.status === 401) onUnauthorized();
  if (!response.ok) {
    const text = await response.text();
    throw errorFromResponse(response.status, text, response.headers.get('content-type'));
  }
  return response;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const text = await (await send(path, init, 'application/json')).text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(800, 'Respuesta no válida del servidor');
  }
}

/** A file the API answers (a certificate's PDF), failing like apiFetch. */
export async function apiFetchBlob(path: string, init: RequestInit = {}): Promise<Blob> {
  return (await send(path, init, '*/*')).blob();
}

/**
 * The API answers {status, message}. A few answers come from the platform before the API runs
 * (functions/README.md "Errors and limits"): a body over the Functions' request limit (413) and
 * broken JSON (400) get the runtime's or the load balancer's HTML page. An HTML page is no
 * message to show, so those get the catalogue's; other plain text is shown whole, as the spec says.
 */
export function errorFromResponse(
  status: number,
  text: string,
  contentType: string | null = null,
): ApiRequestError {
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (typeof body.message === 'string')
      return new ApiRequestError(status, body.message, body.errors);
  } catch {
    // Not JSON: one of the platform's pages, or plain text.
  }
  if (status === 413) return new ApiRequestError(413, message('error.tooLarge', status));
  const isPage = /html/i.test(contentType ?? '') || /^\s*</.test(text);
  if (isPage) {
    return new ApiRequestError(
      status,
      message(status === 400 ? 'error.badRequest' : 'error.unreadable', status),
    );
  }
  return new ApiRequestError(status, text || `HTTP ${status}`);
}

export function normalizeError(err: unknown): ApiError {
  if (err instanceof ApiRequestError) {
    return err.errors
      ? { status: err.status, message: err.message, errors: err.errors }
      : { status: err.status, message: err.message };
  }
  return { status: 800, message: err instanceof Error ? err.message : String(err) };
}
