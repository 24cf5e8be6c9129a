/**
 * The benchmark orchestrator (`npm run bench`). Builds functions and web (the web build bakes in
 * the emulator ports of AFORO_PORT_OFFSET), seeds the snapshots into bench/.data/ once (a
 * 10,000-attendee one, and one per door size: 50,000 and 200,000), then runs each benchmark group in
 * an `firebase emulators:exec` of its own, started on a fresh `--import` of its snapshot: no
 * group measures another's writes or the trigger backlog they leave. Prints the table with the
 * state each group started from and writes bench/results.json.
 *
 * Knobs: AFORO_BENCH_ONLY=rush,landing runs a subset; AFORO_BENCH_SKIP_BUILD=1 reuses the builds;
 * the scale knobs are in bench/config.ts and bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { runFirebase } from '../scripts/firebase.mjs';
import { ports } from '../scripts/ports.mjs';
import { DOOR_SCALES, ROOT, SEED_ATTENDEES, knob, scaleLabel, seedDir } from './config';
import { table, type Figure } from './lib';

interface Group {
  /** The group's name in AFORO_BENCH_ONLY, its results file and the timings. */
  name: string;
  /** The benchmark it runs (bench/suite.ts), when not the name: the door at each size. */
  bench?: string;
  attendees: number;
  /** How the group's own steps leave the state for the later ones (the table's state column). */
  state: string;
  /** Hard limit of the group's benchmarks; the emulators' start and stop come on top. */
  limitSeconds: number;
}

