import {
  AUCTION_CLOSED_MESSAGE,
  AUCTION_NOT_REGISTERED_MESSAGE,
  auctionTooLowMessage,
  paths,
} from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../tests/support/roles';

/**
 * POST /api/events/{id}/products/{pid}/offers: clients wrote bids straight
 * into Firestore, so 5,500 under a 6,000, 1e300 and a bid carrying someone else's e-mail were
 * accepted. Now the API decides each bid in one transaction and the rules refuse direct writes.
 */
let fx: RoleFixture;
let registeredEmail = '';

const productDoc = (startPrice: number | null) => ({
  name: 'Cuadro al óleo',
  by: '',
  description: '<p>Obra</p>',
  price: null,
  start_price: startPrice,
  currency: 'COP',
  image: ['https://example.com/a.png'],
  position: 0,
  event_id: fx.eventId,
});
async function newProduct(startPrice: number | null = 1000): Promise<string> {
  const id = uniqueId('producto');
  await adminDb.doc(paths.eventContentItem(fx.eventId, 'products', id)).set(productDoc(startPrice));
  return id;
}
const offersUrl = (productId: string) => `/api/events/${fx.eventId}/products/${productId}/offers`;
const bid = (productId: string, body: unknown, token = fx.attendee.idToken) =>
  callApi<Record<string, unknown>>(offersUrl(productId), { method: 'POST', token, body });
const offersOf = async (productId: string) =>
  (await adminDb.collection(paths.offers(fx.eventId, productId)).get()).docs.map((d) => d.data());
const mailsTo = async (address: string) =>
  (await adminDb.collection(paths.mail()).where('to', '==', address).get()).docs.map((d) =>
    d.data(),
  );
const setBidding = (open: boolean) =>
  adminDb.doc(paths.biddingConfig(fx.eventId)).set({ habilitar_subasta: open, message: '' });

/** The SMTP catcher the emulator's functions send mail to (port shifted by the offset). */
const smtp = smtpStandIn();
afterAll(() => smtp.stop());

/** Another attendee of the fixture's event, with its own account. */
async function secondBidder(names: string) {
  const actor = await createUserWithToken();
  await seedAttendee(fx.eventId, { accountId: actor.uid, email: actor.email, names });
  return actor;
}
const stateOf = async (productId: string) =>
  (await adminDb.doc(paths.auctionState(fx.eventId, productId)).get()).data();

let contractProduct = '';
beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
  fx = await createRoleFixture();
  registeredEmail = fx.attendee.email;
  await setBidding(true);
  contractProduct = await newProduct(100);
});

describeRoute('POST /api/events/{id}/products/{id}/offers', {
  method: 'POST',
  path: () => offersUrl(contractProduct),
  body: () => ({ amount: 150 }),
  status: 201,
  allowed: { who: 'an attendee of the event', token: () => fx.attendee.idToken },
  check: async ({ body }) => {
    expect(body).toMatchObject({ amount: 150, user_id: fx.attendee.uid, email: registeredEmail });
    expect((await offersOf(contractProduct)).map((o) => o.amount)).toEqual([150]);
  },
  forbidden: { who: 'staff that is not registered', token: () => fx.staff.idToken },
  missingPath: () => offersUrl('no-such-product'),
  invalid: { body: () => ({ amount: 'mucho' }), field: 'amount' },
});

