import {
  attendeeAccountPath,
  counterShardsPath,
  importRowStatus,
  paths,
  sumCounterShards,
  type CounterShard,
} from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  canSignIn,
  createRoleFixture,
  seedAttendee,
  seedEvent,
  type RoleFixture,
} from '../../../tests/support/roles';

interface RowResult {
  index: number;
  message: string;
  status: string;
  _id?: string;
  errors?: Record<string, string>;
}

let fx: RoleFixture;
let addOnly: RoleFixture;
const row = (email: string, extra: Record<string, unknown> = {}) => ({
  // documento is a unique field: one value per person.
  properties: { email, names: `Invitado ${email}`, documento: `doc-${email}`, ...extra },
});
const countByEmail = async (eventId: string, email: string) =>
  (
    await adminDb
      .collection(paths.attendees(eventId))
      .where('properties.email', '==', email)
      .count()
      .get()
  ).data().count;

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['add_attendees', 'update_attendees'] });
  addOnly = await createRoleFixture({ permissions: ['add_attendees'] });
});

const single = () => `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}`;

describeRoute('POST /api/eventUsers/createUserAndAddtoEvent/{eventId}', {
  method: 'POST',
  path: single,
  body: () => row(`${uniqueId('import')}@example.com`),
  allowed: { who: 'staff with add_attendees', token: () => fx.staffWith.idToken },
  check: async ({ body }) => {
    expect(importRowStatus(body)).toBe('saved');
    expect(body).toMatchObject({ message: 'OK', status: 'CREATED' });
  },
  forbidden: { who: 'staff without attendee permissions', token: () => fx.staff.idToken },
  missingPath: () => '/api/eventUsers/createUserAndAddtoEvent/no-such-event',
  invalid: {
    body: () => ({ properties: { email: 'a@b.co', names: 'X' } }),
    field: 'properties.documento',
  },
});

describe('the one-row import is idempotent by e-mail', () => {
  it('creates the account and the record once, then updates', async () => {
    const email = `${uniqueId('idem')}@example.com`;
    const first = await callApi<RowResult>(single(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(email),
    });
    const again = await callApi<RowResult>(single(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(email.toUpperCase(), { names: 'Otro Nombre' }),
    });
    expect(first.body.status).toBe('CREATED');
    expect(again.body).toMatchObject({ message: 'OK', status: 'UPDATED', _id: first.body._id });
    expect(importRowStatus(again.body)).toBe('UPDATED');
    expect(await countByEmail(fx.eventId, email)).toBe(1);
    const account = await adminAuth.getUserByEmail(email);
    const stored = (
      await adminDb.doc(paths.attendee(fx.eventId, String(first.body._id))).get()
    ).data();
    expect(stored).toMatchObject({ account_id: account.uid, properties: { names: 'Otro Nombre' } });
    expect((await adminDb.doc(attendeeAccountPath(fx.eventId, account.uid)).get()).exists).toBe(
      true,
    );
  });

  it('refuses to update a row for staff that may only add (403)', async () => {
    const email = `${uniqueId('only-add')}@example.com`;
    const url = `/api/eventUsers/createUserAndAddtoEvent/${addOnly.eventId}`;
    const first = await callApi(url, {
      method: 'POST',
      token: addOnly.staffWith.idToken,
      body: row(email),
    });
    expect(first.status).toBe(201);
    const again = await callApi(url, {
      method: 'POST',
      token: addOnly.staffWith.idToken,
      body: row(email),
    });
    expect(again.status).toBe(403);
  });
});

const batch = () => `/api/eventUsers/createUserAndAddtoEvent/${fx.eventId}/batch`;

describeRoute('POST /api/eventUsers/createUserAndAddtoEvent/{eventId}/batch', {
  method: 'POST',
  path: batch,
  body: () => ({ rows: [row(`${uniqueId('lote')}@example.com`)] }),
  status: 200,
  allowed: { who: 'staff with add_attendees', token: () => fx.staffWith.idToken },
  check: ({ body }) => {
    expect(body.results).toEqual([expect.objectContaining({ index: 0, status: 'CREATED' })]);
  },
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => '/api/eventUsers/createUserAndAddtoEvent/no-such-event/batch',
  invalid: { body: () => ({ rows: Array.from({ length: 501 }, () => ({})) }), field: 'rows' },
});

