import { FUNCTIONS_BASE } from './emulators';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  contentType: string | null;
  headers: Headers;
}

/** Calls the `api` function on the Functions emulator, as the hosting rewrite would. */
export async function callApi<T = unknown>(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    rawBody?: string;
    /** Extra request headers, e.g. the browser's Origin. */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.rawBody !== undefined) {
    body = init.rawBody;
    headers['Content-Type'] = 'application/json';
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${FUNCTIONS_BASE}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Leave non-JSON bodies as text: a test that expects JSON will say so.
  }
  return {
    status: response.status,
    body: parsed as T,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
  };
}
