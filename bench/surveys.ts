/**
 * Live quiz at scale: 1,000 attendees (AFORO_BENCH_VOTERS), each its own Firebase JS SDK client
 * in this Node process, answer one question of a published, open survey within 10 s, each vote
 * the app's own write: the answer alone (id = uid), no shared document. The functions' tally
 * (functions lib/survey-tally.ts) recomputes the question's one results document from count()
 * queries, one trigger at a time under a lease. One more client watches that document. Reports whether
 * the final results equal the stored answers per option exactly, the p95 vote acknowledgement and
 * the p95 time from a vote to the watcher seeing the results include it. Goals are figures, never
 * assertions.
 */
import { answerRecord, attendeeAccountPath, paths, type SurveyResults } from '@aforo/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { adminAuth, adminDb } from '../tests/support/admin';
import { AUTH_HOST, FIRESTORE_HOST } from '../tests/support/emulators';
import { FERIA } from './browser';
import { knob } from './config';
import { figure, goals, percentile, pool, progress, sleep, type Figure } from './lib';

const bench = 'surveys';
const VOTERS = Math.round(knob('AFORO_BENCH_VOTERS', 1000));
const WHO = `${VOTERS.toLocaleString('en-US')} voters`;
const WINDOW_MS = 10_000;
const SURVEY = 'bench-encuesta-en-vivo';
const QUESTION = 'q-favorita';
const CHOICES = ['Innovación', 'Datos', 'Sostenibilidad', 'Diseño'];
const SEEN_GOAL_SECONDS = 2;
const ACK_GOAL_MS = 1000;

