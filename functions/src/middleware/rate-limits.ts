import { createHash } from 'node:crypto';
import {
  MAIL_QUOTA,
  RATE_LIMITS,
  paths,
  secondsUntilReset,
  windowStart,
  type MailQuotaStatus,
  type RateLimit,
  type RateLimitedRoute,
} from '@aforo/domain';
import type { NextFunction, Request, Response } from 'express';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { RATE_LIMIT_EXEMPT_ADDRESSES, TRUSTED_PROXY_HOPS } from '../config';
import { db } from '../lib/firebase';
import { TooManyRequests } from '../lib/http-error';

/** rate_windows/{id}: one fixed window of one counter. No client reads or writes it (rules). */
interface RateWindow {
  /** What is counted: `registration:address`, `mail:event`... */
  counter: string;
  count: number;
  window_start: Timestamp;
  /** A TTL policy on this field deletes spent windows (firestore.indexes.json). */
  expire_at: Timestamp;
}

const TOO_MANY =
  'Demasiadas solicitudes seguidas desde esta conexión o cuenta: espere un momento y vuelva a intentarlo';
const MAIL_QUOTA_SPENT =
  'Este evento ya envió todos los correos que puede enviar en esta hora: vuelva a intentarlo cuando se reinicie el cupo (lo muestra la pantalla de correos del evento)';

/**
 * The caller's address: X-Forwarded-For read from the right, past the proxies we run behind
 * (TRUSTED_PROXY_HOPS); what the caller itself wrote further left is never believed.
 */
export function clientAddress(req: Request): string {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // The Functions emulator hands each request to the function over a Unix socket, which has no
  // address: the caller is on this machine.
  const socket =
    req.socket.remoteAddress ??
    (process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : 'unknown');
  const chain = [socket, ...forwarded.reverse()];
  const hops = Math.max(0, TRUSTED_PROXY_HOPS.value());
  return chain[Math.min(hops, chain.length - 1)] ?? 'unknown';
}

function isExempt(address: string): boolean {
  return RATE_LIMIT_EXEMPT_ADDRESSES.value()
    .split(',')
    .map((part) => part.trim())
    .includes(address);
}

interface Counter {
  counter: string;
  subject: string;
  limit: RateLimit;
}

function windowRef(counter: Counter, start: number): DocumentReference<RateWindow> {
  // Hashed: the subject is an address or an account id, and a document id must not spell it.
  const id = createHash('sha256')
    .update([counter.counter, counter.subject, String(start)].join('\u0000'))
    .digest('hex')
    .slice(0, 40);
  return db.doc(paths.rateWindow(id)) as DocumentReference<RateWindow>;
}

function windowData(counter: Counter, start: number, count: number): RateWindow {
  return {
    counter: counter.counter,
    count,
    window_start: Timestamp.fromMillis(start),
    // Kept one window past its end, so a window is never deleted while it still counts.
    expire_at: Timestamp.fromMillis(start + 2 * counter.limit.windowSeconds * 1000),
  };
}

/**
 * Takes `amount` from every counter in one transaction, or from none: a request refused by one
 * counter uses up nothing. Throws 429 with the longest wait among the full counters.
 */
async function take(counters: Counter[], amount: number, message: string): Promise<void> {
  if (counters.length === 0) return;
  await db.runTransaction(async (tx) => {
    const now = Date.now();
    const windows = counters.map((counter) => {
      const start = windowStart(now, counter.limit.windowSeconds);
      return { counter, start, ref: windowRef(counter, start) };
    });
    const snaps = await Promise.all(windows.map((w) => tx.get(w.ref)));
    let wait = 0;
    windows.forEach((w, i) => {
      const used = snaps[i]?.data()?.count ?? 0;
      if (used + amount > w.counter.limit.max) {
        wait = Math.max(wait, secondsUntilReset(now, w.counter.limit.windowSeconds));
      }
    });
    if (wait > 0) throw new TooManyRequests(message, wait);
    windows.forEach((w, i) => {
      const used = snaps[i]?.data()?.count ?? 0;
      tx.set(w.ref, windowData(w.counter, w.start, used + amount));
    });
  });
}

/**
 * Middleware of a public write route: counts the request against its per-address and (when
 * signed in) per-account windows of RATE_LIMITS, before any other work, so a refused request
 * writes nothing. Mount it after optionalAuth.
 */
export function rateLimit(route: RateLimitedRoute) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await limitRequest(req, route);
    next();
  };
}

/** rateLimit's count, for a route that limits only some of its callers. */
export async function limitRequest(req: Request, route: RateLimitedRoute): Promise<void> {
  const limits = RATE_LIMITS[route];
  const address = clientAddress(req);
  if (isExempt(address)) return;
  const counters: Counter[] = [];
  if (limits.perAddress) {
    counters.push({ counter: `${route}:address`, subject: address, limit: limits.perAddress });
  }
  if (limits.perAccount && req.user) {
    counters.push({ counter: `${route}:account`, subject: req.user.uid, limit: limits.perAccount });
  }
  await take(counters, 1, TOO_MANY);
}

const mailCounter = (eventId: string): Counter => ({
  counter: 'mail:event',
  subject: eventId,
  limit: MAIL_QUOTA,
});

/**
 * Spends `count` mails of the event's hourly quota before they are queued: refused whole (429)
 * when they do not fit. Callers from an exempt address (the emulator's suites) are counted but
 * never refused, so the organizer's screen shows them either way.
 */
export async function spendMailQuota(req: Request, eventId: string, count: number): Promise<void> {
  if (count <= 0) return;
  const counter = mailCounter(eventId);
  if (!isExempt(clientAddress(req))) {
    await take([counter], count, MAIL_QUOTA_SPENT);
    return;
  }
  const start = windowStart(Date.now(), MAIL_QUOTA.windowSeconds);
  const { count: _count, ...rest } = windowData(counter, start, 0);
  void _count;
  await windowRef(counter, start).set(
    { ...rest, count: FieldValue.increment(count) as unknown as number },
    { merge: true },
  );
}

/** The event's mails this hour, its quota and when the count starts again. */
export async function mailQuotaStatus(eventId: string): Promise<MailQuotaStatus> {
  const now = Date.now();
  const start = windowStart(now, MAIL_QUOTA.windowSeconds);
  const used = (await windowRef(mailCounter(eventId), start).get()).data()?.count ?? 0;
  return {
    used,
    limit: MAIL_QUOTA.max,
    resets_at: new Date(start + MAIL_QUOTA.windowSeconds * 1000).toISOString(),
  };
}
