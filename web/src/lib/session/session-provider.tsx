import type { User } from 'firebase/auth';
import type * as AuthModuleExports from './auth-module';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/use-t';
import { setTokenSource, setUnauthorizedHandler } from '../api-client';
import { notify } from '../notify';
import { listenForSignOut, signOutAndWipe, takeWipeNotice } from './device-wipe';
import { takeUrlCredentials } from './url-credentials';

/** Where an e-mail link request remembers the address, to finish the sign-in on return. */
export const EMAIL_FOR_SIGN_IN_KEY = 'aforo.emailForSignIn';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in';
export type LoginTab = 'login' | 'register';
export type AccessMode = 'recover' | 'link';

/** The session dialogs; one at a time. */
export type SessionModal =
  | { kind: 'login'; tab: LoginTab }
  | { kind: 'access'; mode: AccessMode }
  | { kind: 'expired' }
  /** An e-mail link opened where the address was not remembered (another browser). */
  | { kind: 'confirm-email'; link: string };

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /** Bumped when the user's profile was read again (see refreshUser). */
  userVersion: number;
  modal: SessionModal | null;
  /** Where to go back after a login that a guard asked for. */
  returnTo: string | null;
  /**
   * The last session ended because the user logged out (until someone signs in again): a guarded
   * page still on screen while the way home renders must not read that as "log in again".
   */
  loggedOut: boolean;
  openLogin: (options?: { tab?: LoginTab; returnTo?: string }) => void;
  openAccess: (mode: AccessMode) => void;
  closeModal: () => void;
  clearReturnTo: () => void;
  completeEmailLink: (email: string, link: string) => Promise<void>;
  /** Reads the user's profile (name, picture) again after the profile page saved it. */
  refreshUser: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

type AuthModule = typeof AuthModuleExports;
let authModule: Promise<AuthModule> | null = null;

/**
 * Firebase Auth, loaded when the session provider first mounts instead of with the entry on a
 * landing: the first render (the title from index.html's early answer) does not wait for its
 * download and parse. On the other addresses index.html preloads the chunk with the entry
 * (vite.config.ts) and the import starts as this module is evaluated (below). A failed load is
 * retried by the next call.
 */
export function loadAuth(): Promise<AuthModule> {
  authModule ??= import('./auth-module').catch((error: unknown) => {
    authModule = null;
    throw error;
  });
  return authModule;
}
// Anywhere but a landing the session is what the page waits for (a door restoring its staff
// member): Auth starts as the entry runs, before the first render, as when it was in the entry.
if (typeof window !== 'undefined' && !/^\/(landing|event)\//.test(window.location.pathname)) {
  void loadAuth().catch(() => {
    // The provider's own call retries and shows the page as anonymous if it fails again.
  });
}

/** Signs in with what the address bar carried (once per page load, StrictMode included). */
let urlSignIn: Promise<'none' | 'done' | 'failed' | { needsEmail: string }> | null = null;

function startUrlSignIn() {
  urlSignIn ??= (async () => {
    const { customToken, emailLink } = takeUrlCredentials();
    if (!customToken && !emailLink) return 'none';
    try {
      const { auth, signInWithCustomToken, signInWithEmailLink } = await loadAuth();
      if (customToken) {
        await signInWithCustomToken(auth, customToken);
        return 'done';
      }
      if (emailLink) {
        const email = readStoredEmail();
        if (!email) return { needsEmail: emailLink };
        await signInWithEmailLink(auth, email, emailLink);
        forgetStoredEmail();
        return 'done';
      }
      return 'none';
    } catch {
      return 'failed';
    }
  })();
  return urlSignIn;
}

