import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  EXPOSURE_READERS,
  PERSONAL_DATA_EXPOSURE,
  paths,
  type ExposureReader,
} from '@aforo/domain';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { doc, getDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate';
import { DEMO } from '../factories/demo';
import { adminDb } from '../support/admin';
import { PORTS, PROJECT_ID } from '../support/emulators';
import { isAllowed, matchOf, personalFields, rulesMatchPaths } from './personal-data';

/*
 * Personal data only where it is needed (README, "Personal data"): the seeded demo's documents
 * are read through the rules as a visitor, the demo attendee and the demo door staff, and every
 * personal field a reader gets must be one the exposure table (domain/src/exposure.ts) allows it.
 */

setLogLevel('silent');

const RULES = readFileSync('firestore.rules', 'utf8');
const PATTERNS = rulesMatchPaths(RULES);
const EVENTS = [DEMO.upcomingEventId, DEMO.pastEventId];
const READER_UID: Record<ExposureReader, string | null> = {
  anonymous: null,
  attendee: DEMO.accounts.attendee.uid,
  staff: DEMO.accounts.staff.uid,
};
/** Documents of the demo: their path names a demo event, the demo organization or a demo account. */
const DEMO_MARKS = [
  ...EVENTS,
  DEMO.organizationId,
  ...Object.values(DEMO.accounts).map((account) => account.uid),
];
/** Documents read per collection (plus any named after a demo account). */
const SAMPLE = 12;

interface StoredDoc {
  path: string;
  data: DocumentData;
  match: string | null;
}

/** The rules' root wildcards match any name; these are the names their conditions accept. */
const ROOT_WILDCARDS: Record<string, (name: string) => boolean> = {
  '{attendeesCollection}': (name) => /^[A-Za-z0-9_-]+_event_attendees$/.test(name),
  '{chatCollection}': (name) => name.startsWith('messagesevent_'),
};

function patternOf(path: string): string | null {
  const root = path.split('/')[0] ?? '';
  const candidates = PATTERNS.filter((pattern) => {
    const head = pattern.split('/')[0] ?? '';
    const accepts = ROOT_WILDCARDS[head];
    return accepts ? accepts(root) : true;
  });
  return matchOf(path, candidates);
}

async function walk(collection: CollectionReference, out: StoredDoc[]): Promise<void> {
  const refs = (await collection.listDocuments()).filter((ref) =>
    DEMO_MARKS.some((mark) => ref.path.includes(mark)),
  );
  const sampled = refs
    .sort((a, b) => a.id.localeCompare(b.id))
    .filter((ref, i) => i < SAMPLE || DEMO_MARKS.some((mark) => ref.id.includes(mark)));
  for (const ref of sampled) {
    const snap = await ref.get();
    if (snap.exists)
      out.push({ path: ref.path, data: snap.data() ?? {}, match: patternOf(ref.path) });
    for (const sub of await ref.listCollections()) await walk(sub, out);
  }
}

/** A document about the reader: its path or one of its fields names the reader's uid. */
function isAbout(stored: StoredDoc, uid: string | null): boolean {
  if (!uid) return false;
  return (
    stored.path.split('/').some((s) => s.includes(uid)) ||
    JSON.stringify(stored.data).includes(`"${uid}"`)
  );
}

let env: RulesTestEnvironment;
let stored: StoredDoc[] = [];
const privateKeys = new Set<string>();
const dbs = {} as Record<ExposureReader, Firestore>;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: PORTS.firestore, rules: RULES },
  });
  dbs.anonymous = asFirestore(env.unauthenticatedContext().firestore());
  dbs.attendee = asFirestore(
    env
      .authenticatedContext(DEMO.accounts.attendee.uid, {
        email: DEMO.accounts.attendee.email,
        email_verified: true,
      })
      .firestore(),
  );
  dbs.staff = asFirestore(
    env
      .authenticatedContext(DEMO.accounts.staff.uid, {
        email: DEMO.accounts.staff.email,
        email_verified: true,
      })
      .firestore(),
  );
  // The data as the platform serves it: `npm start` and the seed migrate first (scripts/migrate.ts
  // moves e-mails off public ranking rows stored before the grading stopped writing them).
  await migrate(PROJECT_ID);
  const out: StoredDoc[] = [];
  for (const root of await adminDb.listCollections()) await walk(root, out);
  stored = out;
  for (const eventId of EVENTS) {
    const event = (await adminDb.doc(paths.event(eventId)).get()).data();
    const fields = (event?.user_properties ?? []) as { name?: string; visibleByAdmin?: boolean }[];
    for (const field of fields)
      if (field.visibleByAdmin === true && field.name) privateKeys.add(field.name);
  }
}, 240_000);

/** rules-unit-testing hands out its own copy of the SDK's Firestore type; the instance is the same. */
const asFirestore = (db: unknown) => db as Firestore;

afterAll(async () => {
  await env?.cleanup();
});

describe('personal data exposure (domain/src/exposure.ts, README "Personal data")', () => {
  it('lists every block of firestore.rules, and nothing else, in the README too', () => {
    const listed = PERSONAL_DATA_EXPOSURE.map((entry) => entry.match);
    expect(PATTERNS.filter((p) => !listed.includes(p))).toEqual([]);
    expect(listed.filter((p) => !PATTERNS.includes(p))).toEqual([]);
    const readme = readFileSync('README.md', 'utf8');
    expect(listed.filter((p) => !readme.includes(`| \`${p}\` `))).toEqual([]);
  });

  it('reads the seeded demo (a guard: an empty walk would prove nothing)', () => {
    expect(stored.length).toBeGreaterThan(100);
    expect(stored.some((d) => d.match === '{attendeesCollection}/{attendeeId}')).toBe(true);
  });

  it('shows each reader only the personal fields the table allows it', async () => {
    const problems: string[] = [];
    const entries = new Map(PERSONAL_DATA_EXPOSURE.map((entry) => [entry.match, entry]));
    for (const reader of EXPOSURE_READERS) {
      for (let i = 0; i < stored.length; i += 25) {
        const chunk = stored.slice(i, i + 25);
        const readable = await Promise.all(
          chunk.map((d) =>
            getDoc(doc(dbs[reader], d.path)).then(
              (snap) => snap.exists(),
              () => false,
            ),
          ),
        );
        chunk.forEach((d, j) => {
          if (!readable[j]) return;
          const entry = d.match ? entries.get(d.match) : undefined;
          const allowed = entry?.readers[reader];
          if (!entry || !allowed) {
            problems.push(
              `${reader} reads ${d.path} (${d.match ?? 'no rules block'}), not in the table`,
            );
            return;
          }
          const personal = personalFields(d.data, privateKeys);
          const about = isAbout(d, READER_UID[reader]);
          for (const field of personal) {
            if (allowed.ownOnly && !about) {
              problems.push(`${reader} reads ${field} of ${d.path}: the table allows its own only`);
            } else if (!isAllowed(field, allowed.fields)) {
              problems.push(`${reader} reads ${field} of ${d.path} (${d.match}): not in the table`);
            }
          }
        });
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
