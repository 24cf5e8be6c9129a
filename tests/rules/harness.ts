import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { STAFF_PERMISSIONS, attendeeAccountPath, paths, type StaffPermission } from '@aforo/domain';
import {
  FieldValue,
  Timestamp,
  doc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PORTS, RULES_PROJECT_ID } from '../support/emulators';

/**
 * The shared, table-driven harness of the rules suites (STYLE.md, rules tests). A suite declares
 * its five operations and which of the eight roles may do each; the harness seeds the role
 * documents, runs every operation as every role and names each test after who may do what.
 * One `it` per (role, operation): a rule loosened to `true` makes the denied roles fail.
 */

// Every denied write would otherwise log a warning; the assertions say what failed.
setLogLevel('silent');

export const PROJECT_ID = RULES_PROJECT_ID;
const FIRESTORE = { host: '127.0.0.1', port: PORTS.firestore } as const;

export const EVENT_ID = 'evt-rules';
export const OTHER_EVENT_ID = 'evt-rules-other';
export const ORG_ID = 'org-rules';
export const OTHER_ORG_ID = 'org-rules-other';

export const ROLES = [
  'anonymous',
  'stranger',
  'attendee',
  'otherAttendee',
  'staffWithout',
  'staffWith',
  'eventAdmin',
  'orgAdmin',
] as const;
export type Role = (typeof ROLES)[number];

/** Two more actors for field-level cases; they are not matrix roles. */
export const EXTRA_ACTORS = ['author', 'peer'] as const;
/** Who a test runs as: a matrix role or an extra actor. */
export type Who = Role | (typeof EXTRA_ACTORS)[number];

export const UID: Readonly<Record<Exclude<Who, 'anonymous'>, string>> = {
  stranger: 'u-stranger',
  attendee: 'u-attendee',
  otherAttendee: 'u-other-attendee',
  staffWithout: 'u-staff-without',
  staffWith: 'u-staff-with',
  eventAdmin: 'u-event-admin',
  orgAdmin: 'u-org-admin',
  /** The event's author: an event admin by author_id. */
  author: 'u-author',
  /** A second attendee of the event: the other side of meetings, chats and the like. */
  peer: 'u-peer',
};
export const AUTHOR_UID = UID.author;
export const PEER_UID = UID.peer;

/** Attendee records (`{eventId}_event_attendees/{id}`) of the attendee roles. */
export const ATTENDEE_ID = 'a1attendee00000000000000';
export const PEER_ATTENDEE_ID = 'a1peer000000000000000000';
export const OTHER_ATTENDEE_ID = 'a1other00000000000000000';
export const ATTENDEE_ROLE_ID = 'rol-general';

/** Role sets for the expectation tables. */
export const EVERYONE: readonly Role[] = ROLES;
export const NOBODY: readonly Role[] = [];
export const SIGNED_IN: readonly Role[] = ROLES.filter((r) => r !== 'anonymous');
export const ADMINS: readonly Role[] = ['eventAdmin', 'orgAdmin'];
export const TEAM: readonly Role[] = ['staffWithout', 'staffWith', 'eventAdmin', 'orgAdmin'];
export const MEMBERS: readonly Role[] = ['attendee', ...TEAM];
export const PERMITTED: readonly Role[] = ['staffWith', ...ADMINS];

/** Documents to seed, by path; a later entry for the same path replaces an earlier one. */
export type Docs = Record<string, DocumentData>;

export interface Actor {
  db: Firestore;
  role: Who;
  /** null for the anonymous visitor. */
  uid: string | null;
}

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type OperationName = (typeof OPERATIONS)[number];

export interface Operation {
  /** What it does, completing "<who> may ...": 'read an attendee'. */
  does: string;
  allowed: readonly Role[];
  /** The permission staffWith holds (and staffWithout lacks); overrides the suite's. */
  permission?: StaffPermission;
  /** Extra documents for this operation, on top of the suite's. */
  docs?: Docs;
  run: (actor: Actor) => Promise<unknown>;
}

/** A field-level case: one role, one expectation. */
export interface RulesCase {
  as: Who;
  may: boolean;
  does: string;
  permission?: StaffPermission;
  docs?: Docs;
  run: (actor: Actor) => Promise<unknown>;
}

export interface RulesSuite {
  /** The collection, as paths.ts spells it. */
  collection: string;
  /** The permission that lets staff do the suite's operations; none: event admins only. */
  permission?: StaffPermission;
  docs?: Docs;
  operations: Record<OperationName, Operation>;
  cases?: readonly RulesCase[];
}

export const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const CREATED = at('2026-10-01T12:00:00Z');

