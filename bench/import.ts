/**
 * Import: 10,000 rows through the batched endpoint against the one-row-per-request endpoint
 * (the spec's way), each into a fresh event, then the batch again (no duplicates allowed). Each
 * batched pass stops sending at AFORO_BENCH_IMPORT_SECONDS and reports the rows it sent.
 */
import { paths } from '@aforo/domain';
import { eventFactory } from '../tests/factories/index';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { AUTH_HOST, FUNCTIONS_BASE } from '../tests/support/emulators';
import { knob } from './config';
import { figure, goals, idToken, pool, progress, type Figure } from './lib';

const ROWS = Math.round(knob('AFORO_BENCH_IMPORT_ROWS', 10_000));
const SINGLE_SAMPLE = Math.round(knob('AFORO_BENCH_IMPORT_SINGLE', 300));
const PASS_SECONDS = knob('AFORO_BENCH_IMPORT_SECONDS', 120);
// 250 rows a request, one at a time: 500 rows with two in flight outran the functions
// emulator's request timeout on this 2-core machine (the emulator reset the connection).
const BATCH = 250;
const SINGLE_IN_FLIGHT = 8;
const BATCH_IN_FLIGHT = 1;

export async function freshEvent(): Promise<string> {
  const { organizer } = DEMO.accounts;
  const event = eventFactory({
    _id: uniqueId('evt-bench-import'),
    organizer_id: DEMO.organizationId,
    author_id: organizer.uid,
  });
  const { _id, ...data } = event;
  await adminDb.doc(paths.event(_id)).set({ ...data, created_at: new Date() });
  await adminDb.doc(paths.staffMember(_id, organizer.uid)).set({
    role: 'admin',
    permission_ids: [],
    email: organizer.email,
    name: organizer.names,
  });
  return _id;
}

function rows(tag: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    properties: {
      email: `bench-${tag}-${i}@example.com`,
      names: `Invitado ${tag} ${i}`,
      documento: String(1_000_000 + i),
    },
  }));
}

/** A one-row request unanswered this long counts as failed (a worker that never started). */
const ROW_TIMEOUT_MS = 60_000;
const WARM_TIMEOUT_MS = 60_000;

