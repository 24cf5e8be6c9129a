/**
 * The demo event's orders, a sent app notification and a networking meeting (reportNetworking
 * and notificationsApp), so `npm start` shows Órdenes, Notificaciones push and the networking
 * report with content. Fixed ids: the seed is rerun over the same snapshot.
 */
import { paths } from '@aforo/domain';
import type { Timestamp } from 'firebase-admin/firestore';

type Write = (path: string, data: Record<string, unknown>) => void;

interface Person {
  uid: string;
  email: string;
  names: string;
}

const ORDERS = [
  { id: 'b19a00000000000000000001', status: 'APPROVED', amount: 50_000 },
  { id: 'b19a00000000000000000002', status: 'PENDING', amount: 50_000 },
  { id: 'b19a00000000000000000003', status: 'DECLINED', amount: 50_000 },
] as const;

export function seedOrders(
  write: Write,
  eventId: string,
  at: Timestamp,
  buyer: Person,
  other: Person,
): void {
  for (const order of ORDERS) {
    write(paths.order(order.id), {
      _id: order.id,
      event_id: eventId,
      account_id: buyer.uid,
      items: [eventId],
      item_type: 'event',
      discount_codes: [],
      amount: order.amount,
      currency: 'COP',
      buyer_email: buyer.email,
      status: order.status,
      transaction_id: null,
      payu_transaction_ids: [],
      payment: null,
      created_at: at,
      updated_at: at,
    });
  }
  const notice = {
    title: 'Bienvenida a la feria',
    message: 'Las puertas abren a las 8:00. Recuerde traer su escarapela.',
  };
  write(paths.eventContentItem(eventId, 'notifications_app', 'b19b00000000000000000001'), {
    type: 'evento',
    state: '0',
    ...notice,
    rol_id: null,
    recipients: 1,
    created_at: at,
    updated_at: at,
  });
  write(`${paths.notifications(buyer.uid)}/b19b00000000000000000002`, {
    type: 'evento',
    state: '0',
    ...notice,
    event_id: eventId,
    created_at: at,
    updated_at: at,
  });
  write(paths.meetingRequest(eventId, 'b19c00000000000000000001'), {
    name: other.names,
    email: other.email,
    name_requesting: buyer.names,
    email_requesting: buyer.email,
    attendees: [buyer.uid, other.uid],
    owner_id: buyer.uid,
    type: 'meeting',
    timestamp_start: '2027-03-15 11:00:00',
    timestamp_end: '2027-03-15 11:30:00',
    message: 'Conversemos sobre alianzas para la próxima feria',
    request_status: 'accepted',
    created_at: at,
    updated_at: at,
  });
}
