declare global {
  interface Window {
    /** Set by /event-prefetch.js: answers asked for while the app's JavaScript downloaded. */
    __aforoEarlyReads?: Record<string, Promise<unknown>>;
    /** The same answers once they have come (a failed one never does), by API path. */
    __aforoEarlySettled?: Record<string, unknown>;
    /** Settles when every early read of the page has (the first render waits for it). */
    __aforoEarlyReadsDone?: Promise<unknown>;
  }
}

/** Forgets the early read of `path`: it serves one read, a later one asks the API again. */
function forget(path: string): void {
  if (window.__aforoEarlyReads) delete window.__aforoEarlyReads[path];
  if (window.__aforoEarlySettled) delete window.__aforoEarlySettled[path];
}

/**
 * The answer index.html asked for at this API path before the app ran, taken once (a later
 * read asks the API again); null when there is none. The promise gives null when that early
 * request failed: the caller then asks the API itself, which reports the error as usual.
 */
export function takeEarlyRead(path: string): Promise<unknown> | null {
  const read = typeof window === 'undefined' ? undefined : window.__aforoEarlyReads?.[path];
  if (!read) return null;
  forget(path);
  return read;
}

/**
 * The early answer at this API path if it has already come, taken once; undefined otherwise. A
 * page's first render starts from it (the query's initial data) instead of a loader.
 */
export function takeSettledEarlyRead(path: string): unknown {
  const settled = typeof window === 'undefined' ? undefined : window.__aforoEarlySettled;
  if (!settled || !(path in settled)) return undefined;
  const value = settled[path];
  forget(path);
  return value;
}

/** Settles when the page's early reads have (at once when it has none). */
export function earlyReadsDone(): Promise<unknown> {
  return (
    (typeof window === 'undefined' ? undefined : window.__aforoEarlyReadsDone) ?? Promise.resolve()
  );
}