export async function post(
  path: string,
  token: string,
  body: unknown,
  timeoutMs?: number,
): Promise<unknown> {
  const response = await fetch(
    `${FUNCTIONS_BASE}/api/api/eventUsers/createUserAndAddtoEvent/${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

interface BatchAnswer {
  results: { status: string }[];
}

async function runBatched(eventId: string, token: string, data: ReturnType<typeof rows>) {
  const chunks: (typeof data)[] = [];
  for (let i = 0; i < data.length; i += BATCH) chunks.push(data.slice(i, i + BATCH));
  let failed = 0;
  let done = 0;
  let retried = 0;
  const start = performance.now();
  const deadline = start + PASS_SECONDS * 1000;
  await pool(chunks, BATCH_IN_FLIGHT, async (chunk) => {
    if (performance.now() > deadline) return;
    let answer: BatchAnswer;
    try {
      answer = (await post(`${eventId}/batch`, token, { rows: chunk })) as BatchAnswer;
    } catch {
      // The import is idempotent (rows are keyed by e-mail), so a dropped request is sent again,
      // as an organizer would; the retry is counted in the note.
      retried += 1;
      answer = (await post(`${eventId}/batch`, token, { rows: chunk })) as BatchAnswer;
    }
    failed += answer.results.filter((r) => r.status === 'FAILED').length;
    done += chunk.length;
    if (done % 2000 === 0) progress('import', `batched: ${done}/${data.length}`);
  });
  return { seconds: (performance.now() - start) / 1000, failed, retried, sent: done };
}

const countOf = async (eventId: string) =>
  (await adminDb.collection(paths.attendees(eventId)).count().get()).data().count;

/**
 * The spec's way: one request per row, SINGLE_IN_FLIGHT at a time, into a fresh event; rows per
 * second of the rows saved, on warm workers. Shared with bench/import-ui.ts, whose ratio is
 * taken in its own run.
 */
/**
 * Untimed: the function's code loaded and the Firestore emulator's import path exercised (a
 * JVM measures slow on its first thousand writes) before either way is measured, so neither the
 * batched pass nor the one-row sample, whichever runs first, pays the warm-up (an idle run gave
 * 16× here and 29× in import-ui, each group's first heavy pass being the cold one).
 */
export async function warmUp(token: string) {
  const warm = await freshEvent();
  for (let i = 0; i < 4; i += 1) {
    await post(`${warm}/batch`, token, { rows: rows(`warm-${i}`, BATCH) });
  }
}

export async function oneRowImport(
  token: string,
  sample: number,
): Promise<{ rate: number; failed: number; inFlight: number }> {
  const singleEvent = await freshEvent();
  // The functions emulator starts a worker per concurrent request, and several starting at once
  // on a loaded machine fail to load and never answer: the slots are warmed one more at a time
  // (k requests at once for k = 1..SINGLE_IN_FLIGHT, so one new worker starts each step), untimed,
  // so the sample measures warm workers and not their start.
  // Into an event of its own: the warm-up rows' document numbers would be taken in the sample's.
  const warmEvent = await freshEvent();
  for (let k = 1; k <= SINGLE_IN_FLIGHT; k += 1) {
    await Promise.allSettled(
      rows(`single-warm-${k}`, k).map((row) => post(warmEvent, token, row, WARM_TIMEOUT_MS)),
    );
  }
  progress('import', `one row per request: ${sample} rows, ${SINGLE_IN_FLIGHT} in flight`);
  let failed = 0;
  const start = performance.now();
  await pool(rows('single', sample), SINGLE_IN_FLIGHT, async (row, i) => {
    try {
      await post(singleEvent, token, row, ROW_TIMEOUT_MS);
    } catch {
      failed += 1;
    }
    if ((i + 1) % 250 === 0) progress('import', `one row: ${i + 1}/${sample}`);
  });
  const rate = (sample - failed) / ((performance.now() - start) / 1000);
  return { rate, failed, inFlight: SINGLE_IN_FLIGHT };
}

export async function importBench(): Promise<Figure[]> {
  const bench = 'import';
  const token = await idToken(
    AUTH_HOST ?? '',
    DEMO.accounts.organizer.email,
    DEMO.accounts.organizer.password,
  );
  await warmUp(token);

  const batchEvent = await freshEvent();
  const batchRows = rows('batch', ROWS);
  progress(bench, `batched: ${ROWS} rows, ${BATCH} per request, ${BATCH_IN_FLIGHT} in flight`);
  const batched = await runBatched(batchEvent, token, batchRows);
  const batchRate = (batched.sent - batched.failed) / batched.seconds;
  // The re-run sends what the first pass sent: those rows must not be imported twice.
  const sentRows = batchRows.slice(0, batched.sent);

  const sample = Math.min(SINGLE_SAMPLE, ROWS);
  const single = await oneRowImport(token, sample);
  const singleRate = single.rate;
  const singleFailed = single.failed;

  progress(bench, 're-running the batch');
  const before = await countOf(batchEvent);
  const rerun = await runBatched(batchEvent, token, sentRows);
  const after = await countOf(batchEvent);
  const ratio = batchRate / singleRate;
  return [
    figure(bench, 'batched import', batchRate, 'rows/s', null, {
      note: `${batched.sent} rows in ${batched.seconds.toFixed(1)} s${
        batched.sent < ROWS ? ` (of ${ROWS}: stopped at the ${PASS_SECONDS} s limit)` : ''
      }, ${BATCH} per request, ${batched.failed} failed, ${batched.retried} requests retried`,
    }),
    figure(bench, 'one-row import (spec)', singleRate, 'rows/s', null, {
      note: `${sample}-row sample (${singleFailed} failed), ${SINGLE_IN_FLIGHT} in flight on warm workers`,
    }),
    figure(bench, 'batched vs one-row', ratio, '×', goals.atLeast(20, '≥ 20×'), { ratio }),
    figure(
      bench,
      'duplicates after re-running the batch',
      after - before,
      'records',
      goals.zero(),
      {
        note: `${before} records before the re-run, ${after} after; re-run of ${rerun.sent} rows ${rerun.seconds.toFixed(1)} s${
          rerun.sent < sentRows.length ? ` (stopped at the ${PASS_SECONDS} s limit)` : ''
        }, ${rerun.failed} failed`,
      },
    ),
  ];
}
