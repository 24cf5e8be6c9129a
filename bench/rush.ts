/**
 * Check-in rush, on its own emulators (a fresh import of the seed): 50 staff clients of the Firebase
 * JS SDK (in this Node process) check in 5,000 attendees of the 10,000-attendee event, about 5% of
 * them a second time from another client that has not seen the first check-in; one more client
 * listens for the changes. Two phases: paced (each client a door scanning at a stated rate: the
 * latency goals) and closed loop (as fast as acks come: the saturation throughput). Goals are
 * figures, never assertions.
 */
import { eventCheckIn, paths } from '@aforo/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { adminAuth, adminDb } from '../tests/support/admin';
import { AUTH_HOST, FIRESTORE_HOST } from '../tests/support/emulators';
import { checkInAttendee } from '../web/src/features/checkin/api/check-in';
import { FERIA } from './browser';
import { knob } from './config';
import { countCheckedIn, readCounters } from './counters';
import { figure, goals, percentile, progress, sleep, type Figure } from './lib';

const CLIENTS = Math.max(2, Math.round(knob('AFORO_BENCH_CLIENTS', 50)));
const CHECKINS = Math.round(knob('AFORO_BENCH_CHECKINS', 5_000));
const DOUBLE_RATIO = 0.05;
/** Attendees whose check-in the extra client watches. */
const LISTENED = 200;
/**
 * The paced phase: each client is a door device scanning one person every PACE_MS (1 s: 50
 * devices make 50 check-ins/s, above any real venue, where a device scans one person every 2–3 s)
 * for PACED_SECONDS; its p95 is the door's latency at a stated rate. The closed loop after it
 * measures the emulator's saturation throughput.
 */
const PACE_MS = knob('AFORO_BENCH_RUSH_PACE_SECONDS', 1) * 1000;
const PACED_SECONDS = knob('AFORO_BENCH_RUSH_PACED_SECONDS', 30);
// A rush that cannot finish on this machine still reports what it did in the time it had.
const WRITE_SECONDS = knob('AFORO_BENCH_RUSH_SECONDS', 120);
/** How long after the last write the counter is watched for catching up with count(). */
const COUNTER_WAIT_SECONDS = 30;
const COUNTER_GOAL_SECONDS = 2;
const bench = 'rush';

