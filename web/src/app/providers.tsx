import { ChakraProvider } from '@chakra-ui/react';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  setLogLevel,
  CACHE_SIZE_UNLIMITED,
  type Firestore,
} from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/app-toaster';
import { ErrorModalProvider } from '../components/error-modal';
import { I18nProvider } from '../i18n/i18n-provider';
import { ActiveEventProvider } from '../lib/event/active-event';
import { FirebaseProviders } from '../lib/firebase-context';
import { SessionProvider } from '../lib/session/session-provider';
import { system } from './theme';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseApp, usesEmulators } from '../lib/firebase';

/**
 * Firestore with the persistent multi-tab cache and no size limit (ARCHITECTURE.md §5): staff
 * screens keep working offline and every tab shares one cache.
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
const auth = getAuth(firebaseApp);
if (usesEmulators) {
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <FirebaseProviders auth={auth} firestore={firestore}>
      <ChakraProvider value={system}>
        <I18nProvider>
          <SessionProvider>
            <ErrorModalProvider>
              <ActiveEventProvider>{children}</ActiveEventProvider>
            </ErrorModalProvider>
          </SessionProvider>
          <AppToaster />
        </I18nProvider>
      </ChakraProvider>
    </FirebaseProviders>
  );
}
