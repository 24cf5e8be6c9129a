/**
 * Chat, on its own emulators: 1,000 attendees of the demo event, each a Firebase
 * JS SDK client in this Node process, open the public chat the way the web does (a live query on
 * the newest 50 messages over a history of 500); then 100 of them (AFORO_BENCH_CHAT_MESSAGES), in
 * turn, send one message every 200 ms (AFORO_BENCH_CHAT_GAP_MS) while all 1,000 listen, each sent
 * on time (not after the previous one's acknowledgement). Every phase is bounded by the group's
 * limit: what was not seen by then is reported as such. Each
 * message is a document of its own and its rules read only the sender's attendee marker: no
 * document is written or read by every message.
 * Figures, never assertions: the p95 time from a send to another client seeing it, and the
 * documents each client read to open the chat (bounded by the page, not the history).
 */
import { attendeeAccountPath, paths } from '@aforo/domain';
import { deleteApp } from 'firebase/app';
import {
  addDoc,
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  terminate,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../tests/support/admin';
import { FERIA } from './browser';
import { knob } from './config';
import { figure, goals, percentile, pool, progress, sleep, type Figure } from './lib';
import { client } from './rush';

const bench = 'chat';
const CLIENTS = Math.max(2, Math.round(knob('AFORO_BENCH_CHAT_CLIENTS', 1000)));
const MESSAGES = Math.min(CLIENTS, Math.round(knob('AFORO_BENCH_CHAT_MESSAGES', 100)));
const WHO = `${CLIENTS.toLocaleString('en-US')} clients`;
const SEEN_GOAL_MS = 1000;
const HISTORY = 500;
/** The web's page size (web/src/features/chat/message-list.tsx CHAT_PAGE_SIZE). */
const PAGE = 50;
const SEND_GAP_MS = knob('AFORO_BENCH_CHAT_GAP_MS', 200);

async function seedPeople(): Promise<string[]> {
  const uids = Array.from({ length: CLIENTS }, (_, i) => `bench-chat-${i}`);
  const writer = adminDb.bulkWriter();
  for (const uid of uids) {
    await adminAuth.createUser({ uid }).catch(() => undefined);
    const attendeeId = `a1benchchat${uid.slice(11).padStart(13, '0')}`;
    void writer.set(adminDb.doc(paths.attendee(FERIA, attendeeId)), {
      event_id: FERIA,
      account_id: uid,
      properties: { email: `${uid}@aforo.test`, names: `Chat ${uid}` },
      user: { uid, email: `${uid}@aforo.test` },
    });
    void writer.set(adminDb.doc(attendeeAccountPath(FERIA, uid)), {
      attendee_id: attendeeId,
      user_id: uid,
      event_id: FERIA,
    });
  }
  const start = Date.now() - HISTORY * 1000;
  for (let i = 0; i < HISTORY; i += 1) {
    void writer.set(adminDb.collection(paths.publicChat(FERIA)).doc(), {
      chatId: FERIA,
      text: `Mensaje histórico ${i}`,
      user_id: uids[i % uids.length],
      sortByDateAndTime: Timestamp.fromMillis(start + i * 1000),
    });
  }
  await writer.close();
  return uids;
}

/** The group's limit (bench/run.ts), less a margin to close the clients and write the figures. */
const BUDGET_MS = (knob('AFORO_BENCH_LIMIT_SECONDS', 900) - 60) * 1000;

export async function chatBench(): Promise<Figure[]> {
  const started = Date.now();
  const left = () => BUDGET_MS - (Date.now() - started);
  const uids = await seedPeople();
  progress(bench, `${CLIENTS} clients signing in`);
  const clients: Awaited<ReturnType<typeof client>>[] = [];
  await pool(uids, 20, async (uid, i) => {
    clients[i] = await client(`chat-${i}`, uid);
  });
  const signInSeconds = (Date.now() - started) / 1000;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const acks: number[] = [];
  const opened: number[] = [];
  const openStart = Date.now();
  const unsubscribes: (() => void)[] = [];
  const allOpen = Promise.all(
    clients.map(
      ({ db }, index) =>
        new Promise<void>((ready) => {
          let first = true;
          const stop = onSnapshot(
            query(
              collection(db, paths.publicChat(FERIA)),
              orderBy('sortByDateAndTime', 'desc'),
              limit(PAGE),
            ),
            (snap) => {
              if (first) {
                first = false;
                opened.push(snap.size);
                ready();
                return;
              }
              for (const change of snap.docChanges()) {
                if (change.type !== 'added') continue;
                const data = change.doc.data() as { text?: string; user_id?: string };
                const sent = sentAt.get(data.text ?? '');
                if (sent !== undefined && data.user_id !== uids[index]) {
                  latencies.push(Date.now() - sent);
                }
              }
            },
          );
          unsubscribes.push(stop);
        }),
    ),
  );
  // Opening is bounded too: the figures then say how many listeners had their first page.
  await Promise.race([allOpen, sleep(Math.max(0, left() / 3))]);
  const openSeconds = (Date.now() - openStart) / 1000;
  const listening = opened.length;
  progress(bench, `chat open on ${listening} of ${CLIENTS} clients; ${MESSAGES} messages`);
  // A lively chat, not a flood: one message every SEND_GAP_MS, each from the next client, sent
  // on time whether or not the previous one is acknowledged (senders are different people).
  const sends = clients.slice(0, MESSAGES).map(async ({ db }, i) => {
    await sleep(i * SEND_GAP_MS);
    const text = `Hola desde el cliente ${i} ${Date.now()}`;
    const sent = Date.now();
    sentAt.set(text, sent);
    await addDoc(collection(db, paths.publicChat(FERIA)), {
      chatId: FERIA,
      text,
      user_id: uids[i],
      sortByDateAndTime: serverTimestamp(),
    });
    acks.push(Date.now() - sent);
  });
  const sendsDone = Promise.all(sends);
  await sleep(MESSAGES * SEND_GAP_MS);
  // Every other listening client should see every message: up to 60 s after the last send.
  const expected = MESSAGES * (listening - 1);
  const waitUntil = Date.now() + Math.min(60_000, Math.max(0, left()));
  while (latencies.length < expected && Date.now() < waitUntil) await sleep(500);
  await Promise.race([sendsDone, sleep(Math.max(0, Math.min(5_000, left())))]);
  const ended = Date.now();
  unsubscribes.forEach((stop) => stop());
  await Promise.race([
    Promise.all(clients.map(async ({ app, db }) => terminate(db).then(() => deleteApp(app)))),
    sleep(20_000),
  ]);
  // Deliveries not seen by the end count as seen at the end: the p95 is then a lower bound.
  const unseen = Math.max(0, expected - latencies.length);
  const sentTimes = [...sentAt.values()];
  const censored = [
    ...latencies,
    ...Array.from({ length: unseen }, (_, k) => ended - (sentTimes[k % sentTimes.length] ?? ended)),
  ];
  const phases = `sign-in of ${CLIENTS} clients ${signInSeconds.toFixed(0)} s, first page on ${listening} ${openSeconds.toFixed(0)} s`;
  return [
    figure(
      bench,
      `send → seen by another client, p95 (${WHO})`,
      percentile(censored, 95),
      'ms',
      goals.below(SEEN_GOAL_MS, '< 1 s'),
      {
        note:
          `${sentAt.size} of ${MESSAGES} messages sent, one every ${SEND_GAP_MS} ms, each to ${listening - 1} listeners` +
          (unseen > 0
            ? `; at least this: ${unseen} deliveries not seen by the end count as seen then`
            : ''),
      },
    ),
    figure(bench, `send → seen, median (${WHO})`, percentile(censored, 50), 'ms'),
    figure(
      bench,
      `deliveries seen (${WHO})`,
      latencies.length,
      `of ${expected}`,
      goals.atLeast(expected),
      { note: phases },
    ),
    figure(bench, `send acknowledged, p95 (${WHO})`, percentile(acks, 95), 'ms', null, {
      note: `${acks.length} of ${sentAt.size} sends acknowledged`,
    }),
    figure(
      bench,
      `documents read to open the chat, max per client (${WHO})`,
      opened.length > 0 ? Math.max(...opened) : null,
      'docs',
      goals.atMost(PAGE, `≤ ${PAGE} (history ${HISTORY})`),
    ),
  ];
}
