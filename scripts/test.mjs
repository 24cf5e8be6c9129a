#!/usr/bin/env node
// `npm test`: every layer, each run even when one before it failed; exits non-zero if any failed
// and ends with one line `N passed, N failed` summing every layer. Checks that are not test
// runners (typecheck, lint, build, emulator start) count as one test each. Two lanes: the
// browser tests and then the journeys, each on emulators of their own, and beside them everything
// else in turn (typecheck, lint, unit, the Vitest emulator suites on other emulators, the smoke).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { portOffset } from './ports.mjs';
import { coverageLine, testSourceLine } from './test-source.mjs';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const results = [];
const startedAt = Date.now();

/**
 * Runs a command to its end without blocking the event loop (the e2e lane streams beside it).
 * With a prefix, each output line is printed with it; lines matching NOISE are dropped.
 */
function run(cmd, args, { env = {}, prefix = '', quiet = null } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!quiet?.test(line)) out.write(`${prefix}${line}\n`);
      });
    }
    child.on('close', (code) =>
      resolve({ ok: code === 0, code, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = await run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

/** A test-runner layer: counts come from its JSON report; no report means it failed to run. */
function vitestCounts(name, file, seconds, ok) {
  const report = readJson(file);
  if (!report) return { name, passed: 0, failed: 1, skipped: 0, seconds, note: 'no report' };
  // A file whose set-up threw (beforeAll) fails with no failed test, its tests merely skipped:
  // it counts as one failure, or the layer would read "ok" over a suite that never ran.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      (file.assertionResults ?? []).every((test) => test.status !== 'failed'),
  ).length;
  const failed =
    report.numFailedTests + brokenFiles + (ok || report.numFailedTests + brokenFiles > 0 ? 0 : 1);
  return {
    name,
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    seconds,
    ...(brokenFiles ? { note: `${brokenFiles} file(s) failed before their tests` } : {}),
  };
}

function notRun(name) {
  return { name, passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'not run: build failed' };
}

function playwrightCounts(file, seconds, name = 'e2e (playwright)') {
  const report = readJson(file);
  if (!report)
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: 'no report',
    };
  const s = report.stats;
  return {
    name,
    passed: s.expected + s.flaky,
    failed: s.unexpected,
    skipped: s.skipped,
    seconds,
    // Passed only on a retry: counted as passed, but said, never hidden.
    ...(s.flaky ? { note: `${s.flaky} flaky: passed on a retry` } : {}),
  };
}

/**
 * The emulators log a line for every function call and every hosting request: thousands in a
 * run. They are dropped from the console (firebase-debug.log keeps them); the rest passes.
 */
const NOISE =
  /functions: (Beginning execution|Finished execution|Finished "[^"]+" in )|hosting: 127\.0\.0\.1 - - |\[hosting\] Rewriting /;

// Where each emulator run listens. The browser tests at the caller's offset (0 unless
// AFORO_PORT_OFFSET says otherwise, the web build's ports); the Vitest emulator suites at an
// offset of their own, so the two run side by side, each on a fresh import of emulator-data.
// 4000's ports (8400-13499) miss 0's, the journeys' 3000 and the smoke's 20000, and no browser
// refuses them (scripts/ports.mjs).
const OFFSET = portOffset();
const VITEST_OFFSET = Number(process.env.AFORO_VITEST_OFFSET ?? (OFFSET === 4000 ? 4500 : 4000));
const EMULATORS = 'auth,firestore,functions,hosting,storage';
const emulatorsExec = (suite) => [
  'scripts/firebase.mjs',
  'emulators:exec',
  '--only',
  EMULATORS,
  '--project',
  'demo-aforo',
  '--import',
  'emulator-data',
  `node scripts/emulator-suites.mjs ${suite}`,
];

// Built first: both lanes serve it, and a failed build stops them before they start.
const built = await check('build (functions, web)', 'npm', ['run', '--silent', 'build']);
// The functions as `firebase deploy` installs them: alone, from their own package.json.
if (built) await check('functions deploy package', 'node', ['scripts/check-functions-package.mjs']);

/**
 * Lane 1, the browser: the Playwright tests on their own emulators, then the journeys from a
 * blank database on theirs (offset 3000, scripts/journeys.mjs), each line printed with "[e2e] "
 * or "[journeys] " in front, while lane 2 runs the rest. On two cores the lanes overlap well: the
 * browser tests spend much of their time waiting on the app and the emulators, and each lane
 * takes about as long as the other.
 */
async function browserLane() {
  if (!built) {
    results.push(notRun('e2e (playwright)'), notRun('journeys (blank database)'));
    return;
  }
  {
    const { ok, seconds } = await run('node', emulatorsExec('e2e'), {
      prefix: '[e2e] ',
      quiet: NOISE,
    });
    const e2e = playwrightCounts(`${OUT}/e2e.json`, seconds);
    results.push(e2e);
    if (!ok && e2e.failed === 0) {
      results.push({ name: 'emulators:exec (e2e)', passed: 0, failed: 1, skipped: 0, seconds });
    }
  }
  {
    rmSync(`${OUT}/journeys.json`, { force: true });
    const { ok, seconds } = await run('node', ['scripts/journeys.mjs'], {
      prefix: '[journeys] ',
      quiet: NOISE,
    });
    const journeys = playwrightCounts(`${OUT}/journeys.json`, seconds, 'journeys (blank database)');
    results.push(journeys);
    // The script failing with no failing journey (busy ports, emulator start-up) still fails.
    if (!ok && journeys.failed === 0) {
      results.push({ name: 'journeys: start-up', passed: 0, failed: 1, skipped: 0, seconds });
    }
  }
}

console.log(
  `\n=== lane 1: e2e (playwright) at offset ${OFFSET}, then the journeys from a blank database at offset 3000: lines "[e2e] …", "[journeys] …" ===`,
);
const browser = browserLane();

// Lane 2, one after another.
async function otherLane() {
  await check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await check('lint', 'npm', ['run', '--silent', 'lint']);

  console.log('\n=== unit (vitest) ===');
  {
    // With line coverage (v8): a figure for the summary, not a gate (vitest.config.ts).
    const { ok, seconds } = await run('npx', [
      'vitest',
      'run',
      '--coverage.enabled',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/unit.json`,
    ]);
    results.push(vitestCounts('unit (vitest)', `${OUT}/unit.json`, seconds, ok));
  }

  console.log(`\n=== emulator suites (rules, functions, web hooks), offset ${VITEST_OFFSET} ===`);
  if (built) {
    const env = { AFORO_PORT_OFFSET: String(VITEST_OFFSET) };
    // The hosting emulator at this offset serves the build made for its ports (a few seconds).
    const web = await run('npm', ['run', '--silent', 'build', '-w', 'web'], { env });
    const { ok, seconds } = web.ok
      ? await run('node', emulatorsExec('vitest'), { env, quiet: NOISE })
      : { ok: false, seconds: web.seconds };
    const emu = vitestCounts(
      'emulators (vitest: rules, functions)',
      `${OUT}/emulators.json`,
      seconds,
      true,
    );
    results.push(emu);
    // emulators:exec itself failing (start-up, preflight, an unhandled error in a suite) with no
    // failing test still fails the run.
    if (!ok && emu.failed === 0) {
      results.push({ name: 'emulators:exec (vitest)', passed: 0, failed: 1, skipped: 0, seconds });
    }
  } else {
    results.push(notRun('emulators (vitest: rules, functions)'));
  }
}

const others = otherLane();

// The smoke waits for the first lane to end, so it runs in that lane's slack rather than after
// the longer one.
await Promise.race([browser, others]);
// `npm start` at offset 20000 (whatever offset this run uses) comes up, answers and closes
// every port on Ctrl-C. One test; 77 = skipped.
console.log('\n=== npm start smoke (offset 20000) ===');
{
  const { code, seconds } = await run('node', ['scripts/start-smoke.mjs']);
  results.push({
    name: 'npm start smoke (offset 20000)',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 || code === 77 ? 0 : 1,
    skipped: code === 77 ? 1 : 0,
    seconds,
    ...(code === 77 ? { note: "skipped: offset 20000's ports are in use" } : {}),
  });
}

console.log('\n=== waiting for both lanes ===');
await Promise.all([browser, others]);

const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(40)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(1)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
console.log(`wall time: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
console.log(`test:source (test lines / source lines): ${testSourceLine('.')}`);
console.log(
  `coverage (unit, lines): ${coverageLine(`${OUT}/coverage/coverage-summary.json`, ['web']) ?? 'not measured (no report)'}`,
);
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync(`${OUT}/summary.txt`, `${line}\n`);
console.log(line);
process.exit(total.failed === 0 && existsSync(`${OUT}/summary.txt`) ? 0 : 1);
