import type { AforoEvent } from '@aforo/domain';

interface EventPrefetch {
  id: string;
  answer: Promise<unknown>;
  /** The answer once it has come, set by the same script. */
  settled?: { value: unknown };
}

declare global {
  interface Window {
    /** Set by index.html's inline script on a /landing/{id} address. */
    __aforoEventPrefetch?: EventPrefetch;
  }
}

const isEvent = (value: unknown, id: string): value is AforoEvent =>
  typeof value === 'object' && value !== null && (value as { _id?: unknown })._id === id;

let taken: {
  id: string;
  answer: Promise<AforoEvent | null>;
  /** The answer once it has come (undefined before): the first render can show it at once. */
  settled?: AforoEvent | null;
} | null = null;
let released = false;

/**
 * The anonymous answer index.html asked for while the JavaScript downloaded, if it
 * was for this event: the event as a visitor who is not signed in sees it, or null (missing,
 * private, failed). The same promise on every call until it is released, so a component mounted
 * twice (React's strict mode) reads it twice; a later visit in the same page asks the API again.
 */
export function prefetchedEvent(id: string): Promise<AforoEvent | null> | null {
  if (released) return null;
  if (taken?.id === id) return taken.answer;
  const prefetch = typeof window === 'undefined' ? undefined : window.__aforoEventPrefetch;
  if (!prefetch || prefetch.id !== id) return null;
  const answer = prefetch.answer.then(
    (value) => (isEvent(value, id) ? value : null),
    () => null,
  );
  // Come already (on a slow phone, usually before the app's JavaScript has run): the first
  // render shows the event instead of a loader and a second render.
  const entry: NonNullable<typeof taken> = prefetch.settled
    ? { id, answer, settled: isEvent(prefetch.settled.value, id) ? prefetch.settled.value : null }
    : { id, answer };
  taken = entry;
  void answer.then((event) => (entry.settled = event));
  return answer;
}

/**
 * The prefetched answer if it has already come (on a slow phone, usually by the first render):
 * the event or null; undefined while it is still on its way or when there is none.
 */
export function settledPrefetchedEvent(id: string): AforoEvent | null | undefined {
  return !released && taken?.id === id ? taken.settled : undefined;
}

/** The page that used the prefetched answer has gone: the next one reads the API afresh. */
export function releasePrefetchedEvent() {
  released = true;
}
