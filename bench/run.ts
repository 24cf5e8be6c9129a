/**
 * The benchmark orchestrator: builds functions and web (the web build bakes in the emulator
 * ports of AFORO_PORT_OFFSET), seeds a 10,000-attendee snapshot into bench/.data/ once, then
 * starts the emulators once and runs bench/suite.ts inside them.
 * AFORO_BENCH_SKIP_BUILD=1 reuses the current builds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runFirebase } from '../scripts/firebase.mjs';
import { ROOT, SEED_ATTENDEES, SEED_DIR } from './config';

const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}`);

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

async function step(name: string, command: string, args: string[]) {
  log(name);
  const code = await exitCode(
    spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env }),
  );
  if (code !== 0) {
    log(`${name} failed (exit ${code})`);
    process.exit(code);
  }
}

if (process.env.AFORO_BENCH_SKIP_BUILD !== '1') {
  await step('building functions', 'npm', ['run', 'build', '-w', 'functions']);
  await step('building web', 'npm', ['run', 'build', '-w', 'web']);
}
if (!existsSync(join(ROOT, SEED_DIR, 'firebase-export-metadata.json'))) {
  await step(`seeding ${SEED_ATTENDEES} attendees into ${SEED_DIR}`, 'npx', [
    'tsx',
    'scripts/seed.ts',
    '--attendees',
    String(SEED_ATTENDEES),
    '--out',
    SEED_DIR,
  ]);
} else {
  log(`reusing the seed snapshot in ${SEED_DIR}`);
}

log('starting the emulators (auth, firestore, functions, hosting)');
const code = await exitCode(
  runFirebase([
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    '--project',
    'demo-aforo',
    '--import',
    SEED_DIR,
    'npx tsx bench/suite.ts',
  ]),
);
log(`done (exit ${code})`);
process.exit(code);
