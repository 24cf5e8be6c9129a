import * as yup from 'yup';
import type { Attendee } from './attendee.js';
import type { Timestamps } from './common.js';
import { LIMITS, idList, idString, text } from './common.js';

/** Transaction states of the card payment provider (PayU), as the confirmation reports them. */
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'EXPIRED', 'ERROR'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ITEM_TYPES = ['event'] as const;

/** POST /api/orders (part 3 §7). The server checks the amount against the event's price. */
export const orderSchema = yup.object({
  items: idList(50).min(1, 'La orden no tiene productos'),
  account_id: idString().required(),
  amount: yup.number().typeError('Debe ser un número').positive().max(1e12).required(),
  item_type: yup
    .mixed<(typeof ORDER_ITEM_TYPES)[number]>()
    .oneOf([...ORDER_ITEM_TYPES])
    .default('event'),
  discount_codes: yup.array(text(50).required()).max(10).default([]),
  event_id: idString().required(),
});
export type OrderInput = yup.InferType<typeof orderSchema>;
/** The order's _id is the payment reference code. */
export type Order = OrderInput &
  Timestamps & { _id: string; status: OrderStatus; transaction_id?: string | null };

/** Currency, language, tax and algorithm of the checkout form (part 3 §7). */
export const PAYU_CHECKOUT = { currency: 'COP', lng: 'es', tax: 0, algorithm: 'SHA256' } as const;

/**
 * The text the checkout signature is the SHA-256 digest of: key, merchant, reference, amount and
 * currency joined with '~'. The digest is computed in a function: the key never reaches a browser.
 */
export function payuSignatureText(input: {
  apiKey: string;
  merchantId: string;
  referenceCode: string;
  amount: number;
  currency: string;
}): string {
  return [input.apiKey, input.merchantId, input.referenceCode, input.amount, input.currency].join(
    '~',
  );
}

/**
 * Pay-to-register configuration of an event (part 3 §4.4): two attendee roles tell an unpaid
 * attendee (invited to pay) from a paid one. Any event may turn it on; no event id is special.
 */
export const eventPaymentSchema = yup.object({
  enabled: yup.boolean().default(false),
  price: yup.number().typeError('Debe ser un número').min(0).max(1e12).default(50_000),
  currency: text(3).uppercase().default(PAYU_CHECKOUT.currency),
  description: text(LIMITS.name).default(''),
  unpaid_rol_id: idString()
    .nullable()
    .default(null)
    .when('enabled', {
      is: true,
      then: (s) => s.required('Seleccione el rol de asistente sin pago'),
    }),
  paid_rol_id: idString()
    .nullable()
    .default(null)
    .when('enabled', {
      is: true,
      then: (s) =>
        s
          .required('Seleccione el rol de asistente pago')
          .notOneOf([yup.ref('unpaid_rol_id')], 'Los roles de pago deben ser distintos'),
    }),
});
export type EventPaymentInput = yup.InferType<typeof eventPaymentSchema>;

export const PAID_ATTENDEE_MESSAGE = 'Ya eres un asistente pago';

/** 'paid', 'unpaid' or null when the event does not charge or the role is neither. */
export function paymentStateOf(
  attendee: Pick<Attendee, 'rol_id'>,
  payment: EventPaymentInput | null | undefined,
): 'paid' | 'unpaid' | null {
  if (payment?.enabled !== true || attendee.rol_id === null) return null;
  if (attendee.rol_id === payment.paid_rol_id) return 'paid';
  return attendee.rol_id === payment.unpaid_rol_id ? 'unpaid' : null;
}

/** An order as the admin's orders screen lists it (GET /api/events/{eventId}/orders). */
export interface ListedOrder {
  _id: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  buyer_email: string;
  account_id: string;
  items: string[];
  /** ISO 8601; '' when the server has not stamped it yet. */
  created_at: string;
}
