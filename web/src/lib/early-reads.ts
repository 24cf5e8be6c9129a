declare global {
  interface Window {
    /** Set by /event-prefetch.js: answers asked for while the app's JavaScript downloaded. */
    __aforoEarlyReads?: Record<string, Promise<unknown>>;
  }
}

/**
 * The answer index.html asked for at this API path before the app ran, taken once (a later
 * read asks the API again); null when there is none. The promise gives null when that early
 * request failed: the caller then asks the API itself, which reports the error as usual.
 */
export function takeEarlyRead(path: string): Promise<unknown> | null {
  const reads = typeof window === 'undefined' ? undefined : window.__aforoEarlyReads;
  const read = reads?.[path];
  if (!reads || !read) return null;
  delete reads[path];
  return read;
}
