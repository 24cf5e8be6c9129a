import {
  ACTIVITY_EXCLUSIVE_MESSAGE,
  ACTIVITY_FULL_MESSAGE,
  paths,
  type Attendee,
} from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { deleteAttendee } from '../lib/attendees';
import { takeSeat } from './activities';
import {
  createRoleFixture,
  seedAttendee,
  type RoleFixture,
  seedActivity as seedEventActivity,
} from '../../../tests/support/roles';

/*
 * Registering for an activity takes a seat in one transaction (no
 * over-booking), EXCLUSIVE activities are seen and joined only by their roles, and entering a
 * live room checks the attendee in on the activity's record.
 */
let fx: RoleFixture;

const seedActivity = (overrides: Record<string, unknown> = {}) =>
  seedEventActivity(fx.eventId, overrides);
const activity = async (id: string) =>
  (await adminDb.doc(paths.eventContentItem(fx.eventId, 'activities', id)).get()).data();
const register = (activityId: string, attendeeId: string, token: string) =>
  callApi<{ message: string }>(`/api/events/${fx.eventId}/activities_attendees`, {
    method: 'POST',
    token,
    body: { activity_id: activityId, attendee_id: attendeeId },
  });
const setRole = (rolId: string | null) =>
  adminDb.doc(paths.attendee(fx.eventId, fx.attendeeId)).update({ rol_id: rolId });

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['checkin'] });
});

describe('activity capacity', () => {
  it('gives the last 5 seats to 5 of 20 concurrent registrants, never more', async () => {
    // The route's own seat-taking (takeSeat), run 20 times at once; through HTTP the emulator's
    // functions process would mostly measure itself starting workers (as counters.int.test says).
    const id = await seedActivity({ capacity: 10, registered_count: 5 });
    const registrants = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const attendeeId = await seedAttendee(fx.eventId);
        const stored = await adminDb.doc(paths.attendee(fx.eventId, attendeeId)).get();
        return { ...(stored.data() as Attendee), _id: attendeeId };
      }),
    );
    const outcomes = await Promise.allSettled(
      registrants.map((attendee) =>
        takeSeat(fx.eventId, id, attendee, { checked_in: false, checkedin_at: null }),
      ),
    );
    const seated = outcomes.filter((o) => o.status === 'fulfilled' && o.value);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(seated).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason).toMatchObject({ status: 409, message: ACTIVITY_FULL_MESSAGE });
    }
    expect((await activity(id))?.registered_count).toBe(10);
    const records = await adminDb.collection(paths.activityAttendees(fx.eventId, id)).count().get();
    expect(records.data().count).toBe(5);
  }, 120_000);

  it('answers a full activity through the API with its message', async () => {
    const id = await seedActivity({ capacity: 1, registered_count: 1 });
    const res = await register(id, fx.attendeeId, fx.attendee.idToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACTIVITY_FULL_MESSAGE);
  });

  it('takes no second seat for an attendee already registered', async () => {
    const id = await seedActivity({ capacity: 1 });
    expect((await register(id, fx.attendeeId, fx.attendee.idToken)).status).toBe(201);
    expect((await register(id, fx.attendeeId, fx.attendee.idToken)).status).toBe(200);
    expect((await activity(id))?.registered_count).toBe(1);
  });
});

