/**
 * Every link the functions build (mails, PayU's return and confirmation, password resets) comes
 * from here, so that one place decides which origin the user gets and honours AFORO_PORT_OFFSET.
 *
 * The web app can be reached at more than one address: the hosting origin, and locally the Vite
 * dev server `npm start` sends people to (both shifted by the offset). A link points at the app
 * the user is actually using: the request's Origin (or Referer) when it is one of the allowed app
 * origins, otherwise the configured default. Any other origin is ignored, so a caller cannot make
 * the platform mail links to a site of its choosing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { APP_ORIGINS, apiBaseUrl, publicBaseUrl, shiftedLoopbackUrl } from './params';

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Where links go when the request does not say: AFORO_APP_URL when set (`npm start` sets it to
 * the dev server, at its shifted port), else the public origin (PUBLIC_BASE_URL, shifted in the
 * emulator).
 */
export function defaultAppOrigin(): string {
  const fromEnv = process.env.AFORO_APP_URL;
  return (fromEnv && originOf(fromEnv)) || publicBaseUrl();
}

/** The origins a request may name as its app: the default, the public one and APP_ORIGINS. */
export function allowedAppOrigins(): Set<string> {
  const listed = APP_ORIGINS.value()
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => originOf(shiftedLoopbackUrl(entry)));
  const all = [defaultAppOrigin(), publicBaseUrl(), ...listed];
  return new Set(all.filter((o): o is string => o !== null));
}

/** The app origin a request comes from, when it is an allowed one. */
export function requestAppOrigin(headers: { origin?: string; referer?: string }): string | null {
  const allowed = allowedAppOrigins();
  for (const candidate of [headers.origin, headers.referer]) {
    const origin = candidate ? originOf(candidate) : null;
    if (origin && allowed.has(origin)) return origin;
  }
  return null;
}

const requestOrigin = new AsyncLocalStorage<string>();

/**
 * Middleware: the rest of the request runs knowing its app origin, so a mail queued by any route
 * links back to the address its user is on without every route passing it along.
 */
export function appOriginContext(req: Request, _res: Response, next: NextFunction): void {
  let origin: string | null = null;
  try {
    origin = requestAppOrigin({ origin: req.headers.origin, referer: req.headers.referer });
  } catch {
    // Unreadable configuration: links use the default, which says so itself if it is missing.
  }
  if (origin) requestOrigin.run(origin, next);
  else next();
}

/** The app origin of the current request, or the default outside one (triggers). */
export const appOrigin = (): string => requestOrigin.getStore() ?? defaultAppOrigin();

/** A page of the web app, e.g. appUrl('/eventadmin/E'). */
export const appUrl = (path: string): string => `${appOrigin()}${path}`;

/** Whether a URL is a page of one of the allowed app origins (redirect targets). */
export const isAppUrl = (url: string): boolean => {
  const origin = originOf(url);
  return origin !== null && allowedAppOrigins().has(origin) && url.startsWith(`${origin}/`);
};

/** The event's public landing page in the web app. */
export const landingUrl = (eventId: string) => appUrl(`/landing/${encodeURIComponent(eventId)}`);

/** The event's admin pages. */
export const eventAdminUrl = (eventId: string) =>
  appUrl(`/eventadmin/${encodeURIComponent(eventId)}`);

/** A route of this API as the outside world reaches it (mail links, PayU confirmations). */
export const apiUrl = (path: string) => `${apiBaseUrl()}${path}`;

/** Where PayU sends the buyer back: the event's landing, naming the order being paid. */
export const paymentReturnUrl = (eventId: string, referenceCode: string) =>
  `${landingUrl(eventId)}?payment=${encodeURIComponent(referenceCode)}`;
