import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseApp, usesEmulators } from './firebase';

/**
 * Firebase Auth, in every page's first JS: the header shows who is signed in, the landing
 * included. initializeAuth instead of getAuth: getAuth also bundles the popup/redirect sign-in
 * machinery, and the app signs in with e-mail, links and custom tokens only. The persistences
 * are getAuth's, so a session stored by an earlier build is still found.
 */
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
if (usesEmulators) {
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}

/** The app's one Auth instance (a hook, so components read like the rest of the app). */
export function useAuth(): Auth {
  return auth;
}
