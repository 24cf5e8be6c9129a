import {
  PAID_ATTENDEE_MESSAGE,
  formatCheckinTime,
  orderSchema,
  paymentStateOf,
} from '@aforo/domain';
import express, { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { eventAccess, readableEvent, signedIn } from '../../lib/access';
import { db } from '../../lib/firebase';
import { HttpError, badRequest, conflict, forbidden, notFoundError } from '../../lib/http-error';
import { refs } from '../../lib/refs';
import { fieldError, parseInput, validId, validateValue } from '../../lib/validate';
import { EVENT_TIME_ZONE, apiUrl, paymentReturnUrl, payuConfig } from '../../config';
import {
  PAYU_STATE_POL,
  payuConfirmationSchema,
  sameAmount,
  type PayuConfirmation,
} from '@aforo/domain';
import { PAYU_CONFIRMATION_PATH, checkoutForm } from '../../integrations/payu/checkout';
import { isPayuSign } from '../../integrations/payu/signature';
import {
  newPayuOrderRef,
  payuOrderRef,
  payuOrdersRef,
  type PayuOrder,
} from '../../integrations/refs';

/** Pay-to-register orders and PayU WebCheckout (part 3 §3.7, §4.4, §7). */
export const paymentsRouter = Router();

const ORDER_NOT_FOUND = 'Orden no encontrada';

/** The order without what only the server needs. */
function orderAnswer(order: PayuOrder) {
  const { payu_transaction_ids: _ids, ...rest } = order;
  return rest;
}

/**
 * POST /api/orders: creates the caller's order for an event that charges, and answers every field
 * of the WebCheckout form, signed here: the API key never reaches the browser. The amount must be
 * the event's price; the server never takes the client's word for it.
 */
paymentsRouter.post('/orders', async (req, res) => {
  const user = signedIn(req);
  const input = await parseInput(orderSchema, req.body ?? {});
  if (input.account_id !== user.uid) throw forbidden('La orden debe ser de tu propia cuenta');
  if (!input.items.includes(input.event_id))
    throw fieldError('items', 'La orden debe incluir el evento');
  const access = await readableEvent(req, input.event_id);
  const payment = access.event.payment;
  if (payment?.enabled !== true) throw badRequest('Este evento no tiene pagos habilitados');
  if (!sameAmount(payment.price, String(input.amount))) {
    throw fieldError('amount', 'El valor no corresponde al precio del evento');
  }
  // No discount model exists yet: a code would be a promise this server cannot keep.
  if (input.discount_codes.length > 0)
    throw fieldError('discount_codes', 'Código de descuento no válido');
  const attendee = await access.attendee();
  if (attendee && paymentStateOf(attendee, payment) === 'paid')
    throw conflict(PAID_ATTENDEE_MESSAGE);
  if (!user.email) throw badRequest('Tu cuenta no tiene correo para el recibo de pago');

  const ref = newPayuOrderRef();
  const now = FieldValue.serverTimestamp();
  await ref.set({
    _id: ref.id,
    ...input,
    amount: payment.price,
    currency: payment.currency,
    buyer_email: user.email,
    status: 'PENDING',
    transaction_id: null,
    payu_transaction_ids: [],
    payment: null,
    created_at: now,
    updated_at: now,
  });
  const stored = (await ref.get()).data();
  if (!stored) throw notFoundError(ORDER_NOT_FOUND);
  // The buyer comes back to the app it paid from (config/links.ts follows the request's origin).
  const checkout = checkoutForm(
    payuConfig(),
    {
      referenceCode: ref.id,
      amount: payment.price,
      currency: payment.currency,
      description: payment.description || access.event.name,
      buyerEmail: user.email,
    },
    {
      responseUrl: paymentReturnUrl(access.eventId, ref.id),
      confirmationUrl: apiUrl(PAYU_CONFIRMATION_PATH),
    },
  );
  res.status(201).json({ ...orderAnswer(stored), checkout });
});

/** GET /api/orders/{orderId}: the buyer (or the event's admins) follow the payment's state. */
paymentsRouter.get('/orders/:orderId', async (req, res) => {
  const user = signedIn(req);
  const order = (await payuOrderRef(validId(req.params.orderId, ORDER_NOT_FOUND)).get()).data();
  if (!order) throw notFoundError(ORDER_NOT_FOUND);
  if (order.account_id !== user.uid && !(await eventAccess(req, order.event_id)).isAdmin) {
    throw notFoundError(ORDER_NOT_FOUND);
  }
  res.json(orderAnswer(order));
});

const USER_ORDERS_MAX = 200;

/**
 * GET /api/users/{userId}/orders (part 1 §7.4): the user's own orders, newest first, as GET
 * /api/orders/{id} answers each. Nobody else's: an event's admins read its orders by event.
 */
paymentsRouter.get('/users/:userId/orders', async (req, res) => {
  const user = signedIn(req);
  const userId = validId(req.params.userId, 'Usuario no encontrado');
  if (userId !== user.uid) throw forbidden();
  const snap = await payuOrdersRef()
    .where('account_id', '==', userId)
    .orderBy('created_at', 'desc')
    .limit(USER_ORDERS_MAX)
    .get();
  res.json({ data: snap.docs.map((doc) => orderAnswer(doc.data())) });
});

type Outcome = 'applied' | 'replay' | 'kept-approved' | 'no-order' | 'amount-mismatch';

/**
 * Applies a verified confirmation in one transaction: the order's state, the PayU record, and on
 * approval the attendee's paid role. A transaction id already applied changes nothing (PayU
 * retries up to nine times; anyone may replay a captured body).
 */
function applyConfirmation(notification: PayuConfirmation): Promise<Outcome> {
  const orderRef = payuOrderRef(notification.reference_sale);
  const status = PAYU_STATE_POL[notification.state_pol] ?? 'ERROR';
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const order = (await tx.get(orderRef)).data();
    if (!order) return 'no-order';
    if ((order.payu_transaction_ids ?? []).includes(notification.transaction_id)) return 'replay';
    if (!sameAmount(order.amount, notification.value) || notification.currency !== order.currency) {
      return 'amount-mismatch';
    }
    // Reads before writes: the event's paid role and the buyer's attendee record.
    let attendeeUpdate: (() => void) | null = null;
    if (status === 'APPROVED' && order.status !== 'APPROVED') {
      const event = (await tx.get(refs.event(order.event_id))).data();
      const marker = (await tx.get(refs.attendeeAccount(order.event_id, order.account_id))).data();
      const paidRole = event?.payment?.paid_rol_id ?? null;
      if (marker && paidRole) {
        const attendeeRef = refs.attendee(order.event_id, marker.attendee_id);
        if ((await tx.get(attendeeRef)).exists) {
          attendeeUpdate = () =>
            tx.update(attendeeRef, {
              rol_id: paidRole,
              payment: {
                status: status,
                date:
                  notification.transaction_date || formatCheckinTime(new Date(), EVENT_TIME_ZONE),
                payuReference: notification.reference_pol,
                transactionID: notification.transaction_id,
              },
              updated_at: FieldValue.serverTimestamp(),
            });
        }
      }
      if (!attendeeUpdate) {
        logger.warn('PayU approved an order whose buyer has no attendee record', {
          orderId: order._id,
          eventId: order.event_id,
        });
      }
    }
    // A later declined attempt must not undo a payment that was approved.
    const keepApproved = order.status === 'APPROVED' && status !== 'APPROVED';
    tx.update(orderRef, {
      ...(keepApproved ? {} : { status, transaction_id: notification.transaction_id }),
      payu_transaction_ids: FieldValue.arrayUnion(notification.transaction_id),
      payment: keepApproved
        ? order.payment
        : {
            state_pol: notification.state_pol,
            reference_pol: notification.reference_pol,
            transaction_id: notification.transaction_id,
            value: notification.value,
            currency: notification.currency,
            response_message_pol: notification.response_message_pol,
            payment_method_type: notification.payment_method_type,
            transaction_date: notification.transaction_date,
            confirmed_at: FieldValue.serverTimestamp(),
          },
      updated_at: FieldValue.serverTimestamp(),
    });
    attendeeUpdate?.();
    return keepApproved ? 'kept-approved' : 'applied';
  });
}

