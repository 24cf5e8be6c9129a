/**
 * Typed refs for the fields the integrations add to shared documents (an order's PayU record, a
 * meeting request's answer link). Same paths and converter as lib/refs.ts, wider document types.
 */
import { paths, type MeetingRequest, type Order, type TimestampLike } from '@aforo/domain';
import type { FieldValue } from 'firebase-admin/firestore';
import { converter, db } from '../lib/firebase';

/** What the confirmation reported, kept on the order for support and reconciliation. */
export interface OrderPayment {
  state_pol: string;
  reference_pol: string;
  transaction_id: string;
  value: string;
  currency: string;
  response_message_pol: string;
  payment_method_type: string;
  transaction_date: string;
  confirmed_at: TimestampLike | FieldValue;
}

export type PayuOrder = Order & {
  currency: string;
  buyer_email: string;
  /** Every PayU transaction already applied: a replayed confirmation finds its id here. */
  payu_transaction_ids: string[];
  payment: OrderPayment | null;
};

export const payuOrderRef = (orderId: string) =>
  db.doc(paths.order(orderId)).withConverter(converter<PayuOrder>());
export const payuOrdersRef = () =>
  db.collection(paths.orders()).withConverter(converter<PayuOrder>());
export const newPayuOrderRef = () => payuOrderRef(db.collection(paths.orders()).doc().id);

export type NotifiedMeetingRequest = MeetingRequest & {
  /** SHA-256 of the token the answer links carry; removed once answered, so a link works once. */
  answer_token_hash?: string | FieldValue;
  notified_at?: TimestampLike | FieldValue;
  answered_at?: TimestampLike | FieldValue;
};

export const meetingRequestRef = (eventId: string, meetingId: string) =>
  db
    .doc(paths.meetingRequest(eventId, meetingId))
    .withConverter(converter<NotifiedMeetingRequest>());
