import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAND_IN_CREDENTIALS, payuStandIn } from '../../../../tests/stand-ins';
import type { PayuConfig } from '../../config';
import { payuConfirmationSchema } from '@aforo/domain';
import { checkoutForm } from './checkout';
import { isPayuSign } from './signature';

const payu = payuStandIn();
let config: PayuConfig;
const order = {
  referenceCode: 'ordtest1',
  amount: 50000,
  currency: 'COP',
  description: 'Inscripción',
  buyerEmail: 'ana@example.com',
};
const urls = {
  responseUrl: 'http://127.0.0.1:1/landing/evt1?payment=ordtest1',
  confirmationUrl: 'http://127.0.0.1:1/api/payments/payu/confirmation',
};
const post = (fields: Record<string, string>) =>
  fetch(payu.checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  await payu.start();
  config = {
    ...STAND_IN_CREDENTIALS.payu,
    checkoutUrl: payu.checkoutUrl,
  };
});
afterAll(() => payu.stop());
beforeEach(() => payu.reset());

describe('PayU WebCheckout signature', () => {
  it('is SHA-256 of ApiKey~merchantId~referenceCode~amount~currency', () => {
    const { fields } = checkoutForm(config, order, urls);
    const text = `${config.apiKey}~${config.merchantId}~ordtest1~50000~COP`;
    expect(fields.signature).toBe(createHash('sha256').update(text).digest('hex'));
    expect(fields).toMatchObject({
      algorithm: 'SHA256',
      currency: 'COP',
      lng: 'es',
      tax: '0',
      amount: '50000',
    });
    expect(JSON.stringify(fields)).not.toContain(config.apiKey);
  });

  it('is accepted by PayU, and a tampered amount is not', async () => {
    const { fields } = checkoutForm(config, order, urls);
    expect((await post(fields)).status).toBe(200);
    expect(payu.transactions).toHaveLength(1);
    const tampered = await post({ ...fields, amount: '1000' });
    expect(tampered.status).toBe(400);
    expect(payu.rejectedCheckouts.map((r) => r.reason)).toEqual(['Firma inválida']);
  });
});

describe('PayU confirmation sign', () => {
  it("accepts PayU's sign and refuses a changed value, state or a sign made with another key", async () => {
    const { fields } = checkoutForm(config, order, urls);
    await post(fields);
    const tx = payu.transactions[0];
    if (!tx) throw new Error('no transaction');
    tx.state = 'APPROVED';
    const raw = payu.confirmationBody(tx);
    expect(raw.value).toBe('50000.00');
    const body = payuConfirmationSchema.validateSync(raw, { stripUnknown: true });
    expect(isPayuSign(body, config.apiKey)).toBe(true);
    expect(isPayuSign({ ...body, value: '5000.00' }, config.apiKey)).toBe(false);
    expect(isPayuSign({ ...body, state_pol: '6' }, config.apiKey)).toBe(false);
    expect(isPayuSign(body, 'another-key')).toBe(false);
  });
});
