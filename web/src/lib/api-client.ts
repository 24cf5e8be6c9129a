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

const API_BASE = import.meta.env.VITE_API_BASE ?? '';

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    const token = await tokenSource();
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch (err) {
    if (err instanceof TypeError) throw new ApiRequestError(700, 'Network Error');
    throw new ApiRequestError(800, err instanceof Error ? err.message : String(err));
  }
  const text = await response.text();
  if (response.status === 401) onUnauthorized();
  if (!response.ok) throw errorFromResponse(response.status, text);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(800, 'Respuesta no válida del servidor');
  }
}

export function errorFromResponse(status: number, text: string): ApiRequestError {
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (typeof body.message === 'string')
      return new ApiRequestError(status, body.message, body.errors);
  } catch {
    // Not JSON: the spec shows the whole body text as the message.
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
