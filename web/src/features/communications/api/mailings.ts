import type {
  MailQuotaStatus,
  MailingCount,
  MailingPreview,
  MailingSendResult,
} from '@aforo/domain';
import { useEffect, useState } from 'react';
import { apiFetch, normalizeError, type ApiError } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';
import { audienceOf, hasAudience, type AudienceBody } from '../lib/recipients';

/**
 * The invitados mailing through the API (functions/src/lib/mailings.ts): the browser names an
 * audience, and the server counts it, previews one mail of it, sends a test to the organizer and
 * sends it, all from the same query. The page never downloads the recipient list.
 */

export interface MailingForm {
  target: string;
  emails: string;
  subject: string;
  message: string;
  rsvp: boolean;
}

/** The form's audience. */
export const formAudience = (form: Pick<MailingForm, 'target' | 'emails'>) =>
  audienceOf(form.target, form.emails);

const mailingsPath = (eventId: string, action = '') =>
  `/api/events/${encodeURIComponent(eventId)}/mailings${action ? `/${action}` : ''}`;

const post = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });

export type PostState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError };

/**
 * A POST that reads (count, preview), asked again a moment after its body stops changing; an
 * answer to an older body is dropped. A null body asks nothing.
 */
function useDebouncedPost<T>(path: string, body: unknown, delayMs = 350): PostState<T> {
  const key = body === null ? null : JSON.stringify(body);
  const [state, setState] = useState<{ key: string | null; state: PostState<T> }>({
    key: null,
    state: { status: 'idle' },
  });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<T>(path, { method: 'POST', body: key, signal: controller.signal }).then(
        (data) => setState({ key, state: { status: 'success', data } }),
        (err: unknown) => {
          if (!controller.signal.aborted) {
            setState({ key, state: { status: 'error', error: normalizeError(err) } });
          }
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, key, delayMs]);
  if (key === null) return { status: 'idle' };
  return state.key === key ? state.state : { status: 'loading' };
}

/** How many the send would mail now, counted by the server. */
export function useMailingCount(eventId: string, audience: AudienceBody, rsvp: boolean) {
  return useDebouncedPost<MailingCount>(
    mailingsPath(eventId, 'count'),
    hasAudience(audience) ? { audience, rsvp } : null,
  );
}

/** The mail as `recipient` (an address of the audience) or sample data would get it. */
export function useMailingPreview(eventId: string, form: MailingForm, recipient: string | null) {
  const audience = formAudience(form);
  return useDebouncedPost<MailingPreview>(
    mailingsPath(eventId, 'preview'),
    hasAudience(audience)
      ? {
          audience,
          rsvp: form.rsvp,
          subject: form.subject,
          message: form.message,
          recipient,
        }
      : null,
  );
}

export const countMailing = (eventId: string, audience: AudienceBody, rsvp: boolean) =>
  post<MailingCount>(mailingsPath(eventId, 'count'), { audience, rsvp });

/** The test mail: the server sends it to the signed-in organizer's verified address only. */
export const sendTestMailing = (eventId: string, form: MailingForm) =>
  post<{ to: string }>(mailingsPath(eventId, 'test'), {
    rsvp: form.rsvp,
    subject: form.subject,
    message: form.message,
  });

const sendBody = (form: MailingForm) => ({
  audience: formAudience(form),
  rsvp: form.rsvp,
  subject: form.subject,
  message: form.message,
});

/** The send; `sendId` makes a repeated confirmation (double click, retry) send once. */
export const sendMailing = (eventId: string, form: MailingForm, sendId: string) =>
  post<MailingSendResult>(mailingsPath(eventId), { ...sendBody(form), send_id: sendId });

/** Where this browser keeps the key of a confirmation still open for this very mail. */
async function pendingKey(eventId: string, form: MailingForm): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(sendBody(form)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `aforo.mailing.${eventId}.${hex}`;
}

/**
 * The idempotency key of a confirmation, made when it opens. The same mail confirmed from two
 * tabs of this browser shares one key (kept in localStorage until it is sent), so it goes out
 * once; without storage each confirmation still has its own key for its double clicks and retries.
 */
export async function sendIdFor(eventId: string, form: MailingForm): Promise<string> {
  try {
    const key = await pendingKey(eventId, form);
    const stored = localStorage.getItem(key);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(key, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/** After the send: the same mail confirmed later is a new send. */
export async function forgetSendId(eventId: string, form: MailingForm): Promise<void> {
  try {
    localStorage.removeItem(await pendingKey(eventId, form));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The event's mails this hour against its quota (GET .../mailquota), with a reload. */
export function useMailQuota(eventId: string) {
  return useApiRead<MailQuotaStatus>(
    queryKeys.communications.mailQuota(eventId),
    `/api/events/${encodeURIComponent(eventId)}/mailquota`,
  );
}
