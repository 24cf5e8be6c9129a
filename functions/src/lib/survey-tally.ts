import { paths, type PublicQuestion, type Survey, type SurveyResults } from '@aforo/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

/*
 * A question's tally (domain survey-vote.ts): one results document per question,
 * `{total, counts: {option: n}, counted_through, updated}`, recomputed by count() aggregation queries over the
 * answers, never incremented, so it is exact whatever trigger was lost, late or delivered twice.
 *
 * Why a lease: every vote's trigger would otherwise aggregate and write the same document, 1,000
 * writes in a few seconds on one document (the per-document write rate in production; lock
 * timeouts in the emulator), and every listener would receive each of them. So one trigger at
 * a time tallies:
 *
 * 1. A trigger reads the lease with a plain read (reads do not contend). If an aggregate that
 *    started after its answer was written is already stored (`counted_through`), its vote is in
 *    the results: it returns. If another trigger holds the lease, it returns too.
 * 2. Otherwise it takes the lease with a compare-and-set (only the few triggers that saw it free
 *    race for it; one wins), aggregates, writes the results and releases the lease in one batch.
 * 3. Then it counts again and, if the total moved meanwhile, takes the lease again and repeats.
 *    That closes the trailing edge: a trigger that saw the lease held returned, but its answer
 *    was committed before it read the lease, so before the release, and the count after the
 *    release includes it. Answers are never updated or deleted by voters, so the total alone
 *    tells whether anything moved.
 *
 * So the results document is written once per holder round (a lease, a few count queries, a
 * batch: a handful of round trips), not once per vote; the votes' triggers that come while a
 * round runs return after one read.
 *
 * No wait inside a trigger: the design asked for the holder to wait out a one-second window
 * before each write, to write at most once a second. On the emulator that wait stalled the
 * votes themselves: the Firestore emulator delivers trigger events one at a time and a vote's
 * acknowledgement waited behind the sleeping trigger (e2e/surveys.spec.ts failed three times of
 * three with answers left unconfirmed, and passed without the wait; the surveys bench measured
 * slower acks). Without it a holder writes as fast as its rounds go, a few times a second at most
 * during a burst; holding to once a second in production would need a deferred write (a task
 * queued with a delay), not a sleep.
 *
 * A holder that dies leaves a lease that expires after LEASE_MS; the next vote takes it over.
 */

/** A lease left by a holder that died is taken over after this long. */
const LEASE_MS = 20_000;
/**
 * A holder repeats while votes keep coming, but not forever in one trigger: after this many
 * rounds it stops; the next vote's trigger recounts everything.
 */
const MAX_ROUNDS = 60;

interface TallyLease {
  holder?: string | null;
  expires_at?: Timestamp | null;
  /** When the results were last written. */
  written_at?: Timestamp | null;
  /** Every answer created before this time is in the stored results. */
  counted_through?: Timestamp | null;
}

type Counted = Pick<PublicQuestion, 'type' | 'choices'>;

const millis = (time: Timestamp | null | undefined) => (time ? time.toMillis() : 0);

/**
 * The question's results from count() queries over its answers: radiogroup `==` each option,
 * checkbox `array-contains` each option, free text only the total. `readTime`: the earliest time
 * the queries read at (every answer written before it is counted).
 */
export async function aggregateResults(
  firestore: Firestore,
  eventId: string,
  surveyId: string,
  questionId: string,
  question: Counted | undefined,
): Promise<SurveyResults & { readTime: Timestamp }> {
  const responses = firestore.collection(paths.surveyResponses(eventId, surveyId, questionId));
  const choices =
    question?.type === 'radiogroup' || question?.type === 'checkbox' ? question.choices : [];
  const perOption = choices.map((option) =>
    question?.type === 'checkbox'
      ? responses.where('response', 'array-contains', option).count().get()
      : responses.where('response', '==', option).count().get(),
  );
  const [all, ...options] = await Promise.all([responses.count().get(), ...perOption]);
  const readTime = [all, ...options].reduce(
    (earliest, snap) => (snap.readTime.toMillis() < earliest.toMillis() ? snap.readTime : earliest),
    all.readTime,
  );
  const counts: Record<string, number> = {};
  choices.forEach((option, i) => {
    counts[option] = options[i]?.data().count ?? 0;
  });
  return { total: all.data().count, counts, readTime };
}

