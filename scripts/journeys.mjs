#!/usr/bin/env node
// `npm run test:journeys`: the journey suite (e2e/journeys/, playwright.journeys.config.ts) from a
// blank database. The emulators start WITHOUT --import at their own port offset (3000, or
// AFORO_JOURNEY_OFFSET), apart from the main emulator run (offset 0 or AFORO_PORT_OFFSET) and the
// `npm start` smoke (20000). Not 30000: its ports (34400-39499) lie in Linux's ephemeral range
// (32768-60999), where an outgoing connection of anything on the machine can hold the port a
// moment before an emulator binds it (hosting 35000 was taken that way here); 3000's ports are
// 7400-12499. The web build bakes the emulator ports in (web/vite.config.ts), so
// the already-built functions are reused and only the web app is built again for this offset,
// into web/dist-<offset> (a few seconds). Exit code: 0 passed, 1 failed, 2 could not start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './ports.mjs';

// 3500 when the calling run itself is at 3000, so the two never share a port.
export const JOURNEY_OFFSET = Number(
  process.env.AFORO_JOURNEY_OFFSET ?? (process.env.AFORO_PORT_OFFSET === '3000' ? 3500 : 3000),
);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, AFORO_PORT_OFFSET: String(JOURNEY_OFFSET) };
// emulators:exec sets these for this offset; hosts inherited from another run would point at it.
delete env.FIRESTORE_EMULATOR_HOST;
delete env.FIREBASE_AUTH_EMULATOR_HOST;
delete env.FIREBASE_STORAGE_EMULATOR_HOST;
delete env.GCLOUD_PROJECT;

const log = (line) => console.log(`[journeys] ${line}`);

/** Whether something accepts connections on 127.0.0.1:port. */
function isOpen(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const p = ports(JOURNEY_OFFSET);
// The stand-ins sit at the functions port + 10..13 (tests/stand-ins/ports.ts).
const wanted = [
  ...Object.entries(p).filter(([name]) => name !== 'web'),
  ...[10, 11, 12, 13].map((n) => ['stand-in', p.functions + n]),
];
const busy = (
  await Promise.all(
    wanted.map(async ([name, port]) => ((await isOpen(port)) ? [name, port] : null)),
  )
).filter(Boolean);
if (busy.length > 0) {
  console.error(
    `[journeys] the ports of offset ${JOURNEY_OFFSET} are in use (${busy.map(([n, port]) => `${n} ${port}`).join(', ')}): ` +
      'stop what holds them, or choose another offset with AFORO_JOURNEY_OFFSET.',
  );
  process.exit(2);
}

const started = Date.now();
if (!existsSync(join(root, 'functions', 'lib', 'index.js'))) {
  log('functions/lib is missing: building the functions');
  if (
    spawnSync('npm', ['run', '--silent', 'build', '-w', 'functions'], {
      stdio: 'inherit',
      env,
      cwd: root,
    }).status !== 0
  ) {
    process.exit(2);
  }
}
log(`building the web app for offset ${JOURNEY_OFFSET}`);
if (
  spawnSync('npm', ['run', '--silent', 'build', '-w', 'web'], { stdio: 'ignore', env, cwd: root })
    .status !== 0
) {
  console.error('[journeys] the web build failed (run `npm run build -w web` to see why)');
  process.exit(2);
}
mkdirSync(join(root, '.test-output'), { recursive: true });

// As in scripts/test.mjs: a line per function call and hosting request is noise here.
const NOISE =
  /functions: (Beginning|Finished) execution|hosting: 127\.0\.0\.1 - - |\[hosting\] Rewriting /;

log(`emulators from a blank database at offset ${JOURNEY_OFFSET} (hosting ${p.hosting})`);
const child = spawn(
  process.execPath,
  [
    join(root, 'scripts', 'firebase.mjs'),
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting,storage',
    '--project',
    'demo-aforo',
    `npx playwright test --config playwright.journeys.config.ts ${process.argv.slice(2).join(' ')}`,
  ],
  { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
);
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  createInterface({ input: stream }).on('line', (line) => {
    if (!NOISE.test(line)) out.write(`${line}\n`);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => {
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code === 0 ? 0 : 1);
});
