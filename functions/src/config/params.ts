/**
 * Deployment configuration, as Firebase params: plain values from functions/.env* (functions/
 * .env.local in the emulator), secrets from Secret Manager (functions/.secret.local in the
 * emulator). Read only inside handlers: params have no value while the code is being loaded.
 * Links to the web app and the API are derived from these in ./links.ts, nowhere else.
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { zoomHostsSchema, type ZoomHost } from '@aforo/domain';

/**
 * Check-in times and "today" are written in the events' own zone, not the server's (UTC). A plain
 * environment variable rather than a param: it is read while modules load (module constants).
 */
export const EVENT_TIME_ZONE = process.env.AFORO_TIME_ZONE ?? 'America/Bogota';

export const ZOOM_ACCOUNT_ID = defineSecret('ZOOM_ACCOUNT_ID');
export const ZOOM_CLIENT_ID = defineSecret('ZOOM_CLIENT_ID');
export const ZOOM_CLIENT_SECRET = defineSecret('ZOOM_CLIENT_SECRET');
export const ZOOM_API_BASE = defineString('ZOOM_API_BASE', {
  description: 'Zoom REST API base, https://api.zoom.us/v2',
});
export const ZOOM_OAUTH_BASE = defineString('ZOOM_OAUTH_BASE', {
  description: 'Zoom OAuth server, https://zoom.us',
});
export const ZOOM_HOSTS = defineString('ZOOM_HOSTS', {
  description: 'JSON list of the five fixed hosts, [{"id": Zoom user id or e-mail, "name"}]',
});

export const PAYU_MERCHANT_ID = defineString('PAYU_MERCHANT_ID');
export const PAYU_ACCOUNT_ID = defineString('PAYU_ACCOUNT_ID');
export const PAYU_API_KEY = defineSecret('PAYU_API_KEY');
export const PAYU_CHECKOUT_URL = defineString('PAYU_CHECKOUT_URL', {
  description: 'WebCheckout form action, https://checkout.payulatam.com/ppp-web-gateway-payu/',
});
export const PUBLIC_BASE_URL = defineString('PUBLIC_BASE_URL', {
  description: 'Public origin of the web app: PayU sends the buyer back there, mails link to it',
});
export const APP_ORIGINS = defineString('APP_ORIGINS', {
  description:
    'Comma-separated origins the web app is also served from (other domains); links follow the request to them',
  default: '',
});
export const API_BASE_URL = defineString('API_BASE_URL', {
  description: 'Where /api/** is reachable from outside (the hosting origin once deployed)',
});

export const SMTP_HOST = defineString('SMTP_HOST');
export const SMTP_PORT = defineString('SMTP_PORT');
export const SMTP_USER = defineString('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineString('MAIL_FROM', {
  description: 'Sender of every mail, e.g. "Aforo <no-reply@example.com>"',
});

/**
 * Callers the abuse limits leave alone, as a comma-separated list of addresses. Empty once
 * deployed; the emulator's .env.local names loopback, where every test suite and the local demo
 * come from (the limits' own tests send another address, see TRUSTED_PROXY_HOPS).
 */
export const RATE_LIMIT_EXEMPT_ADDRESSES = defineString('RATE_LIMIT_EXEMPT_ADDRESSES', {
  description: 'Comma-separated caller addresses never rate limited (leave empty in production)',
  default: '',
});
/**
 * How many proxies in front of the function append to X-Forwarded-For: the caller's address is
 * that many entries from the right (entries further left are whatever the caller wrote, so they
 * are never trusted). 1: the platform's front end. In the emulator a test sending
 * X-Forwarded-For directly is taken at its word, which is how the limits are tested.
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  description: 'Proxies in front of the api function that append to X-Forwarded-For',
  default: 1,
});

/** Secrets the `api` function reads (Zoom rooms, PayU signatures): bind them to it. */
export const API_SECRETS = [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, PAYU_API_KEY];
/** Secrets the mail trigger reads. */
export const MAIL_SECRETS = [SMTP_PASSWORD];

/**
 * The emulator's functions/.env.local names the stand-ins at their ports for AFORO_PORT_OFFSET=0.
 * A suite run with an offset shifts every local port (scripts/ports.mjs), the stand-ins' too, so
 * a loopback address is shifted the same way here. Only in the emulator and only for 127.0.0.1
 * and localhost: a deployed function has neither, and its addresses pass unchanged.
 */
export function localPortShift(): number {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return 0;
  const offset = Number(process.env.AFORO_PORT_OFFSET ?? 0);
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

export function shiftedLoopbackUrl(raw: string): string {
  const shift = localPortShift();
  const url = new URL(raw);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (shift === 0 || !loopback || url.port === '') return raw;
  url.port = String(Number(url.port) + shift);
  return url.toString().replace(/\/$/, raw.endsWith('/') ? '/' : '');
}

export function shiftedLoopbackPort(host: string, port: number): number {
  return host === '127.0.0.1' ? port + localPortShift() : port;
}

export interface ZoomConfig {
  apiBase: string;
  oauthBase: string;
  accountId: string;
  clientId: string;
  clientSecret: string;
}

export function zoomConfig(): ZoomConfig {
  return {
    apiBase: shiftedLoopbackUrl(ZOOM_API_BASE.value()),
    oauthBase: shiftedLoopbackUrl(ZOOM_OAUTH_BASE.value()),
    accountId: ZOOM_ACCOUNT_ID.value(),
    clientId: ZOOM_CLIENT_ID.value(),
    clientSecret: ZOOM_CLIENT_SECRET.value(),
  };
}

/** The five hosts; a malformed ZOOM_HOSTS is a deployment error, said once in the log. */
export function zoomHosts(): ZoomHost[] {
  return zoomHostsSchema.validateSync(JSON.parse(ZOOM_HOSTS.value()), { stripUnknown: true });
}

export interface PayuConfig {
  merchantId: string;
  accountId: string;
  apiKey: string;
  checkoutUrl: string;
}

const origin = (raw: string) => shiftedLoopbackUrl(raw).replace(/\/$/, '');

/** The configured public origin of the web app; links use ./links.ts, not this. */
export const publicBaseUrl = () => origin(PUBLIC_BASE_URL.value());
/** Server-facing links (PayU's confirmations, answer links in mails). */
export const apiBaseUrl = () => origin(API_BASE_URL.value());

export function payuConfig(): PayuConfig {
  return {
    merchantId: PAYU_MERCHANT_ID.value(),
    accountId: PAYU_ACCOUNT_ID.value(),
    apiKey: PAYU_API_KEY.value(),
    checkoutUrl: shiftedLoopbackUrl(PAYU_CHECKOUT_URL.value()),
  };
}

export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

export function smtpConfig(): SmtpConfig {
  const host = SMTP_HOST.value();
  return {
    host,
    port: shiftedLoopbackPort(host, Number(SMTP_PORT.value())),
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
    from: MAIL_FROM.value(),
  };
}
