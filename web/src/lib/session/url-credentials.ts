/**
 * Credentials that arrive in the address bar: a one-time custom token in `?token=` (ARCHITECTURE.md
 * §7: never a session token in URLs) and Firebase's e-mail sign-in link. They are taken out of the
 * address bar before the router reads it, so they reach neither the history nor a shared link.
 */
export interface UrlCredentials {
  customToken: string | null;
  /** The full link, as signInWithEmailLink wants it. */
  emailLink: string | null;
}

const EMAIL_LINK_PARAMS = ['mode', 'oobCode', 'apiKey', 'lang', 'tenantId', 'continueUrl'];
/** The page Firebase's e-mails point at (see features/auth/routes/account-action-page.tsx). */
export const ACCOUNT_ACTION_PATH = '/account/action';

/** Where a same-origin continueUrl points, or null for anything else. */
function sameOriginPath(target: string | null, origin: string): string | null {
  if (!target) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function readUrlCredentials(href: string): {
  credentials: UrlCredentials;
  cleanUrl: string;
} {
  const url = new URL(href);
  const params = url.searchParams;
  let customToken: string | null = null;
  let emailLink: string | null = null;
  let cleanPath: string | null = null;

  if (params.has('token')) {
    const token = params.get('token')?.trim() ?? '';
    // The spec treats the text 'undefined' as no token at all (part 1 §4).
    if (token !== '' && token !== 'undefined') customToken = token;
    params.delete('token');
  }
  if (params.get('mode') === 'signIn' && params.has('oobCode')) {
    emailLink = href;
    if (url.pathname === ACCOUNT_ACTION_PATH) {
      cleanPath = sameOriginPath(params.get('continueUrl'), url.origin) ?? '/';
    }
    for (const name of EMAIL_LINK_PARAMS) params.delete(name);
  }
  const rest = params.toString();
  const cleanUrl = cleanPath ?? `${url.pathname}${rest ? `?${rest}` : ''}${url.hash}`;
  return { credentials: { customToken, emailLink }, cleanUrl };
}

let pending: UrlCredentials = { customToken: null, emailLink: null };

if (typeof window !== 'undefined') {
  const { credentials, cleanUrl } = readUrlCredentials(window.location.href);
  pending = credentials;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (cleanUrl !== current) window.history.replaceState(window.history.state, '', cleanUrl);
}

/** What the address bar carried at start-up; the credentials are handed out once. */
export function takeUrlCredentials(): UrlCredentials {
  const taken = pending;
  pending = { customToken: null, emailLink: null };
  return taken;
}
