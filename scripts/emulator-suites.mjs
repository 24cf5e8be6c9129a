#!/usr/bin/env node
// Runs inside `firebase emulators:exec` (npm run test:emulators): a fail-fast check that every
// emulator answers, then the Vitest emulator suites (rules, functions integration, web hooks),
// then the Playwright browser tests. Every suite runs even if one before it failed. With an
// argument, `vitest` or `e2e`, only that suite runs: `npm test` gives each its own emulators
// (scripts/test.mjs), so the two run side by side on fresh data.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { ports } from './ports.mjs';

const p = ports();

const endpoints = {
  auth: `http://127.0.0.1:${p.auth}/`,
  firestore: `http://127.0.0.1:${p.firestore}/`,
  functions: `http://127.0.0.1:${p.functions}/demo-aforo/us-central1/api/api/events?pageSize=1`,
  hosting: `http://127.0.0.1:${p.hosting}/`,
};

const down = [];
for (const [name, url] of Object.entries(endpoints)) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (name === 'functions' && res.status >= 500) down.push(`${name} answered ${res.status}`);
  } catch (err) {
    down.push(`${name} (${url}): ${err instanceof Error ? err.message : String(err)}`);
  }
}
if (down.length) {
  console.error(
    `[aforo] Emulators not reachable, stopping before the suites:\n  ${down.join('\n  ')}`,
  );
  process.exit(3);
}
console.log('[aforo] auth, firestore, functions and hosting emulators answer.');

mkdirSync('.test-output', { recursive: true });
if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
  console.log(
    '[aforo] storage rules tests will be skipped: the Storage emulator is not running here ' +
      '(its rules runtime cannot be downloaded on this machine). The suites upload to the ' +
      'Storage stand-in their global setup starts on its port (README, "Files").',
  );
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
const only = process.argv[2];
if (only !== undefined && only !== 'vitest' && only !== 'e2e') {
  console.error(`[aforo] emulator-suites: unknown suite "${only}" (vitest or e2e)`);
  process.exit(2);
}

function vitestSuites() {
  const status = run('npx', [
    'vitest',
    'run',
    '--config',
    'vitest.emulators.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.test-output/emulators.json',
  ]);
  // Reports which rule expressions no test evaluated; it informs, it does not fail the run.
  run('node', ['scripts/rules-coverage.mjs']);
  return status;
}

const vitest = only === 'e2e' ? 0 : vitestSuites();
const e2e = only === 'vitest' ? 0 : run('npx', ['playwright', 'test']);
process.exit(vitest === 0 && e2e === 0 ? 0 : 1);
