import { paths } from '@aforo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { FUNCTIONS_BASE } from '../../../../tests/support/emulators';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, type RoleFixture } from '../../../../tests/support/roles';
import {
  STAND_IN_CREDENTIALS,
  payuStandIn,
  standInPorts,
  type PayuTransaction,
} from '../../../../tests/stand-ins';

/** The PayU stand-in where the emulator's functions/.env.local points (shifted by the offset). */
const payu = payuStandIn();
let fx: RoleFixture;
const PRICE = 50000;
const UNPAID = 'rol-sin-pago';
const PAID = 'rol-pago';

interface Checkout {
  url: string;
  fields: Record<string, string>;
}
type OrderAnswer = { _id: string; status: string; checkout: Checkout } & Record<string, unknown>;

const orderBody = (over: Record<string, unknown> = {}) => ({
  items: [fx.eventId],
  account_id: fx.attendee.uid,
  amount: PRICE,
  item_type: 'event',
  discount_codes: [],
  event_id: fx.eventId,
  ...over,
});
const order = async (id: string) => (await adminDb.doc(paths.order(id)).get()).data();
const attendee = async () =>
  (await adminDb.doc(paths.attendee(fx.eventId, fx.attendeeId)).get()).data();

/** The buyer's browser: POST /api/orders, then the form to PayU's checkout. */
async function checkout(): Promise<{ order: OrderAnswer; tx: PayuTransaction }> {
  const res = await callApi<OrderAnswer>('/api/orders', {
    method: 'POST',
    token: fx.attendee.idToken,
    body: orderBody(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const page = await fetch(res.body.checkout.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(res.body.checkout.fields).toString(),
  });
  expect(page.status).toBe(200);
  const tx = payu.transactions.at(-1);
  if (!tx) throw new Error('PayU did not take the checkout');
  return { order: res.body, tx };
}

/** PayU's confirmation, posted as PayU posts it, by someone else. */
const postConfirmation = (url: string, body: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

beforeAll(async () => {
  await payu.start(standInPorts().payu);
  fx = await createRoleFixture({
    event: {
      payment: {
        enabled: true,
        price: PRICE,
        currency: 'COP',
        description: 'Inscripción',
        unpaid_rol_id: UNPAID,
        paid_rol_id: PAID,
      },
    },
  });
});
afterAll(() => payu.stop());
beforeEach(async () => {
  payu.reset();
  await adminDb
    .doc(paths.attendee(fx.eventId, fx.attendeeId))
    .update({ rol_id: UNPAID, payment: null });
});

describeRoute('POST /api/orders', {
  method: 'POST',
  path: () => '/api/orders',
  body: () => orderBody(),
  allowed: { who: 'the attendee, for itself', token: () => fx.attendee.idToken },
  status: 201,
  check: ({ body }) => {
    const { fields, url } = body.checkout as Checkout;
    expect(url).toBe(payu.checkoutUrl);
    expect(fields).toMatchObject({
      merchantId: STAND_IN_CREDENTIALS.payu.merchantId,
      accountId: STAND_IN_CREDENTIALS.payu.accountId,
      description: 'Inscripción',
      referenceCode: body._id,
      amount: '50000',
      tax: '0',
      currency: 'COP',
      lng: 'es',
      buyerEmail: fx.attendee.email,
      algorithm: 'SHA256',
    });
    expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(fields.confirmationUrl).toMatch(/\/api\/payments\/payu\/confirmation$/);
    expect(fields.responseUrl).toContain(`/landing/${fx.eventId}`);
    expect(JSON.stringify(body)).not.toContain(STAND_IN_CREDENTIALS.payu.apiKey);
    expect(body.status).toBe('PENDING');
  },
  forbidden: { who: 'someone ordering for another account', token: () => fx.stranger.idToken },
  invalid: { body: () => orderBody({ amount: 'mucho' }), field: 'amount' },
});

describe('PayU WebCheckout end to end', () => {
  it("refuses an amount that is not the event's price", async () => {
    const res = await callApi<Record<string, unknown>>('/api/orders', {
      method: 'POST',
      token: fx.attendee.idToken,
      body: orderBody({ amount: 1000 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      amount: 'El valor no corresponde al precio del evento',
    });
  });

  it('moves the order to APPROVED and gives the attendee the paid role on an approved payment', async () => {
    const { order: created, tx } = await checkout();
    const delivered = await payu.settle(tx, 'APPROVED');
    expect(delivered.status, delivered.answer).toBe(200);
    expect(await order(created._id)).toMatchObject({
      status: 'APPROVED',
      transaction_id: tx.transactionId,
    });
    expect(await attendee()).toMatchObject({
      rol_id: PAID,
      payment: {
        status: 'APPROVED',
        transactionID: tx.transactionId,
        payuReference: tx.referencePol,
      },
    });
    const seen = await callApi<Record<string, unknown>>(`/api/orders/${created._id}`, {
      token: fx.attendee.idToken,
    });
    expect(seen.body).toMatchObject({ status: 'APPROVED' });
    const again = await callApi<Record<string, unknown>>('/api/orders', {
      method: 'POST',
      token: fx.attendee.idToken,
      body: orderBody(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya eres un asistente pago');
  });

  it('moves the order to DECLINED and leaves the role alone on a declined payment', async () => {
    const { order: created, tx } = await checkout();
    expect((await payu.settle(tx, 'DECLINED')).status).toBe(200);
    expect(await order(created._id)).toMatchObject({ status: 'DECLINED' });
    expect((await attendee())?.rol_id).toBe(UNPAID);
  });

  it('answers a replayed confirmation with 200 and changes nothing', async () => {
    const { order: created, tx } = await checkout();
    const first = await payu.settle(tx, 'APPROVED');
    const before = await order(created._id);
    const attendeeBefore = await attendee();
    // PayU retrying, and someone replaying the captured body.
    expect((await payu.deliverConfirmation(tx, first.body)).status).toBe(200);
    const replay = await postConfirmation(first.url, first.body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ message: 'Confirmación ya procesada' });
    expect((await order(created._id))?.updated_at.toMillis()).toBe(before?.updated_at.toMillis());
    expect((await attendee())?.updated_at.toMillis()).toBe(attendeeBefore?.updated_at.toMillis());
  });

  it('rejects a forged confirmation and changes nothing', async () => {
    const { order: created, tx } = await checkout();
    tx.state = 'APPROVED';
    const body = { ...payu.confirmationBody(tx), sign: 'f'.repeat(64) };
    const res = await postConfirmation(tx.form.confirmationUrl ?? '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, message: 'Firma no válida' });
    expect(await order(created._id)).toMatchObject({ status: 'PENDING', transaction_id: null });
    expect((await attendee())?.rol_id).toBe(UNPAID);
  });

  it('rejects a confirmation whose amount was tampered with', async () => {
    const { order: created, tx } = await checkout();
    tx.state = 'APPROVED';
    const body = { ...payu.confirmationBody(tx), value: '500.00' };
    const res = await postConfirmation(tx.form.confirmationUrl ?? '', body);
    expect(res.status).toBe(400);
    // Even signed with the key (PayU reporting another amount), it is not this order's payment.
    const signed = payu.confirmationBody({ ...tx, form: { ...tx.form, amount: '500' } });
    const other = await postConfirmation(tx.form.confirmationUrl ?? '', signed);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ message: 'El valor no corresponde a la orden' });
    expect(await order(created._id)).toMatchObject({ status: 'PENDING' });
    expect((await attendee())?.rol_id).toBe(UNPAID);
  });

  it('rejects a malformed notification with field errors, not a 500', async () => {
    const res = await postConfirmation(`${FUNCTIONS_BASE}/api/api/payments/payu/confirmation`, {
      reference_sale: '../x',
      value: 'NaN',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: 400,
      errors: { reference_sale: expect.any(String) },
    });
  });
});

describe('GET /api/users/{id}/orders', () => {
  const buyer = () => fx.orgAdmin;
  const seedOrder = (id: string, accountId: string, createdAt: Date) =>
    adminDb.doc(paths.order(id)).set({
      ...orderBody({ account_id: accountId }),
      status: 'PENDING',
      currency: 'COP',
      buyer_email: 'comprador@example.com',
      payu_transaction_ids: ['tx-secreta'],
      payment: null,
      created_at: createdAt,
    });

  beforeAll(async () => {
    await Promise.all([
      seedOrder(`orden-vieja-${fx.eventId}`, buyer().uid, new Date('2027-01-01T10:00:00Z')),
      seedOrder(`orden-nueva-${fx.eventId}`, buyer().uid, new Date('2027-02-01T10:00:00Z')),
      seedOrder(`orden-ajena-${fx.eventId}`, fx.stranger.uid, new Date('2027-03-01T10:00:00Z')),
    ]);
  });

  describeRoute('GET /api/users/{id}/orders', {
    method: 'GET',
    path: () => `/api/users/${buyer().uid}/orders`,
    allowed: { who: 'the user itself', token: () => buyer().idToken },
    check: ({ body }) => {
      const orders = body.data as Record<string, unknown>[];
      // Its own orders only, newest first, without what only the server keeps.
      expect(orders.map((o) => o._id)).toEqual([
        `orden-nueva-${fx.eventId}`,
        `orden-vieja-${fx.eventId}`,
      ]);
      expect(orders[0]).not.toHaveProperty('payu_transaction_ids');
      expect(orders[0]).toMatchObject({ status: 'PENDING', event_id: fx.eventId });
    },
    // Not even the event's admin reads a user's orders by user: it reads them by event.
    forbidden: { who: 'another user (the event admin)', token: () => fx.eventAdmin.idToken },
    missingPath: () => '/api/users/bad%20id/orders',
  });
});