export function eventDoc(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Evento de reglas',
    visibility: 'PUBLIC',
    organizer_id: ORG_ID,
    author_id: AUTHOR_UID,
    datetime_from: '2027-03-15 09:00:00',
    datetime_to: '2027-03-16 18:00:00',
    ...overrides,
  };
}

export function attendeeDoc(
  attendeeId: string,
  accountId: string | null,
  eventId = EVENT_ID,
  overrides: DocumentData = {},
): DocumentData {
  return {
    account_id: accountId,
    event_id: eventId,
    properties: { email: `${attendeeId}@example.com`, names: `Asistente ${attendeeId}` },
    rol_id: ATTENDEE_ROLE_ID,
    ticket_id: 'tiquete-general',
    checked_in: false,
    checkedin_at: null,
    checked_at: null,
    payment: null,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

function staffDoc(role: string, permissionIds: readonly string[], name: string): DocumentData {
  return { role, permission_ids: [...permissionIds], email: `${name}@example.com`, name };
}

/**
 * The role documents of the eight roles (and the peer attendee): staffWith holds `permission`
 * (every permission when there is none to hold), staffWithout every other one.
 */
export function roleDocs(permission?: StaffPermission): Docs {
  const withIds = permission ? [permission] : STAFF_PERMISSIONS;
  const withoutIds = permission ? STAFF_PERMISSIONS.filter((p) => p !== permission) : [];
  return {
    [paths.event(EVENT_ID)]: eventDoc(),
    [paths.event(OTHER_EVENT_ID)]: eventDoc({
      name: 'Otro evento',
      organizer_id: OTHER_ORG_ID,
      author_id: 'u-other-author',
    }),
    [paths.organization(ORG_ID)]: { name: 'Organización de reglas' },
    [paths.organization(OTHER_ORG_ID)]: { name: 'Otra organización' },
    [paths.organizationMember(ORG_ID, UID.orgAdmin)]: {
      role: 'admin',
      properties: { name: 'Admin', email: 'org-admin@example.com', position: '' },
    },
    [attendeeAccountPath(EVENT_ID, UID.attendee)]: { attendee_id: ATTENDEE_ID },
    [paths.attendee(EVENT_ID, ATTENDEE_ID)]: attendeeDoc(ATTENDEE_ID, UID.attendee),
    [attendeeAccountPath(EVENT_ID, PEER_UID)]: { attendee_id: PEER_ATTENDEE_ID },
    [paths.attendee(EVENT_ID, PEER_ATTENDEE_ID)]: attendeeDoc(PEER_ATTENDEE_ID, PEER_UID),
    [attendeeAccountPath(OTHER_EVENT_ID, UID.otherAttendee)]: { attendee_id: OTHER_ATTENDEE_ID },
    [paths.attendee(OTHER_EVENT_ID, OTHER_ATTENDEE_ID)]: attendeeDoc(
      OTHER_ATTENDEE_ID,
      UID.otherAttendee,
      OTHER_EVENT_ID,
    ),
    [paths.staffMember(EVENT_ID, UID.staffWithout)]: staffDoc('staff', withoutIds, 'sin-permiso'),
    [paths.staffMember(EVENT_ID, UID.staffWith)]: staffDoc('staff', withIds, 'con-permiso'),
    [paths.staffMember(EVENT_ID, UID.eventAdmin)]: staffDoc('admin', [], 'admin-evento'),
  };
}

export function roleLabel(role: Who, permission?: StaffPermission): string {
  switch (role) {
    case 'anonymous':
      return 'an anonymous visitor';
    case 'stranger':
      return 'a signed-in stranger';
    case 'attendee':
      return 'an attendee of this event';
    case 'otherAttendee':
      return 'an attendee of another event';
    case 'staffWithout':
      return permission ? `staff without ${permission}` : 'staff with no permission';
    case 'staffWith':
      return permission ? `staff with ${permission}` : 'staff with every permission';
    case 'eventAdmin':
      return 'an event admin';
    case 'orgAdmin':
      return 'an organization admin';
    case 'author':
      return "the event's author";
    case 'peer':
      return 'another attendee of this event';
  }
}

export function caseName(
  role: Who,
  may: boolean,
  does: string,
  permission?: StaffPermission,
): string {
  return `${roleLabel(role, permission)} ${may ? 'may' : 'may not'} ${does}`;
}

/**
 * The seed the emulator holds untouched since the last table test, or null when unknown. Most
 * tests of a table are refusals and reads on the same seed: clearing and re-seeding before each
 * was two of its three round trips (about half of the rules suites' time).
 */
let held: string | null = null;

/** A seed's identity, or null when it holds a sentinel (serverTimestamp) that is not a value. */
function seedKey(docs: Docs): string | null {
  let constant = true;
  const key = JSON.stringify(docs, (_name, value: unknown) => {
    if (value instanceof FieldValue) constant = false;
    return value;
  });
  return constant ? key : null;
}

/**
 * The environment of one test file. The rules are already loaded, once for the run, by the
 * suites' global setup (tests/support/emulators-up.ts): loading them here would zero the
 * emulator's coverage counters, which add up over every file (scripts/rules-coverage.mjs).
 */
export function useRulesEnvironment(options: { clearEachTest?: boolean } = {}): {
  env: () => RulesTestEnvironment;
} {
  let environment: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    environment = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...FIRESTORE },
    });
  });
  beforeEach(async () => {
    if (options.clearEachTest === false) return;
    held = null;
    await env().clearFirestore();
  });
  afterAll(async () => {
    held = null;
    await environment?.cleanup();
  });
  const env = () => {
    if (!environment) throw new Error('The rules test environment is not initialized');
    return environment;
  };
  return { env };
}

