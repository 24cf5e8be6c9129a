import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  setLogLevel,
  terminate,
  CACHE_SIZE_UNLIMITED,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseApp, usesEmulators } from './firebase';
import { onFirestoreLoaded } from './session/device-wipe';

/**
 * The full Firestore SDK (live listeners, the persistent cache), created the first time a page
 * that needs it loads this module. It is not in the app's entry: the full SDK is about 150 KB of
 * gzipped JS (re2js and WebChannel included), and the public pages read their data with
 * Firestore Lite or the API instead (lib/firestore/lite.ts).
 *
 * The persistent multi-tab cache with no size limit (ARCHITECTURE.md §5): staff screens keep
 * working offline and every tab shares one cache.
 */
function createFirestore(): Firestore {
  const db = initializeFirestore(firebaseApp, {
    localCache: persistentLocalCache({
      tabManager: persistentMultipleTabManager(),
      cacheSizeBytes: CACHE_SIZE_UNLIMITED,
    }),
  });
  if (usesEmulators) connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  return db;
}

// Against the emulators a developer (and bench/) can read the SDK's traffic: localStorage
// 'aforo-debug-firestore' = '1' turns on its debug log.
if (usesEmulators && localStorage.getItem('aforo-debug-firestore') === '1') setLogLevel('debug');
const firestore = createFirestore();
// A sign-out in another tab shuts this instance down, so the cache can be cleared (device-wipe).
onFirestoreLoaded(() => terminate(firestore));

/** The app's one full Firestore instance, for code outside components. */
export function appFirestore(): Firestore {
  return firestore;
}

/** The app's one full Firestore instance. */
export function useFirestore(): Firestore {
  return firestore;
}
