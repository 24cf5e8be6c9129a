import type { AforoEvent } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-provider';
import { useApiRead, type QueryState } from '../api-query';
import { queryKeys } from '../query-keys';
import type { EventState } from './event-state';
import type { EventLocator } from './event-locator';
import { prefetchedEvent, releasePrefetchedEvent, settledPrefetchedEvent } from './event-prefetch';

/** Where the API answers the event a locator names (GET /api/events/{id}, or the name search). */
function eventPath(locator: EventLocator): string {
  if (locator.by === 'id') return `/api/events/${encodeURIComponent(locator.id)}`;
  // The name filter is a prefix search ordered by name: an exact match comes first.
  const filtered = JSON.stringify([{ field: 'name', value: locator.name }]);
  return `/api/events?pageSize=1&filtered=${encodeURIComponent(filtered)}`;
}

function toEventState(
  locator: EventLocator,
  state: QueryState<AforoEvent | { data: AforoEvent[] }>,
): EventState {
  if (state.status === 'loading') return state;
  if (state.status === 'error') {
    // A private event answers 404 to an outsider, as a missing one does.
    return state.error.status === 404 ? { status: 'not-found' } : state;
  }
  const event =
    locator.by === 'id'
      ? (state.data as AforoEvent)
      : (state.data as { data: AforoEvent[] }).data.find((e) => e.name === locator.name);
  return event ? { status: 'loaded', event } : { status: 'not-found' };
}

/**
 * The event a public route names, by id or by name, read once through the API: the landing
 * shows it with neither the full Firestore SDK nor Firestore Lite in its first JS
 * (Lite would add about 25 KB gzip, and on the emulators the API answered faster). The answer
 * depends on who asks (a private event's members), so the read waits for the session to be
 * known and runs again when the user changes, the event staying on screen meanwhile: a visitor
 * who registers (and so signs in) keeps the page and its dialog. A null locator is simply not
 * found.
 */
export function usePublicEventByLocator(
  locator: EventLocator | null,
): EventState & { retry: () => void } {
  const session = useSession();
  const who = session.status === 'loading' ? null : (session.user?.uid ?? '');
  const prefetch = usePrefetchedEvent(locator);
  const early = prefetch.event;
  // A visitor who is not signed in needs no second read of what index.html already asked for,
  // nor one while that answer is on its way.
  const answered = who === '' && (early !== null || prefetch.waiting);
  const key =
    locator?.by === 'name'
      ? queryKeys.eventByName(locator.name, who ?? '')
      : queryKeys.eventDetails(locator?.id ?? '', who ?? '');
  const state = useApiRead<AforoEvent | { data: AforoEvent[] }>(
    key,
    locator === null || who === null || answered ? null : eventPath(locator),
    { keepPrevious: true },
  );
  if (locator === null) return { status: 'not-found', retry: () => {} };
  // While the session or the signed-in read is pending, the public answer is on screen.
  if (early !== null && (who === '' || state.status === 'loading')) {
    return { status: 'loaded', event: early, retry: state.reload };
  }
  return { ...toEventState(locator, state), retry: state.reload };
}

/**
 * The event index.html fetched anonymously for a /landing/{id} address: `waiting` while its
 * answer is on its way, then the event, or null for a missing or private one (those wait for the
 * session's own read).
 */
function usePrefetchedEvent(locator: EventLocator | null): {
  event: AforoEvent | null;
  waiting: boolean;
} {
  const id = locator?.by === 'id' ? locator.id : null;
  const [pending] = useState(() => (id === null ? null : prefetchedEvent(id)));
  const [answer, setAnswer] = useState<AforoEvent | null | undefined>(() =>
    id === null ? undefined : settledPrefetchedEvent(id),
  );
  useEffect(() => {
    let current = true;
    void pending?.then((event) => current && setAnswer(event));
    return () => {
      current = false;
      releasePrefetchedEvent();
    };
  }, [pending]);
  const event = answer != null && answer._id === id ? answer : null;
  return { event, waiting: pending !== null && answer === undefined };
}