function rejected(
  req: Request,
  reason: string,
  status: number,
  message: string,
  fields: Record<string, unknown>,
): HttpError {
  // The forger's body is evidence: log what identifies it, never the key or the expected sign.
  logger.warn('PayU confirmation rejected', { reason, ip: req.ip, ...fields });
  return new HttpError(status, message);
}

/**
 * POST /api/payments/payu/confirmation: PayU's confirmation page (x-www-form-urlencoded, server
 * to server). The sign is checked with PayU's documented formula before anything is read; a
 * forged or tampered notification is refused and logged, a replay answers 200 and changes nothing.
 */
paymentsRouter.post(
  PAYU_CONFIRMATION_PATH.replace(/^\/api/, ''),
  express.urlencoded({ extended: false, limit: '32kb' }),
  async (req, res) => {
    let notification: PayuConfirmation;
    try {
      notification = await validateValue(payuConfirmationSchema, req.body ?? {});
    } catch (err) {
      const body: unknown = req.body;
      const fields = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
      logger.warn('PayU confirmation rejected', {
        reason: 'malformed',
        ip: req.ip,
        reference_sale: String(fields.reference_sale ?? '').slice(0, 128),
      });
      throw err;
    }
    const ids = {
      reference_sale: notification.reference_sale,
      transaction_id: notification.transaction_id,
    };
    const config = payuConfig();
    if (
      notification.merchant_id !== config.merchantId ||
      !isPayuSign(notification, config.apiKey)
    ) {
      throw rejected(req, 'signature', 400, 'Firma no válida', ids);
    }
    const outcome = await applyConfirmation(notification);
    if (outcome === 'no-order') throw rejected(req, 'unknown order', 404, ORDER_NOT_FOUND, ids);
    if (outcome === 'amount-mismatch') {
      throw rejected(req, 'amount', 400, 'El valor no corresponde a la orden', {
        ...ids,
        value: notification.value,
        currency: notification.currency,
      });
    }
    if (outcome === 'replay') logger.info('PayU confirmation replayed: nothing changed', ids);
    res.json({ message: outcome === 'replay' ? 'Confirmación ya procesada' : 'OK' });
  },
);
