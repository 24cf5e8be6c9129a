#!/usr/bin/env node
// `npm test`: every layer, in order, each run even when one before it failed; exits non-zero if
// any failed and ends with one line `N passed, N failed` summing every layer. Checks that are
// not test runners (typecheck, lint, build, emulator start) count as one test each.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { coverageLine, testSourceLine } from './test-source.mjs';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const results = [];

function run(cmd, args, env = {}) {
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(cmd, args);
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

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

console.log('\n=== unit (vitest) ===');
{
  // With line coverage (v8): a figure for the summary, not a gate (vitest.config.ts).
  const { ok, seconds } = run('npx', [
    'vitest',
    'run',
    '--coverage.enabled',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${OUT}/unit.json`,
  ]);
  results.push(vitestCounts('unit (vitest)', `${OUT}/unit.json`, seconds, ok));
}

const built = check('build (functions, web)', 'npm', ['run', '--silent', 'build']);
// The functions as `firebase deploy` installs them: alone, from their own package.json.
if (built) check('functions deploy package', 'node', ['scripts/check-functions-package.mjs']);

/**
 * The emulators log a line for every function call and every hosting request: thousands in a
 * run. They are dropped from the console (firebase-debug.log keeps them); the rest passes.
 */
const NOISE =
  /functions: (Beginning|Finished) execution|hosting: 127\.0\.0\.1 - - |\[hosting\] Rewriting /;

function runFiltered(cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!NOISE.test(line)) out.write(`${line}\n`);
      });
    }
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

console.log('\n=== emulator suites (rules, functions, e2e) ===');
if (built) {
  const { ok, seconds } = await runFiltered('npm', ['run', '--silent', 'test:emulators']);
  const emu = vitestCounts(
    'emulators (vitest: rules, functions)',
    `${OUT}/emulators.json`,
    seconds,
    true,
  );
  const e2e = playwrightCounts(`${OUT}/e2e.json`, seconds);
  results.push(emu, e2e);
  const counted = emu.failed + e2e.failed;
  // emulators:exec itself failing (start-up, preflight) with no failing test still fails the run.
  if (!ok && counted === 0) {
    results.push({ name: 'emulators:exec', passed: 0, failed: 1, skipped: 0, seconds });
  }
} else {
  results.push({
    name: 'emulator suites',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
    note: 'not run: build failed',
  });
}

// The journeys (e2e/journeys/): the product from a blank database, by clicking, on emulators of
// their own at offset 3000 (scripts/journeys.mjs), started after the main run has closed its.
console.log('\n=== journeys from a blank database (offset 3000) ===');
if (built) {
  rmSync(`${OUT}/journeys.json`, { force: true });
  const { ok, seconds } = await runFiltered('node', ['scripts/journeys.mjs']);
  const journeys = playwrightCounts(`${OUT}/journeys.json`, seconds, 'journeys (blank database)');
  results.push(journeys);
  // The script failing with no failing journey (busy ports, emulator start-up) still fails.
  if (!ok && journeys.failed === 0) {
    results.push({ name: 'journeys: start-up', passed: 0, failed: 1, skipped: 0, seconds });
  }
} else {
  results.push({
    name: 'journeys (blank database)',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
    note: 'not run: build failed',
  });
}

// After the emulator suites, with their ports closed: `npm start` at offset 20000 (whatever offset
// this run uses) comes up, answers and closes every port on Ctrl-C. One test; 77 = skipped.
console.log('\n=== npm start smoke (offset 20000) ===');
{
  const started = Date.now();
  const status = spawnSync('node', ['scripts/start-smoke.mjs'], { stdio: 'inherit' }).status;
  const seconds = (Date.now() - started) / 1000;
  results.push({
    name: 'npm start smoke (offset 20000)',
    passed: status === 0 ? 1 : 0,
    failed: status === 0 || status === 77 ? 0 : 1,
    skipped: status === 77 ? 1 : 0,
    seconds,
    ...(status === 77 ? { note: "skipped: offset 20000's ports are in use" } : {}),
  });
}

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
console.log(`test:source (test lines / source lines): ${testSourceLine('.')}`);
console.log(
  `coverage (unit, lines): ${coverageLine(`${OUT}/coverage/coverage-summary.json`, ['web']) ?? 'not measured (no report)'}`,
);
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync(`${OUT}/summary.txt`, `${line}\n`);
console.log(line);
process.exit(total.failed === 0 && existsSync(`${OUT}/summary.txt`) ? 0 : 1);
