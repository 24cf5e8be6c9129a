import {
  COLLECTIONS,
  TRIGGER_PATHS,
  counterShardsPath,
  paths,
  sumCounterShards,
} from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { PORTS } from '../../../tests/support/emulators';
import { checkInOnce } from '../routes/checkin';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

/** What the readers show: the sum of the event's shards. */
async function counters(eventId: string) {
  const snap = await adminDb.collection(counterShardsPath(eventId)).get();
  return sumCounterShards(snap.docs.map((doc) => doc.data()));
}

/** What count queries say, the truth the counters must match. */
async function counted(eventId: string) {
  const attendees = adminDb.collection(paths.attendees(eventId));
  const [total, checked] = await Promise.all([
    attendees.count().get(),
    attendees.where('checked_in', '==', true).count().get(),
  ]);
  return { totalAttendees: total.data().count, checkedInAttendees: checked.data().count };
}

const row = (email: string) => ({
  properties: { email, names: 'Ana Gómez', documento: String(Date.now()) },
});

let fx: RoleFixture;
beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['checkin'] });
});

describe('no catch-all trigger', () => {
  /** The Firestore triggers the functions emulator registered, by document pattern. */
  async function firestoreTriggerPatterns(): Promise<string[]> {
    const res = await fetch(`http://127.0.0.1:${PORTS.functions}/backends`);
    const { backends } = (await res.json()) as {
      backends: {
        functionTriggers: {
          eventTrigger?: { eventType?: string; resource?: string; eventFilters?: object };
        }[];
      }[];
    };
    return backends
      .flatMap((b) => b.functionTriggers)
      .flatMap((t) => (t.eventTrigger ? [JSON.stringify(t.eventTrigger)] : []))
      .filter((t) => t.includes('firestore'));
  }

  it('writes chat, presence and config documents without running any function', async () => {
    const patterns = await firestoreTriggerPatterns();
    // Two Firestore triggers are left, each naming its collection: the mail queue and the
    // survey answers' tally.
    const known = Object.values(TRIGGER_PATHS);
    expect(patterns.length).toBe(known.length);
    for (const pattern of patterns) {
      expect(pattern).not.toContain('{collection}');
      expect(known.some((path) => pattern.includes(path))).toBe(true);
    }
    // And writing those documents has no side effect on counters or mail.
    const before = await counters(fx.eventId);
    const mails = async () =>
      (
        await adminDb.collection(paths.mail()).where('event_id', '==', fx.eventId).count().get()
      ).data().count;
    const mailsBefore = await mails();
    await Promise.all([
      adminDb.doc(`${paths.publicChat(fx.eventId)}/${uniqueId('msg')}`).set({ text: 'hola' }),
      adminDb.doc(`${COLLECTIONS.presence}/${uniqueId('user')}`).set({ state: 'online' }),
      adminDb.doc(paths.biddingConfig(fx.eventId)).set({ habilitar_subasta: false }),
    ]);
    expect(await counters(fx.eventId)).toEqual(before);
    expect(await mails()).toBe(mailsBefore);
  });
});

describe('event counters (shards moved in the batch of each attendee write)', () => {
  it('are exact right after registration, check-in, repeated check-in and delete', async () => {
    const eventId = fx.eventId;
    const add = await callApi<{ _id: string }>(`/api/events/${eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(`${uniqueId('contador')}@example.com`),
    });
    expect(add.status).toBe(201);
    expect(await counters(eventId)).toEqual(await counted(eventId));
    const url = `/api/events/${eventId}/eventusers/${add.body._id}/checkin`;
    for (let i = 0; i < 2; i += 1) {
      expect((await callApi(url, { method: 'PUT', token: fx.staffWith.idToken })).status).toBe(200);
      expect(await counters(eventId)).toEqual(await counted(eventId));
    }
    const del = await callApi(`/api/events/${eventId}/eventusers/${add.body._id}`, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect(del.status).toBe(200);
    expect(await counters(eventId)).toEqual(await counted(eventId));
  });

  it('equal count() right after 500 concurrent check-ins (and 50 repeated scans)', async () => {
    // The route's own transaction (checkInOnce), run 550 times at once: 500 people, 50 of them
    // scanned twice. Through HTTP the emulator's single functions process would measure itself.
    const door = await createRoleFixture({ permissions: ['checkin'] });
    const { eventId } = door;
    const ids: string[] = [];
    for (let chunk = 0; chunk < 5; chunk += 1) {
      ids.push(...(await Promise.all(Array.from({ length: 100 }, () => seedAttendee(eventId)))));
    }
    const scans = [...ids, ...ids.slice(0, 50)];
    const already = await Promise.all(scans.map((id) => checkInOnce(eventId, id)));
    expect(already.filter((a) => !a)).toHaveLength(500);
    const truth = await counted(eventId);
    expect(truth.checkedInAttendees).toBe(500);
    expect(await counters(eventId)).toEqual(truth);
  }, 300_000);
});

describe('registration confirmation (queued by the registration itself)', () => {
  /** The SMTP catcher the emulator's functions/.env.local names (port shifted by the offset). */
  const smtp = smtpStandIn();
  beforeAll(() => smtp.start(standInPorts().smtp));
  afterAll(() => smtp.stop());

  it("mails the event's registration_message, as text, to a new attendee", async () => {
    const withMessage = await createRoleFixture({
      event: {
        registration_message:
          '<p>Trae tu documento &amp; llega temprano.</p><script>alert(1)</script><p>¡Te esperamos!</p>',
      },
    });
    const email = `${uniqueId('registro')}@example.com`;
    const res = await callApi(`/api/events/${withMessage.eventId}/eventusers`, {
      method: 'POST',
      token: withMessage.eventAdmin.idToken,
      body: row(email),
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe(`Confirmación de registro: Evento ${withMessage.eventId}`);
    expect(mail.text).toContain('Hola Ana Gómez,');
    expect(mail.text).toContain('Trae tu documento & llega temprano.');
    expect(mail.text).toContain('¡Te esperamos!');
    expect(mail.html).not.toMatch(/<script|alert\(1\)/);
  });

  it('queues none for an event without a registration message', async () => {
    const email = `${uniqueId('sin-mensaje')}@example.com`;
    const res = await callApi(`/api/events/${fx.eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: row(email),
    });
    expect(res.status).toBe(201);
    // The mail would be queued in the registration's own batch: nothing to wait for.
    const queued = await adminDb
      .collection(paths.mail())
      .where('event_id', '==', fx.eventId)
      .where('kind', '==', 'registration')
      .count()
      .get();
    expect(queued.data().count).toBe(0);
  });
});