async function client(name: string, uid: string): Promise<{ app: FirebaseApp; db: Firestore }> {
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

/** The survey and the voters' attendee markers (anonymous answers: no registered name needed). */
async function setUp(voters: readonly string[]) {
  const anyAttendee = await adminDb.collection(paths.attendees(FERIA)).limit(1).get();
  const attendeeId = anyAttendee.docs[0]?.id;
  if (!attendeeId) throw new Error('the demo event has no attendee');
  await adminDb.doc(paths.eventContentItem(FERIA, 'surveys', SURVEY)).set({
    _id: SURVEY,
    survey: 'Encuesta en vivo (benchmark)',
    event_id: FERIA,
    eventId: FERIA,
    publish: true,
    open: true,
    freezeGame: false,
    allow_anonymous_answers: true,
    graphyType: 'y',
    questions: [
      { id: QUESTION, title: '¿Tema favorito?', type: 'radiogroup', choices: CHOICES, points: 1 },
    ],
  });
  for (let i = 0; i < voters.length; i += 400) {
    const batch = adminDb.batch();
    for (const uid of voters.slice(i, i + 400)) {
      batch.set(adminDb.doc(attendeeAccountPath(FERIA, uid)), {
        attendee_id: attendeeId,
        user_id: uid,
        event_id: FERIA,
      });
    }
    await batch.commit();
  }
}

export async function surveysBench(): Promise<Figure[]> {
  const voters = Array.from({ length: VOTERS }, (_, i) => `bench-votante-${i}`);
  await setUp(voters);
  progress(bench, `signing in ${VOTERS} clients`);
  const clients: { app: FirebaseApp; db: Firestore }[] = [];
  await pool(voters, 20, async (uid, i) => {
    clients[i] = await client(`votante-${i}`, uid);
  });
  const watcher = await client('watcher', voters[0] as string);

  // The watcher's view: every time the results' total grows, when.
  const seenTotalAt: number[] = [];
  let updatesSeen = 0;
  const watching = onSnapshot(
    doc(watcher.db, paths.surveyResults(FERIA, SURVEY, QUESTION)),
    (snap) => {
      const now = performance.now();
      const total = (snap.data() as Partial<SurveyResults> | undefined)?.total ?? 0;
      if (snap.exists()) updatesSeen += 1;
      while (seenTotalAt.length < total) seenTotalAt.push(now);
    },
  );

  progress(bench, `${VOTERS} votes within ${WINDOW_MS / 1000} s`);
  const sentAt: number[] = [];
  const ackedAt: number[] = [];
  const ackMs: number[] = [];
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async ({ db }, i) => {
      await sleep((i / VOTERS) * WINDOW_MS * 0.9);
      const uid = voters[i] as string;
      const response = CHOICES[(i * 7) % CHOICES.length] as string;
      const record = answerRecord({
        surveyId: SURVEY,
        questionId: QUESTION,
        questionIndex: 0,
        userId: uid,
        response,
      });
      const start = performance.now();
      try {
        await setDoc(doc(db, paths.surveyResponse(FERIA, SURVEY, QUESTION, uid)), {
          ...record,
          created: serverTimestamp(),
        });
        const end = performance.now();
        sentAt.push(start);
        ackedAt.push(end);
        ackMs.push(end - start);
      } catch {
        refused += 1;
      }
    }),
  );
  const votingSeconds = (performance.now() - t0) / 1000;
  const accepted = ackedAt.length;
  // The tally trails the last vote by the trigger's delivery: up to 30 s here.
  for (let i = 0; i < 300 && seenTotalAt.length < accepted; i += 1) await sleep(100);
  watching();

  // Vote → seen: the k-th acknowledged vote counts as seen once the watcher's total reached k
  // (the order of acknowledgements; an upper bound for the votes that landed earlier).
  const order = sentAt.map((s, k) => ({ s, a: ackedAt[k] as number })).sort((x, y) => x.a - y.a);
  const seenMs = order.flatMap(({ s }, k) => {
    const at = seenTotalAt[k];
    return at === undefined ? [] : [at - s];
  });

  // The server's view at the end: the answers per option against the results document.
  const answers = await adminDb.collection(paths.surveyResponses(FERIA, SURVEY, QUESTION)).get();
  const perOption = new Map<string, number>();
  for (const d of answers.docs) {
    const r = String(d.get('response'));
    perOption.set(r, (perOption.get(r) ?? 0) + 1);
  }
  const stored = (await adminDb.doc(paths.surveyResults(FERIA, SURVEY, QUESTION)).get()).data() as
    Partial<SurveyResults> | undefined;
  const counted = { total: stored?.total ?? 0, counts: stored?.counts ?? {} };
  const mismatches =
    CHOICES.filter((c) => (perOption.get(c) ?? 0) !== (counted.counts[c] ?? 0)).length +
    (counted.total === answers.size ? 0 : 1);

  await Promise.all(
    [...clients, watcher].map(async ({ app, db }) => {
      await terminate(db);
      await deleteApp(app);
    }),
  );
  const p95Seen = percentile(seenMs, 95);
  return [
    figure(bench, `votes accepted (${WHO})`, accepted, `of ${VOTERS}`, goals.atLeast(VOTERS)),
    figure(bench, `votes refused (${WHO})`, refused, 'votes', goals.zero()),
    figure(
      bench,
      `voting window (${WHO})`,
      votingSeconds,
      's',
      goals.atMost(10 + 5, '≤ 10 s + acks'),
    ),
    figure(bench, `answers stored (${WHO})`, answers.size, 'answers', goals.atLeast(accepted)),
    figure(
      bench,
      `count mismatches, total and per option (${WHO})`,
      mismatches,
      'counts',
      goals.zero(),
      {
        note: `total ${counted.total}, ${CHOICES.map((c) => `${c} ${counted.counts[c] ?? 0}`).join(', ')}`,
      },
    ),
    figure(bench, `vote ack p95 (${WHO})`, percentile(ackMs, 95), 'ms', goals.below(ACK_GOAL_MS), {
      note: 'the answer alone: no document written by every vote',
    }),
    figure(
      bench,
      `vote → seen by another client p95 (${WHO})`,
      p95Seen === null ? null : p95Seen / 1000,
      's',
      goals.below(SEEN_GOAL_SECONDS),
      {
        note: `one results document, ${updatesSeen} updates reached the watcher (one write per tally round, not per vote)`,
      },
    ),
  ];
}