async function readQuestion(
  firestore: Firestore,
  eventId: string,
  surveyId: string,
  questionId: string,
): Promise<Counted | undefined> {
  const survey = (
    await firestore.doc(paths.eventContentItem(eventId, 'surveys', surveyId)).get()
  ).data() as Partial<Survey> | undefined;
  return survey?.questions?.find((q) => q.id === questionId);
}

/**
 * Takes the lease for `holder` unless someone else holds it (null when it could not): a
 * compare-and-set on the lease document (created if absent, else updated only if unchanged
 * since read), which is what a transaction on that one document would do, without the
 * emulator's transaction locks (a vote's write waited behind them in the e2e quiz).
 */
async function takeLease(firestore: Firestore, leasePath: string, holder: string) {
  const ref = firestore.doc(leasePath);
  const snap = await ref.get();
  const lease = (snap.data() ?? {}) as TallyLease;
  if (lease.holder && lease.holder !== holder && millis(lease.expires_at) > Date.now()) {
    return null;
  }
  const taken = { holder, expires_at: Timestamp.fromMillis(Date.now() + LEASE_MS) };
  try {
    if (snap.exists && snap.updateTime) {
      await ref.update(taken, { lastUpdateTime: snap.updateTime });
    } else {
      await ref.create(taken);
    }
  } catch (err) {
    // Another trigger changed or created it first (FAILED_PRECONDITION, ALREADY_EXISTS).
    const code = (err as { code?: number }).code;
    if (code === 9 || code === 6) return null;
    throw err;
  }
  return lease;
}

/**
 * The tally a new answer triggers (see above). `answeredAt`: the answer's create time, to skip
 * the work when stored results already count it. Resolves with the number of results writes.
 */
export async function tallyQuestion(
  firestore: Firestore,
  target: { eventId: string; surveyId: string; questionId: string },
  answeredAt: Timestamp | null,
  holder: string,
): Promise<number> {
  const { eventId, surveyId, questionId } = target;
  const leasePath = paths.surveyQuestionTally(eventId, surveyId, questionId);
  const seen = ((await firestore.doc(leasePath).get()).data() ?? {}) as TallyLease;
  if (answeredAt && millis(seen.counted_through) > answeredAt.toMillis()) return 0;
  if (seen.holder && millis(seen.expires_at) > Date.now()) return 0;

  const question = await readQuestion(firestore, eventId, surveyId, questionId);
  let writes = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const lease = await takeLease(firestore, leasePath, holder);
    if (!lease) return writes;
    const results = await aggregateResults(firestore, eventId, surveyId, questionId, question);
    const batch = firestore.batch();
    batch.set(firestore.doc(paths.surveyResults(eventId, surveyId, questionId)), {
      total: results.total,
      counts: results.counts,
      // Who answered sees their answer until a round counts it (domain withOwnAnswer).
      counted_through: results.readTime,
      updated: FieldValue.serverTimestamp(),
    });
    batch.set(
      firestore.doc(leasePath),
      {
        holder: null,
        expires_at: null,
        written_at: Timestamp.now(),
        counted_through: results.readTime,
      } satisfies TallyLease,
      { merge: true },
    );
    await batch.commit();
    writes += 1;
    const after = await firestore
      .collection(paths.surveyResponses(eventId, surveyId, questionId))
      .count()
      .get();
    if (after.data().count === results.total) return writes;
  }
  return writes;
}

/**
 * `npm run migrate`: the results document of every question that has answers but none (answers
 * stored before the tally existed, when shards counted them). Resolves with the questions filled.
 */
export async function fillSurveyResults(firestore: Firestore): Promise<number> {
  let filled = 0;
  const events = await firestore.collection(paths.events()).select().get();
  for (const event of events.docs) {
    const surveys = await firestore.collection(paths.eventContent(event.id, 'surveys')).get();
    for (const survey of surveys.docs) {
      const questions = ((survey.data() as Partial<Survey>).questions ?? []).filter(
        (q) => typeof q.id === 'string' && q.id !== '',
      );
      for (const question of questions) {
        const resultsRef = firestore.doc(paths.surveyResults(event.id, survey.id, question.id));
        if ((await resultsRef.get()).exists) continue;
        const results = await aggregateResults(
          firestore,
          event.id,
          survey.id,
          question.id,
          question,
        );
        if (results.total === 0) continue;
        await resultsRef.set({
          total: results.total,
          counts: results.counts,
          counted_through: results.readTime,
          updated: FieldValue.serverTimestamp(),
        });
        filled += 1;
      }
    }
  }
  return filled;
}
