import { randomBytes } from 'node:crypto';
import { MAIL_QUOTA, RATE_LIMITS, paths, windowStart, type MailQuotaStatus } from '@aforo/domain';
import type { Query } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi, type ApiResult } from '../../../tests/support/api';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

/*
 * Every suite calls from loopback, which the emulator's .env.local exempts from the limits. These
 * tests call as other addresses (IPv6 documentation prefix, a fresh one per test so that earlier
 * runs in the same minute do not count): the one proxy hop the API trusts is the caller here.
 */
const freshAddress = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });

let fx: RoleFixture;

beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['checkin', 'admin_invitations'] });
});

const registration = () => ({
  properties: {
    email: `${uniqueId('rafaga')}@example.com`,
    names: 'Persona Ráfaga',
    documento: uniqueId('doc'),
  },
});

interface Sent {
  res: ApiResult<{ status?: number; message?: string }>;
  retryAfter: string | null;
  sent: number;
  received: number;
}

async function register(eventId: string, headers: Record<string, string>, token?: string) {
  const sent = Date.now();
  const res = await callApi<{ status?: number; message?: string }>(
    `/api/events/${eventId}/adduserwithemailvalidation`,
    { method: 'POST', body: registration(), headers, token },
  );
  return { res, retryAfter: res.headers.get('retry-after'), sent, received: Date.now() };
}

const countOf = async (query: Query) => (await query.count().get()).data().count;

describe('abuse limits on the public registration', () => {
  const { max, windowSeconds } = RATE_LIMITS.registration.perAddress ?? {
    max: 0,
    windowSeconds: 60,
  };

  /** Whether a burst's requests were all sent and answered within one window of the limit. */
  const inOneWindow = (results: Sent[]) =>
    results.every(
      (r) =>
        windowStart(r.sent, windowSeconds) === windowStart(results[0]?.sent ?? 0, windowSeconds) &&
        windowStart(r.received, windowSeconds) === windowStart(r.sent, windowSeconds),
    );

  it('answers 30 registrations a minute from one address with 429 past the limit, writing nothing more', async () => {
    // Thirty registrations, five at a time (the limit holds under concurrent requests: one
    // transaction per window). A burst that straddles a window's end is counted by two windows,
    // each from zero, and may pass whole (a loaded machine made one of 30 sequential requests
    // last longer than the minute's remainder): the burst is then sent again from a fresh
    // address. Three bursts of under 40 s cannot all straddle a one-minute boundary.
    let before = 0;
    let mailsBefore = 0;
    let results: Sent[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const address = freshAddress();
      before = await countOf(adminDb.collection(paths.attendees(fx.eventId)));
      mailsBefore = await countOf(
        adminDb.collection(paths.mail()).where('event_id', '==', fx.eventId),
      );
      results = [];
      for (let round = 0; round < 6; round += 1) {
        results.push(
          ...(await Promise.all(
            Array.from({ length: 5 }, () => register(fx.eventId, from(address))),
          )),
        );
      }
      if (inOneWindow(results)) break;
    }
    expect(inOneWindow(results), 'three bursts each straddled a window').toBe(true);

    const statuses = results.map((r) => r.res.status);
    expect(
      statuses.every((s) => s === 201 || s === 429),
      statuses.join(','),
    ).toBe(true);
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBe(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - max);

    const refused = results.find((r) => r.res.status === 429);
    expect(refused?.res.body).toEqual({ status: 429, message: expect.any(String) });
    expect(refused?.res.contentType).toMatch(/application\/json/);
    const wait = Number(refused?.retryAfter);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowSeconds);

    // Nothing past the limit reached the database: one record and one mail per 201.
    expect(await countOf(adminDb.collection(paths.attendees(fx.eventId)))).toBe(before + created);
    expect(
      await countOf(adminDb.collection(paths.mail()).where('event_id', '==', fx.eventId)),
    ).toBe(mailsBefore + created);

    // Another address is not held back by this one's limit.
    expect((await register(fx.eventId, from(freshAddress()))).res.status).toBe(201);
  }, 180_000);

  it('limits one account across addresses', async () => {
    const perAccount = RATE_LIMITS.registration.perAccount ?? { max: 0, windowSeconds: 60 };
    const user = await createUserWithToken();
    const results: Sent[] = [];
    for (let i = 0; i <= perAccount.max; i += 1) {
      results.push(await register(fx.eventId, from(freshAddress()), user.idToken));
    }
    const statuses = results.map((r) => r.res.status);
    const first = results[0]?.sent ?? 0;
    const last = results.at(-1)?.received ?? 0;
    if (
      windowStart(first, perAccount.windowSeconds) === windowStart(last, perAccount.windowSeconds)
    ) {
      expect(statuses).toEqual([...Array(perAccount.max).fill(201), 429]);
    } else {
      // A new window began during the run and counts again from zero.
      expect(statuses.slice(0, perAccount.max - 1).every((s) => s === 201)).toBe(true);
    }
  }, 120_000);
});

describe('the door is never limited', () => {
  it('checks in 40 times in a row from one address without a 429', async () => {
    const address = freshAddress();
    const target = await seedAttendee(fx.eventId);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await callApi(`/api/events/${fx.eventId}/eventusers/${target}/checkin`, {
        method: 'PUT',
        token: fx.staffWith.idToken,
        headers: from(address),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(40).fill(200));
  }, 120_000);

  it('has no check-in route in the limits table', () => {
    expect(Object.keys(RATE_LIMITS).filter((route) => /check/i.test(route))).toEqual([]);
  });
});

describe('GET /api/events/{id}/mailquota', () => {
  it("shows the organizer this hour's mails against the quota and when it resets", async () => {
    const res = await callApi<MailQuotaStatus>(`/api/events/${fx.eventId}/mailquota`, {
      token: fx.eventAdmin.idToken,
    });
    expect(res.status).toBe(200);
    const hour = MAIL_QUOTA.windowSeconds * 1000;
    const now = Date.now();
    expect(res.body.limit).toBe(MAIL_QUOTA.max);
    expect(Date.parse(res.body.resets_at)).toBe(windowStart(now, MAIL_QUOTA.windowSeconds) + hour);
    // The registrations above each queued an access mail, counted in this hour's window (or the
    // next one's, when the run crossed the hour).
    const mails = await countOf(
      adminDb
        .collection(paths.mail())
        .where('event_id', '==', fx.eventId)
        .where('kind', '==', 'access'),
    );
    expect(res.body.used).toBeGreaterThan(0);
    expect(res.body.used).toBeLessThanOrEqual(mails);
  });

  it('is for the team that sends mail only', async () => {
    const attendee = await callApi(`/api/events/${fx.eventId}/mailquota`, {
      token: fx.attendee.idToken,
    });
    expect(attendee.status).toBe(403);
    const anonymous = await callApi(`/api/events/${fx.eventId}/mailquota`);
    expect([401, 403]).toContain(anonymous.status);
  });
});