export async function client(
  name: string,
  uid: string,
): Promise<{ app: FirebaseApp; db: Firestore }> {
  const app = initializeApp(
    { projectId: 'demo-aforo', apiKey: 'demo-api-key', authDomain: 'demo-aforo.firebaseapp.com' },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithCustomToken(auth, await adminAuth.createCustomToken(uid));
  const db = getFirestore(app);
  const [host, port] = (FIRESTORE_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  return { app, db };
}

interface Attempt {
  id: string;
  second: boolean;
}

/**
 * The attendees of one phase spread over the clients; ~5% of them also go to a later slot of
 * another client that has not seen the first check-in (a repeat).
 */
function spread(targets: readonly string[]): { queues: Attempt[][]; doubles: number } {
  const queues: Attempt[][] = Array.from({ length: CLIENTS }, () => []);
  targets.forEach((id, i) => queues[i % CLIENTS]?.push({ id, second: false }));
  const doubles = Math.round(targets.length * DOUBLE_RATIO);
  for (let k = 0; k < doubles; k += 1) {
    const i = Math.floor((k / doubles) * targets.length);
    const target = targets[i] as string;
    const other = queues[(i + 1 + (k % (CLIENTS - 1))) % CLIENTS] as Attempt[];
    other.splice(Math.min(other.length, Math.floor(i / CLIENTS) + 1), 0, {
      id: target,
      second: true,
    });
  }
  return { queues, doubles };
}

/** What one phase did: its own acks and timings; first acks and start times go to the shared maps. */
interface PhaseResult {
  ackMs: number[];
  /** Attendees whose first write this phase sent (their listener times belong to it). */
  sent: Set<string>;
  firstAcks: number;
  seconds: number;
  refused: number;
  errors: number;
  unanswered: number;
  notAttempted: number;
  doubles: number;
  cut: boolean;
}

interface Shared {
  clients: { db: Firestore }[];
  startedAt: Map<string, number>;
  acked: Map<string, string[]>;
}

/**
 * One phase of the rush. paceMs null: closed loop, each client sends its next check-in as soon as
 * the previous one is acknowledged (the emulator's saturation). A number: paced, each client is a
 * door device scanning one person every paceMs, the clients' scans evenly staggered, each sent
 * at its time whether or not the previous one has been acknowledged (the door never waits for
 * the server: the write is queued locally), so a slow server shows as longer acks, not as a
 * lower rate.
 */
async function phase(
  shared: Shared,
  label: string,
  targets: readonly string[],
  paceMs: number | null,
  limitSeconds: number,
): Promise<PhaseResult> {
  const { queues, doubles } = spread(targets);
  const total = targets.length + doubles;
  const ackMs: number[] = [];
  const sent = new Set<string>();
  let firstAcks = 0;
  let refused = 0;
  let errors = 0;
  let attempts = 0;
  let inFlight = 0;
  // Answers that come after the limit are not counted: those writes are reported unanswered.
  let closed = false;
  progress(bench, `${label}: ${targets.length} check-ins (+${doubles} repeated)`);
  const t0 = performance.now();
  const deadline = t0 + limitSeconds * 1000;
  const ticker = setInterval(() => {
    const elapsed = (performance.now() - t0) / 1000;
    progress(bench, `${label}: ${attempts} writes answered after ${elapsed.toFixed(0)} s`);
  }, 15_000);
  const send = async (db: Firestore, attempt: Attempt) => {
    // The client has not seen anyone check this attendee in: it writes the time, through the
    // door's own check-in write (the same batch, rules and counters as the app).
    const now = new Date();
    const time = eventCheckIn({ checkedin_at: null }, now)?.checkedin_at;
    if (!time) return;
    const start = performance.now();
    if (!shared.startedAt.has(attempt.id)) {
      shared.startedAt.set(attempt.id, start);
      sent.add(attempt.id);
    }
    inFlight += 1;
    try {
      const outcome = checkInAttendee(db, FERIA, { _id: attempt.id, checkedin_at: null }, now);
      if (outcome.kind === 'checked-in') await outcome.written;
      if (closed) return;
      ackMs.push(performance.now() - start);
      const times = shared.acked.get(attempt.id);
      if (times === undefined) firstAcks += 1;
      shared.acked.set(attempt.id, [...(times ?? []), time]);
    } catch (error) {
      if (closed) return;
      if (String(error).includes('permission')) refused += 1;
      else errors += 1;
    }
    inFlight -= 1;
    attempts += 1;
  };
  const writers = Promise.all(
    queues.map(async (queue, c) => {
      const { db } = shared.clients[c] as { db: Firestore };
      const pending: Promise<void>[] = [];
      for (const [k, attempt] of queue.entries()) {
        if (paceMs === null) {
          if (performance.now() > deadline) break;
          await send(db, attempt);
          continue;
        }
        // This device's k-th scan: its own offset in the period, then one every paceMs.
        const at = t0 + (c / CLIENTS) * paceMs + k * paceMs;
        if (at > deadline) break;
        await sleep(Math.max(0, at - performance.now()));
        pending.push(send(db, attempt));
      }
      await Promise.all(pending);
    }),
  );
  // The limit holds for writes already sent too: a write the emulator has not answered by then
  // is left unanswered (the clients are terminated at the end) and reported.
  const timeUp = sleep(Math.max(0, deadline - performance.now())).then(() => 'time' as const);
  const ended = await Promise.race([writers.then(() => 'done' as const), timeUp]);
  closed = true;
  clearInterval(ticker);
  const unanswered = ended === 'time' ? inFlight : 0;
  const seconds = (performance.now() - t0) / 1000;
  progress(bench, `${label}: writes done in ${seconds.toFixed(1)} s`);
  return {
    ackMs,
    sent,
    firstAcks,
    seconds,
    refused,
    errors,
    unanswered,
    notAttempted: total - attempts - unanswered,
    doubles,
    cut: ended === 'time',
  };
}

export async function rushBench(): Promise<Figure[]> {
  const unchecked = await adminDb
    .collection(paths.attendees(FERIA))
    .where('checked_in', '==', false)
    .select()
    .get();
  const ids = unchecked.docs.map((d) => d.id).sort();
  if (ids.length < CHECKINS) throw new Error(`only ${ids.length} attendees left unchecked`);
  const targets = ids.slice(0, CHECKINS);
  const counterBefore = (await readCounters(FERIA)).checkedIn;
  // The paced phase takes the first attendees, the closed loop the rest (at least half).
  const pacedCount = Math.min(
    Math.round((CLIENTS * PACED_SECONDS * 1000) / PACE_MS),
    Math.floor(CHECKINS / 2),
  );
  const pacedTargets = targets.slice(0, pacedCount);
  const loopTargets = targets.slice(pacedCount);
  const rate = (CLIENTS * 1000) / PACE_MS;
  const rateText = `${CLIENTS} devices × 1 scan every ${(PACE_MS / 1000).toFixed(1)} s = ${rate.toFixed(0)} check-ins/s`;

  progress(bench, `signing in ${CLIENTS} staff clients and a listener`);
  const staffIds = Array.from({ length: CLIENTS + 1 }, (_, i) => `bench-staff-${i}`);
  await Promise.all(
    staffIds.map((uid) =>
      adminDb.doc(paths.staffMember(FERIA, uid)).set({
        role: 'staff',
        permission_ids: ['checkin'],
        email: `${uid}@aforo.test`,
        name: uid,
      }),
    ),
  );
  const clients = await Promise.all(staffIds.map((uid, i) => client(`rush-${i}`, uid)));
  const listener = clients[CLIENTS] as { app: FirebaseApp; db: Firestore };

  // The listener: when each sampled attendee first shows as checked in. It watches documents,
  // not a query: the Firestore emulator answers every change to a query's collection by sending
  // the query's whole result again (a RESET; production sends only the change), which at
  // thousands of checked-in attendees would measure the emulator, not the app. Sampled in both
  // phases alike.
  const sample = targets.filter((_, i) => i % Math.max(1, Math.floor(CHECKINS / LISTENED)) === 0);
  const seenAt = new Map<string, number>();
  let initialSnapshots = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((done) => (resolveReady = done));
  const unsubscribes = sample.map((id) => {
    let initial = true;
    return onSnapshot(doc(listener.db, paths.attendee(FERIA, id)), (snap) => {
      if (initial) {
        initial = false;
        initialSnapshots += 1;
        if (initialSnapshots === sample.length) resolveReady();
        return;
      }
      if (snap.get('checked_in') === true && !seenAt.has(id)) seenAt.set(id, performance.now());
    });
  });
  const unsubscribe = () => unsubscribes.forEach((stop) => stop());
  await ready;

  const shared: Shared = { clients, startedAt: new Map(), acked: new Map() };
  // Paced first: the door's latency at a stated rate, on emulators that nothing has loaded yet;
  // then the closed loop for the saturation throughput. The paced phase gets its duration plus
  // 30 s for the last answers.
  const paced = await phase(shared, 'paced', pacedTargets, PACE_MS, PACED_SECONDS + 30);
  // The listener's deliveries of the paced phase, before the closed loop loads the emulator.
  const pacedSeen = sample.filter((id) => paced.sent.has(id) && shared.acked.has(id)).length;
  for (
    let i = 0;
    i < 50 && [...seenAt.keys()].filter((id) => paced.sent.has(id)).length < pacedSeen;
    i += 1
  ) {
    await sleep(100);
  }
  const loop = await phase(shared, 'closed loop', loopTargets, null, WRITE_SECONDS);
  progress(bench, 'watching the counter and the listener');
  const lastWrite = performance.now();
  const counterWatch = watchCounter(lastWrite);
  const seenTarget = sample.filter((id) => shared.acked.has(id)).length;
  for (let i = 0; i < 100 && seenAt.size < seenTarget; i += 1) await sleep(100);
  const counterAfter = await counterWatch;
  // Only check-ins acknowledged within the limit: the others have no ack to compare with.
  const listenMs = (p: PhaseResult) =>
    [...seenAt].flatMap(([id, at]) => {
      const start = shared.startedAt.get(id);
      return start === undefined || !shared.acked.has(id) || !p.sent.has(id) ? [] : [at - start];
    });
  const watched = (p: PhaseResult) =>
    sample.filter((id) => p.sent.has(id) && shared.acked.has(id)).length;

  // The server's view at the end.
  const stored = new Map<string, string | null>();
  for (let i = 0; i < targets.length; i += 300) {
    const refs = targets.slice(i, i + 300).map((id) => adminDb.doc(paths.attendee(FERIA, id)));
    for (const snap of await adminDb.getAll(...refs)) {
      stored.set(
        snap.id,
        snap.get('checked_in') === true ? String(snap.get('checkedin_at')) : null,
      );
    }
  }
  const lost = [...shared.acked.keys()].filter((id) => stored.get(id) == null).length;
  // A double count: a second write that was accepted and changed the recorded time.
  const doubleCounts = [...shared.acked.values()].filter((times) => new Set(times).size > 1).length;

  unsubscribe();
  await Promise.all(
    clients.map(async ({ app, db }) => {
      await terminate(db);
      await deleteApp(app);
    }),
  );
  const unfinished = (p: PhaseResult, limit: number) =>
    p.notAttempted || p.unanswered
      ? `; at the ${limit} s limit ${p.unanswered} writes were unanswered and ${p.notAttempted} not attempted`
      : '';
  const pacedListen = listenMs(paced);
  const loopListen = listenMs(loop);
  const doubles = paced.doubles + loop.doubles;
  const refused = paced.refused + loop.refused;
  const errors = paced.errors + loop.errors;
  const limited = loop.cut ? ` (writes cut at the ${WRITE_SECONDS} s limit)` : '';
  return [
    figure(
      bench,
      `p50 time to server ack, paced ${rate.toFixed(0)}/s`,
      percentile(paced.ackMs, 50),
      'ms',
      null,
      {
        note: `${rateText}, ${paced.firstAcks} check-ins in ${paced.seconds.toFixed(1)} s${unfinished(paced, PACED_SECONDS + 30)}`,
      },
    ),
    figure(
      bench,
      `p95 time to server ack, paced ${rate.toFixed(0)}/s`,
      percentile(paced.ackMs, 95),
      'ms',
      goals.below(500, '< 500 ms'),
      { note: `${rateText} (a real door scans one person every 2–3 s per device)` },
    ),
    figure(
      bench,
      `p95 until another client's listener sees it, paced ${rate.toFixed(0)}/s`,
      percentile(pacedListen, 95),
      'ms',
      goals.below(1000, '< 1 s'),
      {
        note: `${pacedListen.length} of ${watched(paced)} watched attendees seen (one document listener each)`,
      },
    ),
    figure(
      bench,
      'check-ins per second, closed loop (saturation)',
      loop.firstAcks / loop.seconds,
      '/s',
      null,
      {
        note: `${loop.firstAcks} check-ins in ${loop.seconds.toFixed(1)} s by ${CLIENTS} clients, each sending the next when the last is acknowledged${unfinished(loop, WRITE_SECONDS)}`,
      },
    ),
    figure(bench, 'p50 time to server ack, closed loop', percentile(loop.ackMs, 50), 'ms'),
    figure(bench, 'p95 time to server ack, closed loop', percentile(loop.ackMs, 95), 'ms', null, {
      note: "the emulator's queue at saturation, not a door's latency",
    }),
    figure(
      bench,
      "p95 until another client's listener sees it, closed loop",
      percentile(loopListen, 95),
      'ms',
      null,
      { note: `${loopListen.length} of ${watched(loop)} watched attendees seen` },
    ),
    figure(bench, 'lost check-ins', lost, '', goals.zero(), { note: 'both phases' }),
    figure(bench, 'double counts', doubleCounts, '', goals.zero(), {
      note: `both phases; ${doubles} repeats: ${refused} refused by the rules, ${
        doubles - refused
      } accepted unchanged${errors ? `, ${errors} other errors` : ''}`,
    }),
    counterFigure(counterAfter, counterBefore, limited),
  ];
}

interface CounterWatch {
  /** Seconds from the last write until the counter first equalled count(), or null. */
  convergedAfter: number | null;
  /** count() minus the counter at the first reading 2 s or more after the last write. */
  behindAtGoal: number | null;
  counter: number;
  counted: number;
  readings: number;
}

/**
 * Reads the counter and a count() query side by side from the last write on, as fast as the
 * emulator answers, until they agree or COUNTER_WAIT_SECONDS pass.
 */
async function watchCounter(lastWrite: number): Promise<CounterWatch> {
  const watch: CounterWatch = {
    convergedAfter: null,
    behindAtGoal: null,
    counter: 0,
    counted: 0,
    readings: 0,
  };
  for (;;) {
    const [counters, counted] = await Promise.all([readCounters(FERIA), countCheckedIn(FERIA)]);
    // The later of the two readings bounds when both were true.
    const after = (performance.now() - lastWrite) / 1000;
    watch.counter = counters.checkedIn;
    watch.counted = counted;
    watch.readings += 1;
    if (watch.behindAtGoal === null && after >= COUNTER_GOAL_SECONDS) {
      watch.behindAtGoal = counted - counters.checkedIn;
    }
    if (counters.checkedIn === counted) {
      watch.convergedAfter = after;
      watch.behindAtGoal ??= 0;
      return watch;
    }
    if (after >= COUNTER_WAIT_SECONDS) return watch;
    await sleep(100);
  }
}

function counterFigure(watch: CounterWatch, before: number, limited: string): Figure {
  const state = `counter ${watch.counter} (was ${before}), count() ${watch.counted}`;
  if (watch.convergedAfter === null) {
    return {
      bench,
      name: 'counter = count(), after the last write',
      value: null,
      unit: 's',
      goal: `≤ ${COUNTER_GOAL_SECONDS} s`,
      met: false,
      note: `not equal in ${COUNTER_WAIT_SECONDS} s: ${String(watch.behindAtGoal)} behind at ${COUNTER_GOAL_SECONDS} s, ${
        watch.counted - watch.counter
      } at ${COUNTER_WAIT_SECONDS} s; ${state}${limited}`,
    };
  }
  return figure(
    bench,
    'counter = count(), after the last write',
    watch.convergedAfter,
    's',
    goals.atMost(COUNTER_GOAL_SECONDS, `≤ ${COUNTER_GOAL_SECONDS} s`),
    {
      note: `${String(watch.behindAtGoal)} behind at ${COUNTER_GOAL_SECONDS} s; ${state}; ${watch.readings} readings${limited}`,
    },
  );
}
