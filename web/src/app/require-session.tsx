import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session/session-provider';

/**
 * Login-required routes (spec part 1 §2.1): a visitor without a session goes to / with the login
 * modal open, and comes back here after signing in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Whether this page was shown to a signed-in user (kept from earlier renders): a page opened
  // after logging out still asks for the login.
  const [shownSignedIn, setShownSignedIn] = useState(false);
  if (session.status === 'signed-in' && !shownSignedIn) setShownSignedIn(true);
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') {
    // A session that just expired has its own dialog (sign in again here, or go home).
    if (session.modal?.kind === 'expired') return <PageLoader />;
    // Logging out from this page is leaving it, not a request to log in again. The way home
    // (the user menu navigates first) may render after Auth reports the sign-out on a busy
    // machine: this page must not open the login meanwhile.
    if (shownSignedIn && session.loggedOut) return <LogoutRedirect />;
    return <LoginRedirect from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return children;
}

function LoginRedirect({ from }: { from: string }) {
  const { openLogin } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    openLogin({ returnTo: from });
    void navigate('/', { replace: true });
  }, [from, openLogin, navigate]);
  return null;
}

function LogoutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/', { replace: true });
  }, [navigate]);
  return <PageLoader />;
}