function asFirestore(db: unknown): Firestore {
  // The contexts hand out the compat instance; the modular functions unwrap it themselves.
  return db as Firestore;
}

async function seed(env: RulesTestEnvironment, docs: Docs): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = asFirestore(context.firestore());
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

function actorFor(env: RulesTestEnvironment, role: Who, cache: Map<Who, Actor>): Actor {
  const cached = cache.get(role);
  if (cached) return cached;
  const uid = role === 'anonymous' ? null : UID[role];
  const context = uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid);
  const actor = { db: asFirestore(context.firestore()), role, uid };
  cache.set(role, actor);
  return actor;
}

/**
 * Seeds the roles and the given documents on a cleared database (unless it already holds exactly
 * them, untouched), then runs `run` as `role` and checks the outcome. A case's `run` is one
 * operation: a refused one or a read leaves the data as it was, anything else may not.
 */
async function expectOutcome(
  env: RulesTestEnvironment,
  actors: Map<Who, Actor>,
  test: { role: Who; may: boolean; reads: boolean; permission?: StaffPermission; docs: Docs },
  run: (actor: Actor) => Promise<unknown>,
): Promise<void> {
  const docs = { ...roleDocs(test.permission), ...test.docs };
  const key = seedKey(docs);
  if (key === null || key !== held) {
    held = null;
    await env.clearFirestore();
    await seed(env, docs);
  }
  held = null;
  const attempt = run(actorFor(env, test.role, actors));
  if (test.may) await assertSucceeds(attempt);
  else await assertFails(attempt);
  if (!test.may || test.reads) held = key;
}

/** One describe per collection: every role tries every operation, then the field-level cases. */
export function describeRules(suite: RulesSuite): void {
  describe(suite.collection, () => {
    const { env } = useRulesEnvironment({ clearEachTest: false });
    const actors = new Map<Who, Actor>();

    for (const name of OPERATIONS) {
      const operation = suite.operations[name];
      const permission = operation.permission ?? suite.permission;
      describe(name, () => {
        for (const role of ROLES) {
          const may = operation.allowed.includes(role);
          it(caseName(role, may, operation.does, permission), () =>
            expectOutcome(
              env(),
              actors,
              {
                role,
                may,
                reads: name === 'get' || name === 'list',
                permission,
                docs: { ...suite.docs, ...operation.docs },
              },
              operation.run,
            ),
          );
        }
      });
    }

    if (suite.cases?.length) {
      describe('field-level cases', () => {
        for (const c of suite.cases ?? []) {
          const permission = c.permission ?? suite.permission;
          it(caseName(c.as, c.may, c.does, permission), () =>
            expectOutcome(
              env(),
              actors,
              {
                role: c.as,
                may: c.may,
                reads: false,
                permission,
                docs: { ...suite.docs, ...c.docs },
              },
              c.run,
            ),
          );
        }
      });
    }
  });
}

/** The same operation tried by each of the eight roles, as field-level cases. */
export function everyRole(
  does: string,
  allowed: readonly Role[],
  run: (actor: Actor) => Promise<unknown>,
  options: { docs?: Docs; permission?: StaffPermission } = {},
): RulesCase[] {
  return ROLES.map((role) => ({ as: role, may: allowed.includes(role), does, run, ...options }));
}

/** The caller's uid, or a placeholder the rules will never match for the anonymous visitor. */
export const uidOf = (actor: Pick<Actor, 'uid'>): string => actor.uid ?? 'anonymous';

/**
 * Paths the rules add to the data model; they belong in domain/src/paths.ts (see the report).
 * One answer per user and question: the document id is the user's uid.
 */
/** Paths the rules tests use that live in domain/src/paths.ts. */
export const newPaths = {
  surveyResponses: paths.surveyResponses,
  surveyResponse: paths.surveyResponse,
  offers: paths.offers,
  offer: paths.offer,
};
