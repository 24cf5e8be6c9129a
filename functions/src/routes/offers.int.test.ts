import {
  AUCTION_CLOSED_MESSAGE,
  AUCTION_NOT_REGISTERED_MESSAGE,
  auctionTooLowMessage,
  paths,
} from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

/**
 * POST /api/events/{id}/products/{pid}/offers (issue #13 item 16): clients wrote bids straight
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

let contractProduct = '';
beforeAll(async () => {
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

  it('accepts exactly one of 10 concurrent bids of the same amount; the others get a 409', async () => {
    const product = await newProduct(1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => bid(product, { amount: 5000 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(typeof r.body.message).toBe('string');
    }
    expect((await offersOf(product)).map((o) => o.amount)).toEqual([5000]);
    // Ten requests at once start a function instance each (the emulator runs one request per
    // instance): a cold start apiece on a 2-core machine, so the limit is generous, not a goal.
  }, 120_000);
});
