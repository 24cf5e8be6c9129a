import {
  ANONYMISED_NAME,
  counterShardsPath,
  paths,
  sumCounterShards,
  type CounterShard,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

let fx: RoleFixture;

beforeAll(async () => {
  fx = await createRoleFixture();
});

async function totalAttendees(eventId: string): Promise<number> {
  const shards = await adminDb.collection(counterShardsPath(eventId)).get();
  return sumCounterShards(shards.docs.map((d) => d.data() as CounterShard)).totalAttendees;
}

async function postMessage(eventId: string, uid: string, name: string, text: string) {
  const ref = adminDb.collection(paths.publicChat(eventId)).doc();
  await ref.set({
    _id: ref.id,
    chatId: eventId,
    user_id: uid,
    name,
    text,
    sortByDateAndTime: FieldValue.serverTimestamp(),
  });
  return ref;
}

describeRoute('GET /api/users/{id}/export', {
  method: 'GET',
  path: () => `/api/users/${fx.attendee.uid}/export`,
  allowed: { who: 'the account owner', token: () => fx.attendee.idToken },
  check: ({ body }) => {
    expect(body.profile).toMatchObject({ uid: fx.attendee.uid, email: fx.attendee.email });
    const registrations = body.registrations as { event_id: string }[];
    expect(registrations.map((r) => r.event_id)).toEqual([fx.eventId]);
  },
  forbidden: { who: 'another account', token: () => fx.stranger.idToken },
  missingPath: () => '/api/users/bad.id/export',
});

describe('GET /api/users/{id}/export, the file', () => {
  it('is an attachment with the registration, its messages and its meetings', async () => {
    const me = await createUserWithToken();
    const eventId = fx.eventId;
    await seedAttendee(eventId, { accountId: me.uid, email: me.email, names: 'Exporta Datos' });
    await postMessage(eventId, me.uid, 'Exporta Datos', 'Hola a todos');
    const meeting = adminDb.collection(paths.meetingRequests(eventId)).doc();
    await meeting.set({ _id: meeting.id, attendees: [me.uid, fx.attendee.uid], message: 'Café' });
    const answer = await callApi<{
      registrations: {
        registration: { properties: { names: string } };
        messages: { text: string; chat: string }[];
        meetings: { message: string }[];
      }[];
    }>(`/api/users/${me.uid}/export`, { token: me.idToken });
    expect(answer.status).toBe(200);
    const [registration] = answer.body.registrations;
    expect(registration?.registration.properties.names).toBe('Exporta Datos');
    expect(registration?.messages).toEqual([
      expect.objectContaining({ chat: 'public', text: 'Hola a todos' }),
    ]);
    expect(registration?.meetings).toEqual([expect.objectContaining({ message: 'Café' })]);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('answers 401 without a token and 403 to another account, deleting nothing', async () => {
    const other = await createUserWithToken();
    expect((await callApi(`/api/users/${fx.attendee.uid}`, { method: 'DELETE' })).status).toBe(401);
    const refused = await callApi(`/api/users/${fx.attendee.uid}`, {
      method: 'DELETE',
      token: other.idToken,
    });
    expect(refused.status).toBe(403);
    expect((await adminAuth.getUser(fx.attendee.uid)).uid).toBe(fx.attendee.uid);
  });

  it('removes the registrations, uncounts them, anonymises messages, revokes staff, audits', async () => {
    const me = await createUserWithToken();
    const eventId = fx.eventId;
    const attendeeId = await seedAttendee(eventId, {
      accountId: me.uid,
      email: me.email,
      names: 'Se Va',
    });
    await adminDb.doc(paths.user(me.uid)).set({ _id: me.uid, names: 'Se Va', company: 'Acme' });
    await adminDb.doc(paths.staffMember(eventId, me.uid)).set({
      email: me.email,
      name: 'Se Va',
      role: 'staff',
      permission_ids: ['checkin'],
      event_id: eventId,
    });
    const mine = await postMessage(eventId, me.uid, 'Se Va', 'Mensaje que queda');
    const theirs = await postMessage(eventId, fx.attendee.uid, 'Otra Persona', 'El mío');
    const before = await totalAttendees(eventId);

    const res = await callApi<{ audit_id: string }>(`/api/users/${me.uid}`, {
      method: 'DELETE',
      token: me.idToken,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await adminDb.doc(paths.attendee(eventId, attendeeId)).get()).exists).toBe(false);
    expect(await totalAttendees(eventId)).toBe(before - 1);
    expect((await adminDb.doc(paths.user(me.uid)).get()).exists).toBe(false);
    expect((await adminDb.doc(paths.staffMember(eventId, me.uid)).get()).exists).toBe(false);
    const kept = (await mine.get()).data();
    expect(kept).toMatchObject({ text: 'Mensaje que queda', name: ANONYMISED_NAME });
    expect(kept?.user_id).not.toBe(me.uid);
    expect((await theirs.get()).data()).toMatchObject({
      name: 'Otra Persona',
      user_id: fx.attendee.uid,
    });
    const audit = (await adminDb.doc(paths.accountDeletion(res.body.audit_id)).get()).data();
    expect(audit).toMatchObject({
      uid: me.uid,
      events: [eventId],
      registrations_deleted: 1,
      messages_anonymised: 1,
      staff_roles_revoked: 1,
    });
    await expect(adminAuth.getUser(me.uid)).rejects.toThrow();
  });
});

describe('GET /api/events/{eventId}/networking/recommendations', () => {
  it('ranks a person with shared interests first and says why; nobody without a reason', async () => {
    const eventId = fx.eventId;
    const [me, near, far] = await Promise.all([
      createUserWithToken(),
      createUserWithToken(),
      createUserWithToken(),
    ]);
    const tag = uniqueId('tema');
    await Promise.all([
      seedAttendee(eventId, { accountId: me.uid, email: me.email, names: 'Yo Mismo' }),
      seedAttendee(eventId, { accountId: near.uid, email: near.email, names: 'Zoe Afín' }),
      seedAttendee(eventId, { accountId: far.uid, email: far.email, names: 'Ana Lejana' }),
      adminDb.doc(paths.user(me.uid)).set({ names: 'Yo', interests: [tag, 'data'] }),
      adminDb.doc(paths.user(near.uid)).set({ names: 'Zoe', interests: [tag] }),
      adminDb.doc(paths.user(far.uid)).set({ names: 'Ana', interests: ['otra-cosa'] }),
    ]);
    const res = await callApi<{ data: { uid: string; reasons: unknown[] }[] }>(
      `/api/events/${eventId}/networking/recommendations`,
      { token: me.idToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      uid: near.uid,
      reasons: [{ kind: 'interests', shared: [tag] }],
    });
    expect(res.body.data.map((p) => p.uid)).not.toContain(far.uid);
  });

  it('answers 403 to a signed-in user who is not an attendee', async () => {
    const res = await callApi(`/api/events/${fx.eventId}/networking/recommendations`, {
      token: fx.stranger.idToken,
    });
    expect(res.status).toBe(403);
  });
});
