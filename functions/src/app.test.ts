import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, createApp } from './app';

/**
 * The API's own answers to bodies it cannot take, without the emulator. One
 * server is the app alone (a host that leaves parsing to it); the other puts the Functions
 * runtime's parser in front, as the emulator and Cloud Functions do: every JSON body parsed up to
 * 32 MB and kept as req.rawBody before the app runs.
 */
let alone: Server;
let behindRuntime: Server;

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

beforeAll(async () => {
  alone = await listen(createApp());
  const runtime = express();
  runtime.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buf) => {
        (req as unknown as { rawBody: Buffer }).rawBody = buf;
      },
    }),
  );
  runtime.use(createApp());
  behindRuntime = await listen(runtime);
});

afterAll(() => {
  alone.close();
  behindRuntime.close();
});

async function post(server: Server, body: string) {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

const padded = (size: number) => `{"name":"${'x'.repeat(size - 11)}"}`;

describe('bodies the API cannot take answer {status, message} JSON', () => {
  it('broken JSON, when the app parses: 400 JSON', async () => {
    const res = await post(alone, '{"name":');
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ status: 400, message: 'Petición no válida' });
  });

  for (const [name, server] of [
    ['the app alone', () => alone],
    ['behind the runtime parser', () => behindRuntime],
  ] as const) {
    it(`a body just over 2 MB, ${name}: 413 JSON`, async () => {
      expect(padded(BODY_LIMIT_BYTES + 1)).toHaveLength(BODY_LIMIT_BYTES + 1);
      const res = await post(server(), padded(BODY_LIMIT_BYTES + 1));
      expect(res.status).toBe(413);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({
        status: 413,
        message: 'El cuerpo de la petición es demasiado grande',
      });
    });

    it(`a 5 MB body, ${name}: 413 JSON`, async () => {
      const res = await post(server(), padded(5 * 1024 * 1024));
      expect(res.status).toBe(413);
      expect(res.type).toMatch(/^application\/json/);
    });
  }

  it('a body of exactly 2 MB passes the size check (then the route decides)', async () => {
    const res = await post(behindRuntime, padded(BODY_LIMIT_BYTES));
    expect(res.status).not.toBe(413);
    expect(res.type).toMatch(/^application\/json/);
  });
});