function readStoredEmail(): string | null {
  try {
    return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

function forgetStoredEmail() {
  try {
    localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * The session is Firebase Auth's user (ARCHITECTURE.md §3). The provider also owns the session
 * dialogs' state, so a guard, a header button or a 401 can open them from anywhere.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [user, setUser] = useState<User | null>(null);
  const [authReady, setAuthReady] = useState(false);
  const [urlDone, setUrlDone] = useState(false);
  const [modal, setModal] = useState<SessionModal | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  // Auth's User object is mutated in place by reload(), so a counter tells React it changed.
  const [userVersion, setUserVersion] = useState(0);
  // A sign-out we asked for is not an expired session.
  const leaving = useRef(false);
  const lastUser = useRef<User | null>(null);

  useEffect(() => {
    setTokenSource(async () => (await loadAuth()).currentIdToken());
    let current = true;
    let unsubscribe = () => {};
    loadAuth().then(
      ({ auth, onAuthStateChanged }) => {
        if (!current) return;
        unsubscribe = onAuthStateChanged(auth, (next) => {
          const lost = lastUser.current !== null && next === null && !leaving.current;
          lastUser.current = next;
          leaving.current = false;
          if (next !== null) setLoggedOut(false);
          setUser(next);
          setAuthReady(true);
          if (lost) setModal({ kind: 'expired' });
        });
      },
      () => {
        // Auth's chunk did not load (offline on a build the browser never cached): nobody can be
        // signed in on this page, so it shows as anonymous instead of loading for ever.
        if (current) setAuthReady(true);
      },
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    let current = true;
    void startUrlSignIn().then((result) => {
      if (!current) return;
      setUrlDone(true);
      if (result === 'failed') {
        notify(t('session.tokenExpired'), { type: 'warning', kind: 'token' });
        setModal({ kind: 'login', tab: 'login' });
      } else if (typeof result === 'object') {
        setModal({ kind: 'confirm-email', link: result.needsEmail });
      }
    });
    return () => {
      current = false;
    };
  }, [t]);

  // A sign-out in another tab wipes and reloads this one too; the page after a wipe says so.
  useEffect(() => listenForSignOut(), []);
  useEffect(() => {
    const notice = takeWipeNotice();
    if (notice === 'cleared') notify(t('session.deviceWiped'), { type: 'success' });
    if (notice === 'kept') notify(t('session.deviceKept'), { type: 'warning', kind: 'token' });
  }, [t]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (lastUser.current) setModal({ kind: 'expired' });
    });
    return () => setUnauthorizedHandler(() => {});
  }, []);

  // Stable actions: they only close over setters and refs.
  const actions = useMemo(
    () => ({
      openLogin(options: { tab?: LoginTab; returnTo?: string } = {}) {
        if (options.returnTo !== undefined) setReturnTo(options.returnTo);
        setModal({ kind: 'login', tab: options.tab ?? 'login' });
      },
      openAccess: (mode: AccessMode) => setModal({ kind: 'access', mode }),
      closeModal: () => setModal(null),
      clearReturnTo: () => setReturnTo(null),
      async completeEmailLink(email: string, link: string) {
        const { auth, signInWithEmailLink } = await loadAuth();
        await signInWithEmailLink(auth, email, link);
        forgetStoredEmail();
        setModal(null);
      },
      async refreshUser() {
        const { auth } = await loadAuth();
        await auth.currentUser?.reload();
        setUserVersion((n) => n + 1);
      },
      async signOut() {
        const { auth, signOut } = await loadAuth();
        leaving.current = auth.currentUser !== null;
        // Set before Auth reports the sign-out, so no render sees anonymous without it.
        if (leaving.current) setLoggedOut(true);
        setReturnTo(null);
        setModal(null);
        // A shared device (the door) forgets every local copy of attendee data, in every tab;
        // the page starts over, as this tab's Firestore is shut down.
        await signOutAndWipe(() => signOut(auth));
        window.location.replace('/');
      },
    }),
    [],
  );

  const status: SessionStatus =
    !authReady || !urlDone ? 'loading' : user ? 'signed-in' : 'anonymous';
  const value = useMemo<SessionValue>(
    () => ({
      status,
      user: status === 'signed-in' ? user : null,
      userVersion,
      modal,
      returnTo,
      loggedOut,
      ...actions,
    }),
    [status, user, userVersion, modal, returnTo, loggedOut, actions],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
