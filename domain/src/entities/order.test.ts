import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import type { EventPaymentInput } from './order.js';
import { orderSchema, paymentStateOf, payuSignatureText } from './order.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const order = { items: ['e1'], account_id: 'u1', amount: 50000, event_id: 'e1' };

describe('orderSchema', () => {
  it('accepts an order and drops the status a client may not set', async () => {
    expect(await validateBody(orderSchema, { ...order, status: 'APPROVED' })).toEqual({
      ...order,
      item_type: 'event',
      discount_codes: [],
    });
  });

  it('refuses empty orders, non-positive amounts and other item types', async () => {
    expect(await errorsOf(orderSchema, { ...order, items: [] })).toEqual([
      'La orden no tiene productos',
    ]);
    expect(await errorsOf(orderSchema, { ...order, amount: 0 })).not.toEqual([]);
    expect(await errorsOf(orderSchema, { ...order, item_type: 'product' })).not.toEqual([]);
    expect(await errorsOf(orderSchema, { ...order, discount_codes: [ONE_MB] })).not.toEqual([]);
  });
});

describe('payment rules', () => {
  it('joins the signature text with ~', () => {
    expect(
      payuSignatureText({
        apiKey: 'k',
        merchantId: '508029',
        referenceCode: 'ord1',
        amount: 50000,
        currency: 'COP',
      }),
    ).toBe('k~508029~ord1~50000~COP');
  });

  it('tells paid from unpaid attendees by role', () => {
    const payment: EventPaymentInput = {
      enabled: true,
      price: 50000,
      currency: 'COP',
      description: '',
      unpaid_rol_id: 'unpaid',
      paid_rol_id: 'paid',
    };
    expect(paymentStateOf({ rol_id: 'paid' }, payment)).toBe('paid');
    expect(paymentStateOf({ rol_id: 'unpaid' }, payment)).toBe('unpaid');
    expect(paymentStateOf({ rol_id: 'other' }, payment)).toBeNull();
    expect(paymentStateOf({ rol_id: 'paid' }, { ...payment, enabled: false })).toBeNull();
    expect(paymentStateOf({ rol_id: null }, payment)).toBeNull();
  });
});
