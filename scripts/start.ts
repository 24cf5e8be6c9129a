/**
 * `npm start`: the whole platform on this machine. Auth, Firestore, Functions and Hosting
 * emulators with the seeded demo (emulator-data/), the functions rebuilt on change, and the
 * Vite dev server with /api proxied to the functions emulator. Ctrl-C stops all of it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEMO } from '../tests/factories/demo';
import { startDevStandIns, type DevStandIns } from './dev-stand-ins';
import { migrate } from './migrate';
import { runFirebase } from './firebase.mjs';
import { ports, webDistDir } from './ports.mjs';

const p = ports();
// Vite is the web workspace's dependency: resolve it from there.
const webRequire = createRequire(new URL('../web/package.json', import.meta.url));

// Every port from scripts/ports.mjs, so AFORO_PORT_OFFSET moves all of them.
const WEB_URL = `http://127.0.0.1:${p.web}`;
const API_READY_URL = `http://127.0.0.1:${p.functions}/demo-aforo/us-central1/api/api/events?pageSize=1`;
const children: ChildProcess[] = [];
let stopping = false;

let standIns: DevStandIns | null = null;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  void standIns?.stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  // Give the emulators time to shut down cleanly, then make sure nothing is left behind.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 8000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
// A crash of this script must not leave emulators behind.
process.on('uncaughtException', (err) => {
  console.error(err);
  stopAll(1);
});
process.on('unhandledRejection', (err) => {
  console.error(err);
  stopAll(1);
});
process.on('SIGTERM', () => stopAll(0));

function track(child: ChildProcess, name: string) {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[aforo] ${name} stopped (exit ${code}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
}

/**
 * Polls until `url` answers 2xx. Any answer is not enough: the functions emulator listens (and
 * answers 404 "Function us-central1-api does not exist") before it has loaded the functions.
 */
async function waitFor(url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const build = spawnSync('npm', ['run', '--silent', 'build', '-w', 'functions'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
/** The newest modification time under a folder (0 when it is missing). */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

// The hosting emulator serves the production build, which is the door's offline address: a
// build older than the sources would show yesterday's door there, so it is rebuilt when stale.
const builtIndex = `web/${webDistDir()}/app.html`;
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (['web/src', 'web/public', 'domain/src'].some((dir) => newestChange(dir) > builtAt)) {
  console.log('[aforo] building the web app for the hosting emulator (the offline door)…');
  spawnSync('npm', ['run', '--silent', 'build', '-w', 'web'], { stdio: 'inherit' });
}

track(
  spawn('node', ['build.mjs', '--watch'], { cwd: 'functions', stdio: 'inherit' }),
  'functions build',
);
// Zoom, PayU and SMTP stand-ins first: the functions read their addresses at start. The Storage
// stand-in too, where the Storage emulator cannot run (firebase.mjs then leaves it out of --only).
standIns = await startDevStandIns();

track(
  runFirebase(
    [
      'emulators:start',
      '--only',
      'auth,firestore,functions,hosting,storage',
      '--project',
      'demo-aforo',
      '--import',
      'emulator-data',
    ],
    // Mail links go to the dev server people use (functions/src/config/links.ts), not to hosting.
    { env: { AFORO_APP_URL: WEB_URL } },
  ),
  'emulators',
);

// Generous: on a busy 2-core machine the emulators and the functions load take over a minute.
const ready = await waitFor(API_READY_URL, 180);
if (!ready) {
  console.error('[aforo] the emulators did not come up within 180 s; see the log above.');
  stopAll(1);
} else {
  // Older snapshots (or data an operator imported) get what a new event has: see scripts/migrate.ts.
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${p.firestore}`;
  await migrate('demo-aforo').catch((err: unknown) =>
    console.error('[aforo] migrate failed; the demo still runs:', err),
  );
  // Vite itself, not `npm run dev`: npm does not pass a signal on to its child.
  track(
    spawn(
      process.execPath,
      [join(dirname(webRequire.resolve('vite/package.json')), 'bin', 'vite.js')],
      {
        cwd: 'web',
        stdio: 'inherit',
      },
    ),
    'web dev server',
  );
  // After the emulators' own table, so the accounts are the last thing on the screen.
  await waitFor(`http://127.0.0.1:${p.hosting}/`, 60);
  await waitFor(WEB_URL, 60);
  await new Promise((r) => setTimeout(r, 1500));
  const { organizer, staff, porteria, attendee, volunteer } = DEMO.accounts;
  const account = (who: string, { email, password }: { email: string; password: string }) =>
    `   ${who.padEnd(34)}${email} / ${password}`;
  console.log(`
──────────────────────────────────────────────────────────────────────────────
 Aforo is running. Open ${WEB_URL}

 ${WEB_URL.padEnd(28)}the app while you work (reloads on change)
 ${`http://127.0.0.1:${p.hosting}`.padEnd(28)}the built app: use it for the door offline
 ${''.padEnd(28)}(only the build keeps loading without network)
 Demo event:  ${WEB_URL}/landing/${DEMO.upcomingEventId}
 Mail inbox:  ${standIns.urls.inbox}
 Files:       ${standIns.urls.storage ? `${standIns.urls.storage} (stand-in: no Storage emulator here)` : `Storage emulator, port ${p.storage}`}

 Demo accounts ("Iniciar sesión" in the top bar; e-mail / password):
${account('Organizer: Crear evento, admin', organizer)}
${account('Staff: event admin, door', staff)}
${account('Door only: opens on the check-in', porteria)}
${account('Attendee: Mis tiquetes, landing', attendee)}
${account('On no team: invite it as staff', volunteer)}

 Ctrl-C stops everything. Data changes are not saved to emulator-data/.
──────────────────────────────────────────────────────────────────────────────
`);
}
