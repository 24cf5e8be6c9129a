import {
  paths,
  type BiddingConfig,
  type ShortPathClaim,
  type EventContentKind,
  type EventContentTypes,
  type WithId,
} from '@aforo/domain';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  type DocumentReference,
  type Firestore,
  type FirestoreError,
  type Query,
} from 'firebase/firestore/lite';
import { useSession } from '../session/session-provider';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseApp, usesEmulators } from '../firebase';
import { converter } from './converter';
import { useKeyedSnapshot, type Settled } from './use-keyed';

/**
 * Firestore Lite: one-shot reads over REST, a sixth of the full SDK's size, for the public pages
 * (the landing) that only show data. It shares the app, so Auth's user signs its requests and the
 * rules judge them exactly as they judge the full SDK's. Pages that listen live or work offline
 * use the full SDK (lib/firebase-context.ts), which loads with them.
 */
export const liteDb: Firestore = getFirestore(firebaseApp);
if (usesEmulators) connectFirestoreEmulator(liteDb, EMULATOR_HOST, EMULATOR_PORTS.firestore);

/** The few refs the public pages read (refs.ts has the full SDK's). */
export const liteRefs = {
  /** Bidding on or off and its message (public: the landing's product section shows them). */
  biddingConfig: (eventId: string) =>
    doc(liteDb, paths.biddingConfig(eventId)).withConverter(converter<WithId<BiddingConfig>>()),
  /** Who holds a short address (public: the router's /{short_path} fallback reads it). */
  shortPath: (path: string) =>
    doc(liteDb, paths.shortPath(path)).withConverter(converter<WithId<ShortPathClaim>>()),
  eventContent: <K extends EventContentKind>(eventId: string, kind: K) =>
    collection(liteDb, paths.eventContent(eventId, kind)).withConverter(
      converter<EventContentTypes[K]>(),
    ),
};

/**
 * Reads once per key and per signed-in user: the rules answer by who asks (a private event's
 * members), so the read waits for the session to be known and runs again when the user changes.
 */
function useRead<T>(key: string | null, read: () => Promise<T>) {
  const session = useSession();
  const who = session.status === 'loading' ? null : (session.user?.uid ?? 'anonymous');
  return useKeyedSnapshot<T>(key === null || who === null ? null : `${who}:${key}`, (settle) => {
    let current = true;
    const done = (state: Settled<T>) => {
      if (current) settle(state);
    };
    read().then(
      (data) => done({ status: 'success', data }),
      (error: FirestoreError) => done({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  });
}

/** A query read once; `key` must change whenever the query does. */
export function useLiteQuery<D>(query: Query<D> | null, key: string) {
  return useRead<D[]>(query === null ? null : key, async () =>
    query === null ? [] : (await getDocs(query)).docs.map((d) => d.data()),
  );
}

/** A document read once (undefined when it does not exist); `key` must change with the ref. */
export function useLiteDoc<D>(ref: DocumentReference<D> | null, key: string) {
  return useRead<D | undefined>(ref === null ? null : key, async () =>
    ref === null ? undefined : (await getDoc(ref)).data(),
  );
}
