import { describe, expect, it } from 'vitest';
import { errorsOf } from '../entities/test-utils';
import {
  payuConfirmationSchema,
  payuConfirmationSignatureText,
  payuConfirmationValue,
  sameAmount,
} from './payu';

describe('payuConfirmationValue (PayU confirmation page, new_value)', () => {
  it.each([
    ['150.00', '150.0'],
    ['150.20', '150.2'],
    ['150.26', '150.26'],
    ['50000.00', '50000.0'],
    ['50000.5', '50000.5'],
    ['50000', '50000.0'],
    ['0.05', '0.05'],
  ])('%s signs as %s', (value, expected) => {
    expect(payuConfirmationValue(value)).toBe(expected);
  });

  it('refuses what is not an amount', () => {
    expect(() => payuConfirmationValue('1e3')).toThrow();
    expect(() => payuConfirmationValue('150.255')).toThrow();
  });
});

describe('payuConfirmationSignatureText', () => {
  it('joins key, merchant, reference, new_value, currency and state with ~', () => {
    expect(
      payuConfirmationSignatureText({
        apiKey: 'K',
        merchantId: '508029',
        referenceSale: 'ord1',
        value: '50000.00',
        currency: 'COP',
        statePol: '4',
      }),
    ).toBe('K~508029~ord1~50000.0~COP~4');
  });
});

describe('payuConfirmationSchema', () => {
  const valid = {
    merchant_id: '508029',
    reference_sale: 'ord1',
    value: '50000.00',
    currency: 'COP',
    state_pol: '4',
    sign: 'a'.repeat(64),
    transaction_id: 'f3b2c1d0-0000-4000-8000-000000000000',
  };

  it('accepts a confirmation and strips the fields it does not read', async () => {
    expect(await errorsOf(payuConfirmationSchema, { ...valid, risk: '0.00' })).toEqual([]);
  });

  it.each([
    ['reference_sale', '../orders/x'],
    ['value', '50,000'],
    ['state_pol', '7'],
    ['sign', 'zz'],
    ['currency', 'cop'],
  ])('refuses a bad %s', async (field, value) => {
    expect(await errorsOf(payuConfirmationSchema, { ...valid, [field]: value })).not.toEqual([]);
  });
});

describe('sameAmount', () => {
  it('compares in cents', () => {
    expect(sameAmount(50000, '50000.00')).toBe(true);
    expect(sameAmount(50000, '50000.01')).toBe(false);
    expect(sameAmount(0.1 + 0.2, '0.30')).toBe(true);
  });
});