const main = scaleLabel(SEED_ATTENDEES);
const rushSeconds = knob('AFORO_BENCH_RUSH_SECONDS', 120);
const GROUPS: Group[] = [
  { name: 'bundle', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 180 },
  { name: 'landing', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 300 },
  {
    name: 'import',
    attendees: SEED_ATTENDEES,
    state: `fresh ${main}, idle (new events)`,
    limitSeconds: 2 * knob('AFORO_BENCH_IMPORT_SECONDS', 120) + 180,
  },
  // The wizard in Chromium, then the one-row sample, on the group's own emulators.
  {
    name: 'import-ui',
    attendees: SEED_ATTENDEES,
    state: `fresh ${main}, idle (new events)`,
    limitSeconds: 900,
  },
  { name: 'list', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 360 },
  { name: 'confirm', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 300 },
  {
    name: 'rush',
    attendees: SEED_ATTENDEES,
    state: `fresh ${main}, idle`,
    // The paced phase (its seconds plus 30 s for the last answers) comes before the closed loop.
    limitSeconds: knob('AFORO_BENCH_RUSH_PACED_SECONDS', 30) + 30 + rushSeconds + 300,
  },
  { name: 'scanner', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 240 },
  // Live quiz: 1,000 SDK clients answer one survey question within 10 s (signing 1,000
  // clients in takes minutes on a loaded machine).
  { name: 'surveys', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 600 },
  // Chat: 1,000 SDK clients in the demo event's public chat, 100 of them sending.
  { name: 'chat', attendees: SEED_ATTENDEES, state: `fresh ${main}, idle`, limitSeconds: 900 },
  // Lighthouse mobile on home, landing and organization page, uncompressed
  // (the hosting emulator) and compressed as Hosting serves it (bench/compressed-server.ts).
  {
    name: 'lighthouse',
    attendees: SEED_ATTENDEES,
    state: `fresh ${main}, idle`,
    limitSeconds: 120 * knob('AFORO_BENCH_LIGHTHOUSE_RUNS', 1) * 6 + 60,
  },
  // The door of a large event, once per size (AFORO_BENCH_DOOR_ATTENDEES).
  ...DOOR_SCALES.map((attendees) => ({
    name: `door-${scaleLabel(attendees)}`,
    bench: 'door',
    attendees,
    state: `fresh ${scaleLabel(attendees)}, idle`,
    limitSeconds: knob('AFORO_BENCH_DOOR_SECONDS', 360) + 60,
  })),
];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[bench ${elapsed()}] ${line}`);

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

const only = process.env.AFORO_BENCH_ONLY?.split(',').filter(Boolean);
const named = (g: Group, name: string) => g.name === name || g.bench === name;
const unknown = only?.filter((name) => !GROUPS.some((g) => named(g, name))) ?? [];
if (unknown.length > 0) {
  console.error(`unknown AFORO_BENCH_ONLY group(s): ${unknown.join(', ')}`);
  console.error(`groups: ${GROUPS.map((g) => g.name).join(', ')}`);
  process.exit(2);
}
const groups = GROUPS.filter((g) => !only || only.some((name) => named(g, name)));

if (process.env.AFORO_BENCH_SKIP_BUILD !== '1') {
  await step('building functions', 'npm', ['run', 'build', '-w', 'functions']);
  await step('building web', 'npm', ['run', 'build', '-w', 'web']);
}
for (const attendees of new Set(groups.map((g) => g.attendees))) {
  const dir = seedDir(attendees);
  if (existsSync(join(ROOT, dir, 'firebase-export-metadata.json'))) {
    log(`reusing the seed snapshot in ${dir}`);
    continue;
  }
  await step(`seeding ${attendees} attendees into ${dir}`, 'npx', [
    'tsx',
    'scripts/seed.ts',
    '--attendees',
    String(attendees),
    '--out',
    dir,
  ]);
}

/**
 * Whether the port can be bound now: a previous group's emulators may still be shutting down,
 * and on a busy machine an outgoing connection can hold an emulator port as its local port
 * (these ports are inside Linux's ephemeral range).
 */
function bindable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** Waits (up to a minute) until the emulators' ports are free for the next group. */
async function portsFree(): Promise<void> {
  const p = ports();
  const wanted = [p.hub, p.auth, p.firestore, p.firestoreWebsocket, p.functions, p.hosting];
  for (let i = 0; i < 60; i += 1) {
    const free = await Promise.all(wanted.map(bindable));
    if (free.every(Boolean)) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  log('the emulator ports are still taken after 60 s; starting anyway');
}

function runGroup(group: Group, out: string): Promise<number> {
  const child = runFirebase(
    [
      'emulators:exec',
      '--only',
      // An experiment may leave some out (AFORO_BENCH_EMULATORS=auth,firestore: no triggers).
      process.env.AFORO_BENCH_EMULATORS ?? 'auth,firestore,functions,hosting',
      '--project',
      'demo-aforo',
      '--import',
      seedDir(group.attendees),
      'npx tsx bench/suite.ts',
    ],
    {
      env: {
        AFORO_BENCH_GROUP: group.bench ?? group.name,
        AFORO_BENCH_GROUP_ATTENDEES: String(group.attendees),
        AFORO_BENCH_OUT: out,
        AFORO_BENCH_LIMIT_SECONDS: String(group.limitSeconds),
        // The Functions emulator gives the code 10 s to load by default; on a busy machine it
        // took longer, and every function of the group was missing.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
      },
    },
  );
  // The suite stops itself at its limit; this is the backstop for emulators that hang (their
  // start, or their shutdown after the suite exits).
  const backstop = setTimeout(
    () => {
      log(`${group.name}: still running ${group.limitSeconds + 180} s after its start; stopping`);
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
    },
    (group.limitSeconds + 180) * 1000,
  );
  return exitCode(child).finally(() => clearTimeout(backstop));
}

const outDir = join(ROOT, 'bench', '.data', 'results');
mkdirSync(outDir, { recursive: true });
const figures: Figure[] = [];
const groupSeconds: Record<string, number> = {};
for (const group of groups) {
  const out = join(outDir, `${group.name}.json`);
  rmSync(out, { force: true });
  const t0 = Date.now();
  log(`${group.name}: starting the emulators on a fresh import of ${seedDir(group.attendees)}`);
  await portsFree();
  let code = await runGroup(group, out);
  // The emulators did not start (a port taken a moment, a slow start): up to twice more.
  for (let retry = 1; retry <= 2 && !existsSync(out); retry += 1) {
    log(`${group.name}: no figures (exit ${code}); starting its emulators again (${retry}/2)`);
    await new Promise((done) => setTimeout(done, 5000));
    await portsFree();
    code = await runGroup(group, out);
  }
  groupSeconds[group.name] = Math.round((Date.now() - t0) / 1000);
  let groupFigures: Figure[];
  try {
    groupFigures = (JSON.parse(readFileSync(out, 'utf8')) as { figures: Figure[] }).figures;
  } catch {
    groupFigures = [
      {
        bench: group.name,
        name: 'error',
        value: null,
        unit: '',
        goal: '',
        met: false,
        note: `no figures (emulators:exec exit ${code}); see the log above`,
      },
    ];
  }
  figures.push(...groupFigures.map((f) => ({ ...f, state: group.state })));
  log(`${group.name}: done in ${groupSeconds[group.name]} s with the emulators' start and stop`);
}

const wallSeconds = Math.round((Date.now() - started) / 1000);
const results = {
  ranAt: new Date().toISOString(),
  wallSeconds,
  groupSeconds,
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  figures,
};
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${table(figures)}\n`);
console.log(
  `state: "fresh ${main}, idle" = the group's own emulators, started on a fresh import of the ` +
    `${SEED_ATTENDEES}-attendee snapshot, with nothing else running in them.`,
);
console.log(
  `groups (s, with the emulators' start and stop): ${Object.entries(groupSeconds)
    .map(([name, s]) => `${name} ${s}`)
    .join(', ')}`,
);
console.log(
  `bench/results.json written; total wall time ${wallSeconds} s (${(wallSeconds / 60).toFixed(1)} min)\n`,
);
process.exit(figures.some((f) => f.name === 'error') ? 1 : 0);
