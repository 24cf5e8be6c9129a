import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** One request the stand-in API received. */
export interface Received {
  method: string;
  url: string;
  body: unknown;
}

/** What a route answers: a status and a JSON body. */
export type Answer = { status?: number; body: unknown };

export type Handler = (request: Received) => Answer | Promise<Answer>;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text ? (JSON.parse(text) as unknown) : undefined));
    request.on('error', reject);
  });
}

/**
 * A stand-in API on 127.0.0.1: a real HTTP server answering JSON, with the browser's relative
 * /api/... requests sent to it (apiFetch calls fetch with a path). Every request is recorded in
 * `received`. `stop()` closes the server and gives fetch back.
 */
export async function startApiServer(handler: Handler) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const entry = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        body: await readBody(request),
      };
      received.push(entry);
      const answer = await handler(entry);
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(input.startsWith('/') ? `${base}${input}` : input, init),
  );
  return {
    received,
    async stop() {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
