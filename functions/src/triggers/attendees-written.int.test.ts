import { paths } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';
import { seedAttendee, seedEvent } from '../../../tests/support/roles';
import { applyCounterDelta } from './attendees-written';

const counters = async (eventId: string) => {
  const data = (await adminDb.doc(paths.eventConfig(eventId)).get()).data();
  return {
    totalAttendees: data?.totalAttendees ?? 0,
    checkedInAttendees: data?.checkedInAttendees ?? 0,
  };
};

/** What count queries say, the truth the counters must match. */
async function counted(eventId: string) {
  const attendees = adminDb.collection(paths.attendees(eventId));
  const [total, checked, withTime] = await Promise.all([
    attendees.count().get(),
    attendees.where('checked_in', '==', true).count().get(),
    attendees.where('checkedin_at', '>', '').count().get(),
  ]);
  return {
    totalAttendees: total.data().count,
    checkedInAttendees: checked.data().count,
    withCheckinTime: withTime.data().count,
  };
}

async function waitForCounters(
  eventId: string,
  expected: { totalAttendees: number; checkedInAttendees: number },
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last = await counters(eventId);
  while (Date.now() < deadline) {
    last = await counters(eventId);
    if (
      last.totalAttendees === expected.totalAttendees &&
      last.checkedInAttendees === expected.checkedInAttendees
    )
      return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}

/** The check-in route's write: the time once, never over an earlier one. */
function checkIn(eventId: string, attendeeId: string, at: string) {
  const ref = adminDb.doc(paths.attendee(eventId, attendeeId));
  return adminDb.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.checkedin_at) return false;
    tx.update(ref, {
      checked_in: true,
      checkedin_at: at,
      checked_at: at,
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

describe('event_config counters (trigger on {eventId}_event_attendees)', () => {
  it('follow creates, check-ins, un-checks and deletes', async () => {
    const eventId = await seedEvent();
    const [a, b] = await Promise.all([
      seedAttendee(eventId),
      seedAttendee(eventId),
      seedAttendee(eventId, { checkedinAt: '2027-03-15 08:00:00' }),
    ]);
    expect(await waitForCounters(eventId, { totalAttendees: 3, checkedInAttendees: 1 })).toEqual({
      totalAttendees: 3,
      checkedInAttendees: 1,
    });
    await checkIn(eventId, a ?? '', '2027-03-15 09:00:00');
    expect(await waitForCounters(eventId, { totalAttendees: 3, checkedInAttendees: 2 })).toEqual({
      totalAttendees: 3,
      checkedInAttendees: 2,
    });
    await adminDb
      .doc(paths.attendee(eventId, a ?? ''))
      .update({ checked_in: false, checkedin_at: null });
    await adminDb.doc(paths.attendee(eventId, b ?? '')).delete();
    expect(await waitForCounters(eventId, { totalAttendees: 2, checkedInAttendees: 1 })).toEqual({
      totalAttendees: 2,
      checkedInAttendees: 1,
    });
    const truth = await counted(eventId);
    expect(await counters(eventId)).toEqual({
      totalAttendees: truth.totalAttendees,
      checkedInAttendees: truth.checkedInAttendees,
    });
  });

  it('applies a delivery once, however often it comes', async () => {
    const eventId = await seedEvent();
    const delta = { totalAttendees: 1, checkedInAttendees: 1 };
    expect(await applyCounterDelta(eventId, 'delivery-1', delta)).toBe(true);
    expect(await applyCounterDelta(eventId, 'delivery-1', delta)).toBe(false);
    expect(
      await Promise.all([2, 2, 2].map(() => applyCounterDelta(eventId, 'delivery-2', delta))),
    ).toContain(true);
    expect(await counters(eventId)).toEqual({ totalAttendees: 2, checkedInAttendees: 2 });
  });

  it('stay exact under a burst of 500 concurrent check-ins (and 50 repeated scans)', async () => {
    const eventId = await seedEvent();
    const ids: string[] = [];
    for (let chunk = 0; chunk < 5; chunk += 1) {
      ids.push(...(await Promise.all(Array.from({ length: 100 }, () => seedAttendee(eventId)))));
    }
    expect(
      await waitForCounters(eventId, { totalAttendees: 500, checkedInAttendees: 0 }, 120_000),
    ).toEqual({
      totalAttendees: 500,
      checkedInAttendees: 0,
    });
    const started = Date.now();
    const scans = [...ids, ...ids.slice(0, 50)];
    const results = await Promise.all(
      scans.map((id, i) =>
        checkIn(eventId, id, `2027-03-15 09:${String(i % 60).padStart(2, '0')}:00`),
      ),
    );
    const burstMs = Date.now() - started;
    expect(results.filter(Boolean)).toHaveLength(500);
    const settled = await waitForCounters(
      eventId,
      { totalAttendees: 500, checkedInAttendees: 500 },
      120_000,
    );
    const settledMs = Date.now() - started;
    const truth = await counted(eventId);
    console.log(
      `[counters] 500 check-ins (+50 repeats) written in ${burstMs} ms; counters exact after ${settledMs} ms`,
      settled,
      truth,
    );
    expect(truth).toEqual({ totalAttendees: 500, checkedInAttendees: 500, withCheckinTime: 500 });
    expect(settled).toEqual({
      totalAttendees: truth.totalAttendees,
      checkedInAttendees: truth.checkedInAttendees,
    });
    // Nothing arrives late to push them past the truth.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await counters(eventId)).toEqual({ totalAttendees: 500, checkedInAttendees: 500 });
  }, 300_000);
});

describe('registration confirmation (same trigger, on create)', () => {
  /** The SMTP catcher the emulator's functions/.env.local names (port shifted by the offset). */
  const smtp = smtpStandIn();
  beforeAll(() => smtp.start(standInPorts().smtp));
  afterAll(() => smtp.stop());

  it("mails the event's registration_message, as text, to a new attendee", async () => {
    const eventId = await seedEvent({
      registration_message:
        '<p>Trae tu documento &amp; llega temprano.</p><script>alert(1)</script><p>¡Te esperamos!</p>',
    });
    const email = `${uniqueId('registro')}@example.com`;
    await seedAttendee(eventId, { email, names: 'Ana Gómez' });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe(`Confirmación de registro: Evento ${eventId}`);
    expect(mail.text).toContain('Hola Ana Gómez,');
    expect(mail.text).toContain('Trae tu documento & llega temprano.');
    expect(mail.text).toContain('¡Te esperamos!');
    expect(mail.html).not.toMatch(/<script|alert\(1\)/);
  });

  it('sends none for an event without a registration message', async () => {
    const eventId = await seedEvent({ registration_message: '' });
    const email = `${uniqueId('sin-mensaje')}@example.com`;
    await seedAttendee(eventId, { email });
    await new Promise((r) => setTimeout(r, 3000));
    const queued = await adminDb
      .collection(paths.mail())
      .where('event_id', '==', eventId)
      .count()
      .get();
    expect(queued.data().count).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);
  });
});
