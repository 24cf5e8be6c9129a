#!/usr/bin/env node
// Rule coverage of the Firestore rules suites (tests/rules): after they run, asks the Firestore
// emulator which rule expressions the tests evaluated, prints a summary and lists every
// expression no test reached. It reports; it never fails the run (always exit 0).
//
//   node scripts/rules-coverage.mjs   report on project demo-aforo-rules
//
// The emulator keeps counters per project from the moment its rules were loaded; the suites'
// global setup (tests/support/emulators-up.ts) loads firestore.rules once at the start of a
// run and no test file loads them again, so the counters add up over every file of the run.
import { readFileSync } from 'node:fs';
import { ports } from './ports.mjs';

const PROJECT_ID = 'demo-aforo-rules';
const RULES_FILE = 'firestore.rules';
const HOST = process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${ports().firestore}`;
const BASE = `http://${HOST}/emulator/v1/projects/${PROJECT_ID}`;
const TAG = '[rules-coverage]';

async function request(url) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(
      `${TAG} Firestore emulator unreachable at ${HOST} (${reason}): no coverage report.`,
    );
    return null;
  }
}

/** Each expression once: the emulator lists nested expressions as children. */
function walk(nodes, visit, parentEvaluated = true) {
  for (const node of nodes ?? []) {
    const evaluated = Array.isArray(node.values) && node.values.length > 0;
    visit(node, evaluated, parentEvaluated);
    walk(node.children, visit, evaluated);
  }
}

function lineOf(content, offset) {
  const start = content.lastIndexOf('\n', offset - 1) + 1;
  const end = content.indexOf('\n', offset);
  return content.slice(start, end === -1 ? undefined : end);
}

function snippet(content, position) {
  const text = content
    .slice(position.currentOffset, position.endOffset + 1)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

async function report() {
  const response = await request(`${BASE}:ruleCoverage`);
  if (!response) return;
  if (!response.ok) {
    console.log(`${TAG} the emulator answered ${response.status}: no coverage report.`);
    return;
  }
  const body = await response.json();
  const content = body.rules?.files?.[0]?.content ?? '';
  let local = null;
  try {
    local = readFileSync(RULES_FILE, 'utf8');
  } catch {
    // No local file: report on what the emulator holds.
  }

  let total = 0;
  let evaluatedCount = 0;
  const missed = [];
  walk(body.report, (node, evaluated, parentEvaluated) => {
    total += 1;
    if (evaluated) evaluatedCount += 1;
    // List the outermost expressions that never ran; their parts are implied.
    else if (parentEvaluated) missed.push(node.sourcePosition);
  });

  console.log(`${TAG} project ${PROJECT_ID} on ${HOST}`);
  if (local !== null && content !== local) {
    console.log(
      `${TAG} note: the emulator holds rules that differ from ${RULES_FILE}; run the rules suites ` +
        'first. Positions below refer to the loaded text.',
    );
  }
  if (total === 0) {
    console.log(`${TAG} the emulator has no rule expressions for this project: run the suites.`);
    return;
  }
  const percent = ((evaluatedCount * 100) / total).toFixed(1);
  console.log(`${TAG} expressions evaluated: ${evaluatedCount} / ${total} (${percent}%)`);
  if (evaluatedCount === 0) {
    console.log(`${TAG} no test has run against these rules since they were loaded.`);
  }
  if (missed.length === 0) {
    console.log(`${TAG} every rule expression was evaluated by some test.`);
    return;
  }
  console.log(`${TAG} ${missed.length} expression(s) no test evaluated:`);
  missed.sort((a, b) => a.currentOffset - b.currentOffset);
  for (const position of missed) {
    console.log(
      `  ${RULES_FILE}:${position.line}:${position.column}  ${snippet(content, position)}`,
    );
    console.log(`      in: ${lineOf(content, position.currentOffset).trim()}`);
  }
}

try {
  await report();
} catch (error) {
  console.log(
    `${TAG} could not build the report: ${error instanceof Error ? error.message : error}`,
  );
}
process.exit(0);