describe('the batched import', () => {
  it('imports 500 rows with one result each, and a re-run updates them all', async () => {
    const prefix = uniqueId('quinientos');
    const rows = Array.from({ length: 500 }, (_, i) => row(`${prefix}-${i}@example.com`));
    const first = await callApi<{ results: RowResult[] }>(batch(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { rows },
    });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(500);
    expect(first.body.results.every((r) => r.status === 'CREATED')).toBe(true);
    const rerun = await callApi<{ results: RowResult[] }>(batch(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { rows },
    });
    expect(rerun.body.results.every((r) => r.status === 'UPDATED')).toBe(true);
    expect(rerun.body.results.map((r) => r._id)).toEqual(first.body.results.map((r) => r._id));
    const stored = await adminDb
      .collection(paths.attendees(fx.eventId))
      .where('properties.email', '>=', prefix)
      .where('properties.email', '<', `${prefix}\uf8ff`)
      .count()
      .get();
    expect(stored.data().count).toBe(500);
  });

  it('answers each row on its own: bad rows fail, good rows are saved', async () => {
    const good = `${uniqueId('bien')}@example.com`;
    const res = await callApi<{ results: RowResult[] }>(batch(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: {
        rows: [
          row(good),
          { properties: { email: 'mal', names: 'X', documento: '1' } },
          'texto',
          row(good),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual([
      'CREATED',
      'FAILED',
      'FAILED',
      'UPDATED',
    ]);
    expect(res.body.results[1]?.errors?.['properties.email']).toBeDefined();
    expect(await countByEmail(fx.eventId, good)).toBe(1);
  });

  it('never changes the password of an existing account', async () => {
    const email = fx.attendee.email;
    const res = await callApi<{ results: RowResult[] }>(batch(), {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { rows: [row(email, { contrasena: 'Robada-12345' })] },
    });
    expect(res.body.results[0]?.status).toBe('UPDATED');
    expect(await canSignIn(email, 'Robada-12345')).toBe(false);
  });
});

describe('an event whose records all came through the API is looked up in its index', () => {
  // A fresh event: its first import marks the index complete (lib/attendees.ts coverageForWrite),
  // so e-mails and unique values are found by point reads, not by queries.
  const freshEvent = () => seedEvent({ orgId: fx.orgId, authorId: fx.author.uid });
  const importInto = (eventId: string, rows: unknown[]) =>
    callApi<{ results: RowResult[] }>(`/api/eventUsers/createUserAndAddtoEvent/${eventId}/batch`, {
      method: 'POST',
      token: fx.author.idToken,
      body: { rows },
    });
  const count = async (eventId: string) =>
    (await adminDb.collection(paths.attendees(eventId)).count().get()).data().count;

  it('finds earlier batches by e-mail and unique value: updates, refuses, never duplicates', async () => {
    const eventId = await freshEvent();
    const email = (k: string) => `${uniqueId(`idx-${k}`)}@example.com`;
    const [a, b, c] = [email('a'), email('b'), email('c')];
    const first = await importInto(eventId, [row(a), row(b)]);
    expect(first.body.results.map((r) => r.status)).toEqual(['CREATED', 'CREATED']);
    const second = await importInto(eventId, [
      row(a.toUpperCase(), { names: 'Cambiado' }),
      row(c, { documento: `doc-${b}` }),
    ]);
    expect(second.body.results.map((r) => r.status)).toEqual(['UPDATED', 'FAILED']);
    expect(second.body.results[0]?._id).toBe(first.body.results[0]?._id);
    expect(second.body.results[1]?.errors?.['properties.documento']).toBeDefined();
    expect(await count(eventId)).toBe(2);
    const rerun = await importInto(eventId, [row(a), row(b)]);
    expect(rerun.body.results.map((r) => r.status)).toEqual(['UPDATED', 'UPDATED']);
    expect(await count(eventId)).toBe(2);
    // One increment per shard and batch: the counters still say exactly two.
    const shards = await adminDb.collection(counterShardsPath(eventId)).get();
    expect(sumCounterShards(shards.docs.map((d) => d.data() as CounterShard))).toEqual({
      totalAttendees: 2,
      checkedInAttendees: 0,
    });
  });

  it('counts a 300-row import exactly, with one increment per shard and batch', async () => {
    const eventId = await freshEvent();
    const prefix = uniqueId('cuenta');
    const rows = Array.from({ length: 300 }, (_, i) => row(`${prefix}-${i}@example.com`));
    const res = await importInto(eventId, rows);
    expect(res.body.results.filter((r) => r.status === 'CREATED')).toHaveLength(300);
    await importInto(eventId, rows);
    const shards = await adminDb.collection(counterShardsPath(eventId)).get();
    expect(sumCounterShards(shards.docs.map((d) => d.data() as CounterShard))).toEqual({
      totalAttendees: 300,
      checkedInAttendees: 0,
    });
    expect(await count(eventId)).toBe(300);
  });

  it('keeps querying an event with a record written before the index', async () => {
    const eventId = await freshEvent();
    const email = `${uniqueId('antes')}@example.com`;
    const id = await seedAttendee(eventId, { email, properties: { documento: 'doc-antes' } });
    const res = await importInto(eventId, [
      row(email),
      row(`${uniqueId('otro')}@example.com`, { documento: 'doc-antes' }),
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['UPDATED', 'FAILED']);
    expect(res.body.results[0]?._id).toBe(id);
    expect(await count(eventId)).toBe(1);
  });

  it('finds a record by its new e-mail after a staff edit, and frees the old one', async () => {
    const eventId = await freshEvent();
    const [before, after] = [
      `${uniqueId('antes')}@example.com`,
      `${uniqueId('despues')}@example.com`,
    ];
    const created = await importInto(eventId, [row(before)]);
    const id = created.body.results[0]?._id ?? '';
    const edit = await callApi(`/api/events/${eventId}/eventusers/${id}`, {
      method: 'PUT',
      token: fx.author.idToken,
      body: { properties: { email: after } },
    });
    expect(edit.status).toBe(200);
    const res = await importInto(eventId, [
      row(after, { documento: `doc-${before}` }),
      row(before, { documento: `doc-nuevo-${before}` }),
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['UPDATED', 'CREATED']);
    expect(res.body.results[0]?._id).toBe(id);
    expect(await count(eventId)).toBe(2);
  });
});

const members = () => `/api/organizations/${fx.orgId}/users`;
const member = (email: string) => ({ properties: { name: 'Miembro', email, position: 'Gerente' } });

describeRoute('POST /api/organizations/{id}/users', {
  method: 'POST',
  path: members,
  body: () => member(`${uniqueId('miembro')}@example.com`),
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: async ({ body }) => {
    expect(body).toMatchObject({ message: 'OK', status: 'CREATED' });
    const stored = (
      await adminDb.doc(paths.organizationMember(fx.orgId, String(body._id))).get()
    ).data();
    expect(stored?.role).toBe('member');
  },
  forbidden: { who: 'an event admin outside the organization', token: () => fx.eventAdmin.idToken },
  missingPath: () => '/api/organizations/no-such-org/users',
  invalid: { body: () => member('no-es-correo'), field: 'properties.email' },
});

describe('the organization import is idempotent by e-mail', () => {
  it('updates the member on a re-run and keeps its role', async () => {
    const email = `${uniqueId('org-idem')}@example.com`;
    const first = await callApi<RowResult>(members(), {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: { ...member(email), role: 'admin' },
    });
    const again = await callApi<RowResult>(members(), {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: member(email),
    });
    expect(again.body).toMatchObject({ status: 'UPDATED', _id: first.body._id });
    const stored = (
      await adminDb.doc(paths.organizationMember(fx.orgId, String(first.body._id))).get()
    ).data();
    expect(stored?.role).toBe('admin');
  });
});

describe('membership goes only to a verified address', () => {
  it('refuses making an unverified account made with the address a member', async () => {
    const squatter = await createUserWithToken({ emailVerified: false });
    const res = await callApi<RowResult>(members(), {
      method: 'POST',
      token: fx.orgAdmin.idToken,
      body: { ...member(squatter.email), role: 'admin' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no ha verificado su correo/);
    const stored = await adminDb.doc(paths.organizationMember(fx.orgId, squatter.uid)).get();
    expect(stored.exists).toBe(false);
  });
});

describe('an import binds records to verified accounts only', () => {
  it('leaves the record of an unverified account unbound, and binds a verified one', async () => {
    const squatter = await createUserWithToken({ emailVerified: false });
    const owner = await createUserWithToken();
    const res = await callApi<{ results: RowResult[] }>(`${single()}/batch`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { rows: [row(squatter.email), row(owner.email)] },
    });
    expect(res.body.results.map((r) => r.status)).toEqual(['CREATED', 'CREATED']);
    const [unbound, bound] = await Promise.all(
      res.body.results.map(async (r) =>
        (await adminDb.doc(paths.attendee(fx.eventId, String(r._id))).get()).data(),
      ),
    );
    expect(unbound?.account_id).toBeNull();
    expect(bound?.account_id).toBe(owner.uid);
  });
});

describe('an import mails nobody', () => {
  it('queues no registration confirmation, even where the event has a message', async () => {
    const withMessage = await createRoleFixture({
      permissions: ['add_attendees'],
      event: { registration_message: '<p>¡Te esperamos!</p>' },
    });
    const res = await callApi<{ results: RowResult[] }>(
      `/api/eventUsers/createUserAndAddtoEvent/${withMessage.eventId}/batch`,
      {
        method: 'POST',
        token: withMessage.eventAdmin.idToken,
        body: {
          rows: [
            row(`${uniqueId('lista-a')}@example.com`),
            row(`${uniqueId('lista-b')}@example.com`),
          ],
        },
      },
    );
    expect(res.body.results.map((r) => r.status)).toEqual(['CREATED', 'CREATED']);
    // A confirmation would be queued in the import's own batch: nothing to wait for.
    const queued = await adminDb
      .collection(paths.mail())
      .where('event_id', '==', withMessage.eventId)
      .where('kind', '==', 'registration')
      .count()
      .get();
    expect(queued.data().count).toBe(0);
  });
});

describeRoute('POST /api/organizations/{id}/users/batch', {
  method: 'POST',
  path: () => `${members()}/batch`,
  body: () => ({
    rows: [
      member(`${uniqueId('m1')}@example.com`),
      member('mal'),
      member(`${uniqueId('m2')}@example.com`),
    ],
  }),
  status: 200,
  allowed: { who: 'an organization admin', token: () => fx.orgAdmin.idToken },
  check: ({ body }) => {
    expect((body.results as RowResult[]).map((r) => r.status)).toEqual([
      'CREATED',
      'FAILED',
      'CREATED',
    ]);
  },
  forbidden: { who: 'a stranger', token: () => fx.stranger.idToken },
  missingPath: () => '/api/organizations/no-such-org/users/batch',
  invalid: { body: () => ({ rows: [] }), field: 'rows' },
});