describe('EXCLUSIVE activities', () => {
  let exclusive = '';
  beforeAll(async () => {
    exclusive = await seedActivity({
      name: 'Sesión VIP',
      access_restriction_type: 'EXCLUSIVE',
      access_restriction_rol_ids: ['rol-vip'],
      habilitar_ingreso: 'open_meeting_room',
    });
  });

  it('are not listed, read or joined by attendees of other roles, nor by anonymous visitors', async () => {
    await setRole('rol-asistente');
    const listed = await callApi<{ data: { _id: string }[] }>(
      `/api/events/${fx.eventId}/activities`,
      { token: fx.attendee.idToken },
    );
    expect(listed.body.data.map((a) => a._id)).not.toContain(exclusive);
    const anonymous = await callApi<{ data: { _id: string }[] }>(
      `/api/events/${fx.eventId}/activities`,
    );
    expect(anonymous.body.data.map((a) => a._id)).not.toContain(exclusive);
    const read = await callApi(`/api/events/${fx.eventId}/activities/${exclusive}`, {
      token: fx.attendee.idToken,
    });
    expect(read.status).toBe(404);
    const room = await callApi(
      `/api/events/${fx.eventId}/activities/${exclusive}/videoconference`,
      { token: fx.attendee.idToken },
    );
    expect(room.status).toBe(404);
    const joined = await register(exclusive, fx.attendeeId, fx.attendee.idToken);
    expect(joined.status).toBe(403);
    expect(joined.body.message).toBe(ACTIVITY_EXCLUSIVE_MESSAGE);
    const entered = await callApi(`/api/events/${fx.eventId}/activities/${exclusive}/enter`, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: {},
    });
    expect(entered.status).toBe(403);
  });

  it('are seen and joined by attendees of their roles, and by the team', async () => {
    const team = await callApi<{ data: { _id: string }[] }>(
      `/api/events/${fx.eventId}/activities`,
      { token: fx.staff.idToken },
    );
    expect(team.body.data.map((a) => a._id)).toContain(exclusive);
    await setRole('rol-vip');
    const listed = await callApi<{ data: { _id: string }[] }>(
      `/api/events/${fx.eventId}/activities`,
      { token: fx.attendee.idToken },
    );
    expect(listed.body.data.map((a) => a._id)).toContain(exclusive);
    expect((await register(exclusive, fx.attendeeId, fx.attendee.idToken)).status).toBe(201);
  });
});

describe('entering a live room', () => {
  it("checks the attendee in on the activity's record, the one the door writes", async () => {
    await setRole(null);
    const open = await seedActivity({ habilitar_ingreso: 'open_meeting_room' });
    const url = `/api/events/${fx.eventId}/activities/${open}/enter`;
    const res = await callApi(url, { method: 'POST', token: fx.attendee.idToken, body: {} });
    expect(res.status).toBe(200);
    const stored = (
      await adminDb.doc(paths.activityAttendee(fx.eventId, open, fx.attendeeId)).get()
    ).data();
    // online: the dashboard tells attendance through the room from attendance at the door.
    expect(stored).toMatchObject({ attendee_id: fx.attendeeId, checked_in: true, online: true });
    expect(typeof stored?.checkedin_at).toBe('string');
    const admin = await callApi<{ data: { attendee_id: string }[]; total: number }>(
      `/api/events/${fx.eventId}/activities_attendeesAdmin?activity_id=${open}`,
      { token: fx.staff.idToken },
    );
    expect(admin.body.data.map((r) => r.attendee_id)).toContain(fx.attendeeId);
  });

  it('refuses a room that is not open', async () => {
    const closed = await seedActivity({ habilitar_ingreso: 'closed_meeting_room' });
    const res = await callApi(`/api/events/${fx.eventId}/activities/${closed}/enter`, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: {},
    });
    expect(res.status).toBe(409);
  });
});

describe("the room's attendees tab", () => {
  const names = (id: string, who: 'attendee' | 'staff' | 'stranger') =>
    callApi<{ data: { attendee_id: string; names: string }[] }>(
      `/api/events/${fx.eventId}/activities/${id}/room_attendees`,
      { token: fx[who].idToken },
    );

  it('lists who entered the room to its attendees while the activity enables the tab', async () => {
    await setRole(null);
    const id = await seedActivity({
      habilitar_ingreso: 'open_meeting_room',
      tabs: { chat: true, surveys: false, games: false, attendees: true },
    });
    const entered = await callApi(`/api/events/${fx.eventId}/activities/${id}/enter`, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: {},
    });
    expect(entered.status).toBe(200);
    const listed = await names(id, 'attendee');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { attendee_id: fx.attendeeId, names: expect.any(String) as string },
    ]);
    expect((await names(id, 'staff')).body.data.map((r) => r.attendee_id)).toEqual([fx.attendeeId]);
    // Not a member of the event: nothing.
    expect((await names(id, 'stranger')).status).toBe(403);
  });

  it('answers 404 to an attendee when the activity does not offer the tab', async () => {
    const id = await seedActivity({
      habilitar_ingreso: 'open_meeting_room',
      tabs: { chat: true, surveys: false, games: false, attendees: false },
    });
    expect((await names(id, 'attendee')).status).toBe(404);
    expect((await names(id, 'staff')).status).toBe(200);
  });
});