describe('POST /api/events/{id}/products/{id}/offers: what a bid may be', () => {
  it('refuses a bid that does not beat the highest by the step (409), then takes one that does', async () => {
    const product = await newProduct(1000);
    expect((await bid(product, { amount: 6000 })).status).toBe(201);
    for (const amount of [5500, 6000, 6000.5]) {
      const res = await bid(product, { amount });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toBe(auctionTooLowMessage(6001));
    }
    expect((await bid(product, { amount: 6001 })).status).toBe(201);
    expect((await offersOf(product)).map((o) => o.amount).sort()).toEqual([6000, 6001]);
    const minimum = await callApi(
      `/api/events/${fx.eventId}/products/${product}/minimumauctionvalue`,
    );
    expect(minimum.body).toEqual({ value: 6002, highest: 6001 });
  });

  it('refuses amounts that are not finite numbers of a sane size, and below the minimum (400)', async () => {
    const product = await newProduct(1000);
    for (const amount of [1e300, 1e13, '7000', 'Infinity', null, 0, -5, 999, { $gt: 0 }, [7000]]) {
      const res = await bid(product, { amount });
      expect(res.status, `${JSON.stringify(amount)}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors).toHaveProperty('amount');
    }
    expect(await offersOf(product)).toEqual([]);
  });

  it("never takes the bidder's e-mail or name from the bid: those are its registration's", async () => {
    const product = await newProduct(1000);
    const victim = `${uniqueId('victima')}@example.com`;
    const forged = await bid(product, {
      amount: 2000,
      email: victim,
      first_name: 'x'.repeat(300_000),
      user_id: fx.stranger.uid,
    });
    expect(forged.status).toBe(400);
    expect(await offersOf(product)).toEqual([]);

    const receiptsBefore = (await mailsTo(registeredEmail)).length;
    const res = await bid(product, { amount: 2000 });
    expect(res.status).toBe(201);
    const [offer] = await offersOf(product);
    expect(offer).toMatchObject({
      amount: 2000,
      user_id: fx.attendee.uid,
      email: registeredEmail,
      first_name: 'Asistente de Prueba',
    });
    expect(await mailsTo(victim)).toEqual([]);
    const receipts = await mailsTo(registeredEmail);
    expect(receipts).toHaveLength(receiptsBefore + 1);
    expect(receipts.every((m) => m.kind === 'silent_auction')).toBe(true);
  });

  it('refuses bids while bidding is off and from users not registered in the event (403)', async () => {
    const product = await newProduct(1000);
    const stranger = await bid(product, { amount: 2000 }, fx.stranger.idToken);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(AUCTION_NOT_REGISTERED_MESSAGE);
    await setBidding(false);
    try {
      const closed = await bid(product, { amount: 2000 });
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe(AUCTION_CLOSED_MESSAGE);
    } finally {
      await setBidding(true);
    }
    expect(await offersOf(product)).toEqual([]);
  });

  it('accepts exactly one of 10 concurrent bids of the same amount; the others get a 409 with the message', async () => {
    const product = await newProduct(1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => bid(product, { amount: 5000 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe(auctionTooLowMessage(5001));
      expect(r.body.errors).toEqual({ amount: auctionTooLowMessage(5001) });
    }
    const offers = await offersOf(product);
    expect(offers.map((o) => o.amount)).toEqual([5000]);
    // The stored highest is the accepted bid, and the next bid must beat it.
    const winner = results.find((r) => r.status === 201)?.body;
    expect(await stateOf(product)).toMatchObject({
      highest: 5000,
      offer_id: winner?._id,
      user_id: fx.attendee.uid,
    });
    const atHighest = await bid(product, { amount: 5000 });
    expect(atHighest.status).toBe(409);
    expect(atHighest.body.message).toBe(auctionTooLowMessage(5001));
    // Ten requests at once start a function instance each (the emulator runs one request per
    // instance): a cold start apiece on a 2-core machine, so the limit is generous, not a goal.
  }, 120_000);

  it('keeps the stored highest consistent under 10 concurrent bids of different amounts', async () => {
    const product = await newProduct(1000);
    const amounts = Array.from({ length: 10 }, (_, i) => 3000 + i);
    const results = await Promise.all(amounts.map((amount) => bid(product, { amount })));
    const accepted = results.filter((r) => r.status === 201).map((r) => Number(r.body.amount));
    const refused = results.filter((r) => r.status !== 201);
    // Each accepted bid beat the highest it saw, so they were taken in increasing order.
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(String(r.body.message)).toMatch(/^La oferta debe ser de al menos \d+$/);
    }
    const stored = (await offersOf(product)).map((o) => Number(o.amount)).sort((a, b) => a - b);
    expect(stored).toEqual([...accepted].sort((a, b) => a - b));
    const state = await stateOf(product);
    expect(state?.highest).toBe(Math.max(...stored));
    const minimum = await callApi(
      `/api/events/${fx.eventId}/products/${product}/minimumauctionvalue`,
    );
    expect(minimum.body).toEqual({ value: Math.max(...stored) + 1, highest: Math.max(...stored) });
  }, 120_000);

  it('mails the outbid bidder through the SMTP server, once, and not a bidder who beats itself', async () => {
    const product = await newProduct(1000);
    const rival = await secondBidder('Rival Postor');
    expect((await bid(product, { amount: 2000 })).status).toBe(201);
    expect((await bid(product, { amount: 2500 })).status).toBe(201);
    const outbid = await bid(product, { amount: 3000 }, rival.idToken);
    expect(outbid.status, JSON.stringify(outbid.body)).toBe(201);

    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(registeredEmail) && m.subject.includes('fue superada'),
      30_000,
    );
    expect(mail.subject).toBe('Tu oferta por Cuadro al óleo fue superada');
    expect(mail.text).toContain('2.500 COP');
    expect(mail.text).toContain('3.000 COP');
    const notices = (await mailsTo(registeredEmail)).filter((m) =>
      String(m.subject).includes('fue superada'),
    );
    // 2000 -> 2500 was the same bidder: only the 2500 beaten by the rival is announced.
    expect(notices).toHaveLength(1);
    expect(
      (await mailsTo(rival.email)).filter((m) => String(m.subject).includes('fue superada')),
    ).toEqual([]);
  }, 60_000);
});
