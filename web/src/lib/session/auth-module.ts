/**
 * What the session needs from Firebase Auth, as one lazily loaded chunk (session-provider.tsx's
 * loadAuth): Auth and the Firebase app it starts are about 30 KB gzip that a visitor's first
 * render does not need, so they are not in the entry (the landing's title shows sooner on a phone).
 */
import { auth } from '../auth';

export { auth };
export {
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithCustomToken,
  signInWithEmailLink,
  signOut,
  updatePassword,
} from 'firebase/auth';

/** The signed-in user's ID token for the API (lib/api-client.ts), or null for a visitor. */
export async function currentIdToken(): Promise<string | null> {
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
