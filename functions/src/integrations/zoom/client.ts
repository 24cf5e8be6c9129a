import {
  zoomErrorSchema,
  zoomMeetingSchema,
  zoomTokenSchema,
  type ZoomMeeting,
  type ZoomMeetingRequest,
} from './schemas';
import type { ZoomConfig } from '../../config';

/** A failed Zoom call: the HTTP status (0 when Zoom could not be reached) and Zoom's own code. */
export class ZoomError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ZoomClient {
  createMeeting(userId: string, meeting: ZoomMeetingRequest): Promise<ZoomMeeting>;
  /** null when Zoom says there is no such meeting. */
  getMeeting(meetingId: string): Promise<ZoomMeeting | null>;
  /** false when the meeting did not exist. */
  deleteMeeting(meetingId: string): Promise<boolean>;
}

/** Zoom's 1-hour tokens are renewed this long before they expire, so none dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

type FetchLike = typeof fetch;

/**
 * Server-to-Server OAuth client: one token per client, cached until shortly before it expires,
 * renewed once if Zoom refuses it early (revoked, app re-activated).
 */
export function createZoomClient(
  config: ZoomConfig,
  deps: { fetch?: FetchLike; now?: () => number } = {},
): ZoomClient {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new ZoomError(
        0,
        0,
        `Zoom no responde: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  async function failure(response: Response): Promise<ZoomError> {
    const body: unknown = await response.json().catch(() => ({}));
    const parsed = zoomErrorSchema.validateSync(typeof body === 'object' && body ? body : {}, {
      stripUnknown: true,
    });
    return new ZoomError(response.status, parsed.code, parsed.message || response.statusText);
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const url = new URL('oauth/token', `${config.oauthBase.replace(/\/$/, '')}/`);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', config.accountId);
    const response = await call(url.toString(), {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
    });
    if (!response.ok) throw await failure(response);
    const token = await parse(zoomTokenSchema, response);
    cached = { token: token.access_token, expiresAt: now() + token.expires_in * 1000 };
    return token.access_token;
  }

  /** Concurrent callers share one token request. */
  function token(): Promise<string> {
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function api(path: string, init: RequestInit = {}, retried = false): Promise<Response> {
    const bearer = await token();
    const response = await call(`${config.apiBase.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${bearer}` },
    });
    if (response.status === 401 && !retried) {
      cached = null;
      return api(path, init, true);
    }
    return response;
  }

  return {
    async createMeeting(userId, meeting) {
      const response = await api(`/users/${encodeURIComponent(userId)}/meetings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(meeting),
      });
      if (response.status !== 201 && response.status !== 200) throw await failure(response);
      return parse(zoomMeetingSchema, response);
    },
    async getMeeting(meetingId) {
      const response = await api(`/meetings/${encodeURIComponent(meetingId)}`);
      // 404: no such meeting; 400: not even a meeting id (Zoom code 300).
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw await failure(response);
      return parse(zoomMeetingSchema, response);
    },
    async deleteMeeting(meetingId) {
      const response = await api(`/meetings/${encodeURIComponent(meetingId)}`, {
        method: 'DELETE',
      });
      if (response.status === 404) return false;
      if (!response.ok) throw await failure(response);
      return true;
    },
  };
}

async function parse<T>(
  schema: { validate(v: unknown, o: object): Promise<T> },
  response: Response,
): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  try {
    return await schema.validate(body, { stripUnknown: true, abortEarly: true });
  } catch (err) {
    throw new ZoomError(
      502,
      0,
      `Respuesta de Zoom inesperada: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
