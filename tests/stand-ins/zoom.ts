import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { zonedInstant } from '../../domain/src/integrations/time-zone';
import { LoopbackServer, readBody, sendJson } from './http';

/**
 * A Zoom stand-in on loopback: Server-to-Server OAuth (POST /oauth/token, account_credentials,
 * Basic client credentials) and the meeting endpoints the platform uses (POST
 * /v2/users/{userId}/meetings, GET and DELETE /v2/meetings/{meetingId}), with Zoom's error bodies
 * ({code, message}). Like the video-meeting server the spec describes, it answers 400 when the
 * host already has a meeting at that time.
 */
export interface ZoomStandInOptions {
  accountId: string;
  clientId: string;
  clientSecret: string;
  users: readonly { id: string; email?: string }[];
  tokenTtlSeconds?: number;
}

export interface StoredMeeting {
  id: string;
  uuid: string;
  host_id: string;
  host_email: string;
  topic: string;
  agenda: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  start: number;
  end: number;
  join_url: string;
  start_url: string;
  password: string;
  created_at: string;
}

export class ZoomStandIn {
  private readonly server = new LoopbackServer((req, res, url) => this.handle(req, res, url));
  private readonly tokens = new Map<string, number>();
  readonly meetings = new Map<string, StoredMeeting>();
  /** Every token issued, in order: tests count them to see caching and refresh. */
  readonly issuedTokens: string[] = [];
  /** Every API request, with the token it carried. */
  readonly requests: { method: string; path: string; status: number }[] = [];
  tokenTtlSeconds: number;
  /**
   * How the next API requests fail, one per request: 'error' answers 500, 'hang' never answers
   * (the caller's timeout decides). Tests push here to see the platform's answer to a Zoom outage.
   */
  readonly failures: ('error' | 'hang')[] = [];
  private nextId = 81_234_567_890;

  constructor(private readonly options: ZoomStandInOptions) {
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  }

  get oauthBase(): string {
    return this.server.origin;
  }

  get apiBase(): string {
    return `${this.server.origin}/v2`;
  }

  start(port = 0): Promise<void> {
    return this.server.start(port);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** Invalidates every token before its time (an app deactivated and reactivated). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  reset(): void {
    this.tokens.clear();
    this.meetings.clear();
    this.issuedTokens.length = 0;
    this.requests.length = 0;
    this.failures.length = 0;
    this.tokenTtlSeconds = this.options.tokenTtlSeconds ?? 3600;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/__standin/state' && req.method === 'GET') {
      return sendJson(res, 200, {
        tokens: this.issuedTokens.length,
        meetings: [...this.meetings.values()],
      });
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') return this.token(req, res, url);
    if (!url.pathname.startsWith('/v2/'))
      return sendJson(res, 404, { code: 404, message: 'Not found' });
    const failure = this.failures.shift();
    if (failure === 'hang') {
      this.requests.push({ method: req.method ?? '', path: url.pathname, status: 0 });
      return;
    }
    if (failure === 'error') {
      this.requests.push({ method: req.method ?? '', path: url.pathname, status: 500 });
      return sendJson(res, 500, { code: 500, message: 'Internal server error' });
    }
    const status = await this.api(req, res, url);
    this.requests.push({ method: req.method ?? '', path: url.pathname, status });
  }

  private async token(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const param = (name: string) => url.searchParams.get(name) ?? form.get(name);
    const expected = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    if (req.headers.authorization !== `Basic ${expected}`) {
      return sendJson(res, 401, {
        reason: 'Invalid client_id or client_secret',
        error: 'invalid_client',
      });
    }
    if (param('grant_type') !== 'account_credentials') {
      return sendJson(res, 400, {
        reason: 'Unsupported grant type',
        error: 'unsupported_grant_type',
      });
    }
    if (param('account_id') !== this.options.accountId) {
      return sendJson(res, 400, {
        reason: 'Invalid request : Bad Request',
        error: 'invalid_request',
      });
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + this.tokenTtlSeconds * 1000);
    this.issuedTokens.push(token);
    sendJson(res, 200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.tokenTtlSeconds,
      scope: 'meeting:read:admin meeting:write:admin',
      api_url: this.server.origin,
    });
  }

  private async api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = this.tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      sendJson(res, 401, { code: 124, message: 'Invalid access token.' });
      return 401;
    }
    const create = /^\/v2\/users\/([^/]+)\/meetings$/.exec(url.pathname);
    if (create && req.method === 'POST')
      return this.createMeeting(decodeURIComponent(create[1] ?? ''), req, res);
    const one = /^\/v2\/meetings\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1] ?? '');
      const meeting = this.meetings.get(id);
      if (!meeting) {
        sendJson(res, 404, { code: 3001, message: `Meeting does not exist: ${id}.` });
        return 404;
      }
      if (req.method === 'GET') {
        const { start: _s, end: _e, ...body } = meeting;
        sendJson(res, 200, { ...body, id: Number(body.id), status: 'waiting' });
        return 200;
      }
      if (req.method === 'DELETE') {
        this.meetings.delete(id);
        res.writeHead(204).end();
        return 204;
      }
    }
    sendJson(res, 404, { code: 404, message: 'Not found' });
    return 404;
  }

  private async createMeeting(
    userId: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<number> {
    const user = this.options.users.find((u) => u.id === userId || u.email === userId);
    if (!user) {
      sendJson(res, 404, { code: 1001, message: `User does not exist: ${userId}.` });
      return 404;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      sendJson(res, 400, { code: 300, message: 'Request Body should be a valid JSON object.' });
      return 400;
    }
    const startText = typeof body.start_time === 'string' ? body.start_time : '';
    const timezone = typeof body.timezone === 'string' && body.timezone ? body.timezone : 'UTC';
    const duration = typeof body.duration === 'number' ? body.duration : 60;
    const start = startText.endsWith('Z')
      ? Date.parse(startText)
      : zonedInstant(startText, timezone).getTime();
    if (!Number.isFinite(start) || duration <= 0) {
      sendJson(res, 400, { code: 300, message: 'Invalid field: start_time.' });
      return 400;
    }
    const end = start + duration * 60_000;
    const busy = [...this.meetings.values()].some(
      (m) => m.host_id === user.id && m.start < end && start < m.end,
    );
    if (busy) {
      sendJson(res, 400, {
        code: 3000,
        message: 'The host is not available at the requested time.',
      });
      return 400;
    }
    const id = String(this.nextId++);
    const password = randomBytes(4).toString('hex');
    const meeting: StoredMeeting = {
      id,
      uuid: randomUUID(),
      host_id: user.id,
      host_email: user.email ?? `${user.id}@zoom.standin`,
      topic: typeof body.topic === 'string' ? body.topic : 'Zoom Meeting',
      agenda: typeof body.agenda === 'string' ? body.agenda : '',
      type: typeof body.type === 'number' ? body.type : 2,
      start_time: new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      duration,
      timezone,
      start,
      end,
      join_url: `${this.server.origin}/j/${id}?pwd=${password}`,
      start_url: `${this.server.origin}/s/${id}?zak=${randomBytes(12).toString('hex')}`,
      password,
      created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    this.meetings.set(id, meeting);
    const { start: _s, end: _e, ...answer } = meeting;
    // Zoom's meeting ids are JSON numbers.
    sendJson(res, 201, {
      ...answer,
      id: Number(id),
      status: 'waiting',
      settings: body.settings ?? {},
    });
    return 201;
  }
}
