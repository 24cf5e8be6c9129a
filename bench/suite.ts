/**
 * Runs inside `firebase emulators:exec` (bench/run.ts): every benchmark in turn, one failing
 * never stopping the others, then writes bench/results.json and prints the table.
 * AFORO_BENCH_ONLY=bundle,import runs a subset.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleBench } from './bundle';
import { ROOT } from './config';
import { importBench } from './import';
import { listBench } from './list';
import { progress, type Figure } from './lib';
import { rushBench } from './rush';

// The import runs first, on an idle emulator: every attendee write queues a counter trigger,
// and the functions emulator works through the queue long after the writes (the rush leaves
// thousands). The rush goes last, with a hard time limit, so its queue slows nothing measured.
const BENCHES: [string, () => Promise<Figure[]>][] = [
  ['bundle', bundleBench],
  ['import', importBench],
  ['list', listBench],
  ['rush', rushBench],
];

const only = process.env.AFORO_BENCH_ONLY?.split(',').filter(Boolean);
const figures: Figure[] = [];
const started = Date.now();
for (const [name, run] of BENCHES) {
  if (only && !only.includes(name)) continue;
  const t0 = Date.now();
  progress(name, 'start');
  try {
    figures.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[bench:${name}] failed:`, error);
    figures.push({
      bench: name,
      name: 'error',
      value: null,
      unit: '',
      goal: '',
      met: false,
      note: message.split('\n')[0]?.slice(0, 200),
    });
  }
  progress(name, `done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const results = {
  ranAt: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  figures,
};
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const fmt = (f: Figure) => (f.value === null ? 'n/a' : `${String(f.value)} ${f.unit}`.trim());
const met = (f: Figure) => (f.met === null ? '' : f.met ? 'yes' : 'NO');
const rows = figures.map((f) => [
  f.bench,
  f.name,
  fmt(f),
  f.goal,
  met(f),
  f.ratio === undefined ? '' : `${f.ratio.toFixed(1)}×`,
  f.note ?? '',
]);
const header = ['bench', 'figure', 'value', 'goal', 'met', 'ratio', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const r of rows) console.log(line(r));
console.log(`\nbench/results.json written (${results.seconds} s of benchmarks)\n`);
// Clients a benchmark gave up on (the rush's unanswered writes) would keep the process alive.
process.exit(figures.some((f) => f.name === 'error') ? 1 : 0);