describe('taking an activity out of "Mi agenda"', () => {
  const remove = (activityId: string, token?: string) =>
    callApi<{ message: string }>(`/api/events/${fx.eventId}/activities_attendees/${activityId}`, {
      method: 'DELETE',
      token,
    });

  it("removes the attendee's own record and gives the seat back", async () => {
    const id = await seedActivity({ capacity: 3 });
    expect((await register(id, fx.attendeeId, fx.attendee.idToken)).status).toBe(201);
    expect((await activity(id))?.registered_count).toBe(1);
    expect((await remove(id)).status).toBe(401);
    const removed = await remove(id, fx.attendee.idToken);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await activity(id))?.registered_count).toBe(0);
    const record = await adminDb.doc(paths.activityAttendee(fx.eventId, id, fx.attendeeId)).get();
    expect(record.exists).toBe(false);
    expect((await remove(id, fx.attendee.idToken)).status).toBe(404);
  });

  it('keeps a record already checked in, saying why', async () => {
    const id = await seedActivity();
    expect((await register(id, fx.attendeeId, fx.attendee.idToken)).status).toBe(201);
    await adminDb
      .doc(paths.activityAttendee(fx.eventId, id, fx.attendeeId))
      .update({ checked_in: true });
    const refused = await remove(id, fx.attendee.idToken);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Ya ingresaste/);
  });

  it('answers 404 to someone not registered in the event', async () => {
    const id = await seedActivity();
    expect((await remove(id, fx.stranger.idToken)).status).toBe(404);
  });

  it('gives back no seat for a record the door added (a walk-in holds none)', async () => {
    const id = await seedActivity({ capacity: 5, registered_count: 2 });
    const checkin = await callApi(`/api/events/${fx.eventId}/activities_attendees/checkin`, {
      method: 'PUT',
      token: fx.staffWith.idToken,
      body: { user_id: fx.attendeeId, activity_id: id, checkedin_at: null },
    });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    expect((await remove(id, fx.attendee.idToken)).status).toBe(200);
    expect((await activity(id))?.registered_count).toBe(2);
  });
});

describe('deleting an attendee', () => {
  it('gives back the seats its registrations held, and none for its walk-ins', async () => {
    const registered = await seedActivity({ capacity: 10 });
    const walkedIn = await seedActivity({ capacity: 10, registered_count: 4 });
    const gone = await seedActivity({ capacity: 10 });
    const attendeeId = await seedAttendee(fx.eventId);
    const attendee = (await adminDb.doc(paths.attendee(fx.eventId, attendeeId)).get()).data();
    const stored = { ...attendee, _id: attendeeId } as Attendee;
    const open = { checked_in: false, checkedin_at: null };
    expect(await takeSeat(fx.eventId, registered, stored, open)).toBe(true);
    expect(await takeSeat(fx.eventId, gone, stored, open)).toBe(true);
    const checkin = await callApi(`/api/events/${fx.eventId}/activities_attendees/checkin`, {
      method: 'PUT',
      token: fx.staffWith.idToken,
      body: { user_id: attendeeId, activity_id: walkedIn, checkedin_at: '2027-03-15 09:10:00' },
    });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    await adminDb.doc(paths.eventContentItem(fx.eventId, 'activities', gone)).delete();
    expect((await activity(registered))?.registered_count).toBe(1);

    await deleteAttendee(fx.eventId, stored);

    expect((await activity(registered))?.registered_count).toBe(0);
    expect((await activity(walkedIn))?.registered_count).toBe(4);
    expect((await activity(gone)) ?? null).toBeNull();
    for (const id of [registered, walkedIn, gone]) {
      const record = await adminDb.doc(paths.activityAttendee(fx.eventId, id, attendeeId)).get();
      expect(record.exists).toBe(false);
    }
  });
});
