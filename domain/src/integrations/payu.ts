/**
 * PayU WebCheckout rules that are pure text: the confirmation's states, its field shapes and the
 * text its `sign` is the digest of. Hashing stays in the functions (node:crypto); the checkout
 * signature text is `payuSignatureText` in entities/order.ts.
 */
import * as yup from 'yup';
import { idString, text } from '../entities/common.js';
import type { OrderStatus } from '../entities/order.js';

/**
 * state_pol of the confirmation page: PayU only reports final states there (4 approved,
 * 6 declined, 5 expired); 104 is its generic error state.
 */
export const PAYU_STATE_POL: Readonly<Record<string, OrderStatus>> = {
  '4': 'APPROVED',
  '6': 'DECLINED',
  '5': 'EXPIRED',
  '104': 'ERROR',
};

/** An amount as PayU writes it: digits, optionally a point and one or two decimals. */
export const PAYU_AMOUNT = /^\d{1,13}(?:\.\d{1,2})?$/;

/**
 * The variables of the confirmation page this platform reads; PayU sends many more, which are
 * stripped. Ids and texts are bounded so a hostile body cannot reach Firestore unchecked.
 */
export const payuConfirmationSchema = yup.object({
  merchant_id: yup
    .string()
    .trim()
    .matches(/^\d{1,12}$/, 'merchant_id no válido')
    .required(),
  reference_sale: idString('reference_sale no válido').required(),
  value: yup.string().trim().matches(PAYU_AMOUNT, 'value no válido').required(),
  currency: yup
    .string()
    .trim()
    .matches(/^[A-Z]{3}$/, 'currency no válida')
    .required(),
  state_pol: yup
    .string()
    .trim()
    .oneOf(Object.keys(PAYU_STATE_POL), 'state_pol no válido')
    .required(),
  sign: yup
    .string()
    .trim()
    .matches(/^[0-9a-f]{32,64}$/i, 'sign no válido')
    .required(),
  transaction_id: text(64).required(),
  reference_pol: text(64).default(''),
  response_message_pol: text(255).default(''),
  payment_method_type: text(10).default(''),
  transaction_date: text(50).default(''),
});
export type PayuConfirmation = yup.InferType<typeof payuConfirmationSchema>;

/**
 * `new_value` of PayU's confirmation signature: the amount with two decimals when the second is
 * not zero (150.26), with one decimal when it is (150.00 -> 150.0, 150.20 -> 150.2). Done on the
 * text, never through floating point, so 0.1 + 0.2 style errors cannot change a signature.
 */
export function payuConfirmationValue(value: string): string {
  if (!PAYU_AMOUNT.test(value)) throw new Error(`Not a PayU amount: ${JSON.stringify(value)}`);
  const [integer = '0', fraction = ''] = value.split('.');
  const cents = fraction.padEnd(2, '0');
  return cents[1] === '0' ? `${integer}.${cents[0]}` : `${integer}.${cents}`;
}

/** The text the confirmation's `sign` is the digest of (ApiKey~merchant~reference~new_value~currency~state). */
export function payuConfirmationSignatureText(input: {
  apiKey: string;
  merchantId: string;
  referenceSale: string;
  value: string;
  currency: string;
  statePol: string;
}): string {
  return [
    input.apiKey,
    input.merchantId,
    input.referenceSale,
    payuConfirmationValue(input.value),
    input.currency,
    input.statePol,
  ].join('~');
}

/** An order amount compared with PayU's text amount, in cents, so 50000 equals '50000.00'. */
export function sameAmount(orderAmount: number, payuValue: string): boolean {
  return Math.round(orderAmount * 100) === Math.round(Number(payuValue) * 100);
}
