/**
 * Runs inside one `firebase emulators:exec` (bench/run.ts starts one per group, each on a fresh
 * import of its snapshot): the benchmark named by AFORO_BENCH_GROUP, within the time limit
 * AFORO_BENCH_LIMIT_SECONDS, writing its figures to AFORO_BENCH_OUT as JSON. A benchmark that
 * fails or runs out of time leaves an `error` figure saying so.
 */
import { writeFileSync } from 'node:fs';
import { bundleBench } from './bundle';
import { chatBench } from './chat';
import { localConfirmation } from './confirm';
import { doorBench } from './door';
import { importBench } from './import';
import { importUiBench } from './import-ui';
import { landingBench } from './landing';
import { lighthouseBench } from './lighthouse';
import { listBench } from './list';
import { progress, within, type Figure } from './lib';
import { rushBench } from './rush';
import { scannerBench } from './scanner';
import { surveysBench } from './surveys';

export const BENCHES: Record<string, () => Promise<Figure[]>> = {
  bundle: bundleBench,
  landing: landingBench,
  import: importBench,
  'import-ui': importUiBench,
  list: listBench,
  // The door UI's own confirmation runs apart from the rush: its browser's listeners (id-range
  // queries over 10,000 attendees, which the emulator answers in full on every change) kept the
  // emulator busy pushing to a channel that had stopped reading long after the page closed,
  // and the rush measured that instead of the door's writes.
  confirm: () => localConfirmation('confirm'),
  rush: rushBench,
  scanner: scannerBench,
  door: doorBench,
  surveys: surveysBench,
  chat: chatBench,
  lighthouse: lighthouseBench,
};

const name = process.env.AFORO_BENCH_GROUP ?? '';
const out = process.env.AFORO_BENCH_OUT ?? '';
const limitSeconds = Number(process.env.AFORO_BENCH_LIMIT_SECONDS ?? 600);
const run = BENCHES[name];
if (!run || !out) {
  console.error('bench/suite.ts runs inside bench/run.ts (AFORO_BENCH_GROUP, AFORO_BENCH_OUT)');
  process.exit(2);
}

const errorFigure = (note: string): Figure => ({
  bench: name,
  name: 'error',
  value: null,
  unit: '',
  goal: '',
  met: false,
  note: note.split('\n')[0]?.slice(0, 200),
});

const t0 = Date.now();
progress(name, 'start');
let figures: Figure[];
try {
  figures = await within(run(), limitSeconds * 1000, [
    errorFigure(`stopped at the group's ${limitSeconds} s limit before it finished`),
  ]);
} catch (error) {
  console.error(`[bench:${name}] failed:`, error);
  figures = [errorFigure(error instanceof Error ? error.message : String(error))];
}
const seconds = Math.round((Date.now() - t0) / 1000);
progress(name, `done in ${seconds} s`);
writeFileSync(out, `${JSON.stringify({ seconds, figures }, null, 2)}\n`);
// Browsers or clients a benchmark gave up on (the rush's unanswered writes) would keep the
// process, and so the emulators, alive.
process.exit(0);
