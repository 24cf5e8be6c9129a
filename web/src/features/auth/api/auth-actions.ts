import type { LoginInput } from '@aforo/domain';
import { FirebaseError } from 'firebase/app';
import {
  fetchSignInMethodsForEmail,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { EMAIL_FOR_SIGN_IN_KEY } from '../../../lib/session/session-provider';

/** Firebase answers for a wrong e-mail or password (the emulator and production differ). */
const WRONG_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/user-disabled',
]);

export type LoginResult = 'ok' | 'wrong-credentials';

/** Signs in; a wrong e-mail or password is an answer, anything else (network) is thrown. */
export async function signIn(auth: Auth, { email, password }: LoginInput): Promise<LoginResult> {
  try {
    await signInWithEmailAndPassword(auth, email, password);
    return 'ok';
  } catch (error) {
    if (error instanceof FirebaseError && WRONG_CREDENTIALS.has(error.code)) {
      return 'wrong-credentials';
    }
    throw error;
  }
}

export type AccessResult = 'sent' | 'not-registered' | 'failed';

/** Where a Firebase e-mail brings the user back to: the page it was asked from. */
function continueUrl(returnPath: string): string {
  return `${window.location.origin}${returnPath}`;
}

/**
 * Password recovery through Firebase's reset e-mail (spec part 3 §4.2); an address without an
 * account is the spec's "not registered". The e-mail's link is meant for ACCOUNT_ACTION_PATH of
 * lib/session/url-credentials.ts (the project's e-mail template sets it as the action URL).
 */
export async function requestPasswordReset(
  auth: Auth,
  email: string,
  returnPath: string,
): Promise<AccessResult> {
  try {
    await sendPasswordResetEmail(auth, email, { url: continueUrl(returnPath) });
    return 'sent';
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'auth/user-not-found') {
      return 'not-registered';
    }
    return 'failed';
  }
}

/**
 * An access link through Firebase's e-mail-link sign-in, only for an address that already has an
 * account. Where e-mail enumeration protection is on, Firebase hides that answer; the check then
 * belongs to the API's registration lookup, and this is the one function to change.
 */
export async function requestAccessLink(
  auth: Auth,
  email: string,
  returnPath: string,
): Promise<AccessResult> {
  try {
    const methods = await fetchSignInMethodsForEmail(auth, email);
    if (methods.length === 0) return 'not-registered';
    await sendSignInLinkToEmail(auth, email, {
      url: continueUrl(returnPath),
      handleCodeInApp: true,
    });
    try {
      localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
    } catch {
      // The link still works: the address is asked for when it is opened.
    }
    return 'sent';
  } catch {
    return 'failed';
  }
}
