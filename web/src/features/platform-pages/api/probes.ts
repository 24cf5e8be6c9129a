import { COLLECTIONS } from '@aforo/domain';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { apiFetch, normalizeError } from '../../../lib/api-client';
import { liteDb } from '../../../lib/firestore/lite';

export type Probe =
  { state: 'checking' } | { state: 'up'; ms: number } | { state: 'down'; reason: string };

/** Times one round trip; a service that answers at all is reachable, whatever it answers. */
async function probe(request: () => Promise<unknown>, answered: (error: unknown) => boolean) {
  const started = performance.now();
  try {
    await request();
  } catch (error) {
    if (!answered(error)) {
      return { state: 'down', reason: normalizeError(error).message } satisfies Probe;
    }
  }
  return { state: 'up', ms: Math.round(performance.now() - started) } satisfies Probe;
}

/** The public event list; an HTTP error still proves the API answered. */
export const probeApi = (): Promise<Probe> =>
  probe(
    () => apiFetch('/api/events?pageSize=1'),
    (error) => normalizeError(error).status < 700,
  );

/**
 * One public event, which anyone may list: an answer the console does not log as an error (a
 * refused read would be), and a refusal still proves the server answered.
 */
export const probeFirestore = (): Promise<Probe> =>
  probe(
    () =>
      getDocs(
        query(
          collection(liteDb, COLLECTIONS.events),
          where('visibility', '==', 'PUBLIC'),
          limit(1),
        ),
      ),
    (error) => (error as { code?: string }).code === 'permission-denied',
  );
