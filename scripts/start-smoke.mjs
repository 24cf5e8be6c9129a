#!/usr/bin/env node
// `npm start` smoke: with AFORO_PORT_OFFSET=20000 and nothing else running,
// `npm start` comes up (its readiness banner), the dev server answers, an /api route answers
// through the dev server's proxy, and Ctrl-C (SIGINT to its process group, as a terminal sends
// it) closes every port it opened. Always offset 20000, whatever offset the calling `npm test`
// runs at; skipped, with the reason, when one of 20000's ports is already taken.
// Exit codes: 0 passed, 1 failed, 77 skipped. No fixed sleeps: everything is polled, bounded.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { ports } from './ports.mjs';

export const SMOKE_OFFSET = 20000;
const READY_SECONDS = Number(process.env.AFORO_SMOKE_READY_SECONDS ?? 240);
const STOP_SECONDS = 60;

const p = ports(SMOKE_OFFSET);
// The stand-ins of scripts/dev-stand-ins.ts sit at the functions port + 10..13 (tests/stand-ins).
const STAND_INS = [10, 11, 12, 13].map((n) => ['stand-in', p.functions + n]);
const PORTS = [...Object.entries(p), ...STAND_INS];
const WEB_URL = `http://127.0.0.1:${p.web}`;

const log = (line) => console.log(`[smoke] ${line}`);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Whether something accepts connections on 127.0.0.1:port. */
function isOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function openPorts() {
  const open = await Promise.all(
    PORTS.map(async ([name, port]) => [name, port, await isOpen(port)]),
  );
  return open.filter(([, , o]) => o).map(([name, port]) => `${name} ${port}`);
}

/** Polls `test` every 250 ms until it answers a truthy value or `seconds` pass. */
async function poll(test, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await test();
    if (value || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const busy = await openPorts();
if (busy.length > 0) {
  log(
    `SKIPPED: the ports of offset ${SMOKE_OFFSET} are in use (${busy.join(', ')}); stop what holds them to run this check.`,
  );
  process.exit(77);
}

log(`npm start with AFORO_PORT_OFFSET=${SMOKE_OFFSET}, waiting up to ${READY_SECONDS} s for it`);
// Its own process group, so SIGINT reaches npm, tsx, the emulators and Vite like a Ctrl-C.
const child = spawn('npm', ['start'], {
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, AFORO_PORT_OFFSET: String(SMOKE_OFFSET) },
});
// The child has its own process group: a Ctrl-C or a kill of this script must not orphan it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    signalGroup('SIGKILL');
    process.exit(1);
  });
}
const output = [];
let exited = null;
child.on('exit', (code, signal) => {
  exited = { code, signal };
});
let banner = false;
for (const stream of [child.stdout, child.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    output.push(chunk);
    // The banner's first line (scripts/start.ts): "Aforo is running. Open <address>".
    const url = /Aforo is running\. Open\s+(\S+)/.exec(output.join(''))?.[1];
    if (url === WEB_URL) banner = true;
  });
}

const failures = [];
const fail = (message) => {
  failures.push(message);
  log(`FAIL: ${message}`);
};

function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

try {
  await poll(() => banner || exited !== null, READY_SECONDS);
  if (!banner) {
    fail(
      exited
        ? `npm start exited (${exited.code ?? exited.signal}) before it was ready`
        : `npm start printed no readiness banner within ${READY_SECONDS} s`,
    );
  } else {
    log(`ready after ${elapsed()}`);
    const page = await fetch(`${WEB_URL}/`, { signal: AbortSignal.timeout(30_000) });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<div id="root">')) {
      fail(`GET ${WEB_URL}/ answered ${page.status}, not the app`);
    }
    const api = await fetch(`${WEB_URL}/api/events?pageSize=1`, {
      signal: AbortSignal.timeout(30_000),
    });
    const body = await api.text();
    if (api.status !== 200 || !/^application\/json/.test(api.headers.get('content-type') ?? '')) {
      fail(
        `GET ${WEB_URL}/api/events through the proxy answered ${api.status}: ${body.slice(0, 200)}`,
      );
    }
    // Uploads: the Storage emulator or its stand-in answers on the storage port (README, "Files").
    // Event images are public, so a missing one is a 404, not a refusal.
    const missing = encodeURIComponent('events/smoke/images/none.png');
    const storage = await fetch(
      `http://127.0.0.1:${p.storage}/v0/b/demo-aforo.appspot.com/o/${missing}`,
      { signal: AbortSignal.timeout(30_000) },
    );
    await storage.body?.cancel();
    if (storage.status !== 404) {
      fail(`GET of a missing event image on the storage port answered ${storage.status}, not 404`);
    }
  }
} catch (err) {
  fail(String(err instanceof Error ? err.message : err));
}

log('Ctrl-C (SIGINT to the process group)');
signalGroup('SIGINT');
const stopped = await poll(() => exited !== null, STOP_SECONDS);
if (!stopped) fail(`npm start still running ${STOP_SECONDS} s after SIGINT`);
// Ports close as each child finishes; poll instead of sleeping.
const left = await poll(async () => {
  const open = await openPorts();
  return open.length === 0 ? [] : null;
}, 30);
if (!left) fail(`ports still open after npm start exited: ${(await openPorts()).join(', ')}`);
// Whatever the result, leave nothing behind.
signalGroup('SIGKILL');

if (failures.length > 0) {
  log(`last output of npm start:\n${output.join('').split('\n').slice(-40).join('\n')}`);
  log(`FAILED after ${elapsed()}`);
  process.exit(1);
}
log(`passed in ${elapsed()}: up, web, /api and storage answered, every port closed after SIGINT`);
process.exit(0);
