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
 * Firebase Auth, loaded with the session (lib/session/auth-module.ts), not in the entry: the
 * header shows who is signed in once it is known. initializeAuth instead of getAuth: getAuth also bundles the popup/redirect sign-in
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
