import { idString, paths, type ListedOrder } from '@aforo/domain';
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { requireEventPermission } from '../../lib/access';
import { db } from '../../lib/firebase';
import { pageSize } from '../../lib/query';
import { eventIdOf } from '../resource-router';
import { parseInput } from '../../lib/validate';
import * as yup from 'yup';

/**
 * The event's orders for its organizers (part 1 §7.4 ordersevent): newest
 * first, a page at a time (`after` is the last order id of the previous page), optionally only
 * the orders that include one product. Those who manage the event's tickets read them (the
 * admin's orders section asks the same permission).
 */
export const eventOrdersRouter = Router();

const ordersQuerySchema = yup.object({
  pageSize: pageSize(200, 50),
  after: idString().optional(),
  product: idString().optional(),
});

/** GET /api/events/{eventId}/orders?pageSize&after&product */
eventOrdersRouter.get('/events/:eventId/orders', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_ticket');
  const input = await parseInput(ordersQuerySchema, req.query);
  const orders = db.collection(paths.orders());
  let listed = orders.where('event_id', '==', access.eventId);
  if (input.product) listed = listed.where('items', 'array-contains', input.product);
  listed = listed.orderBy('created_at', 'desc');
  if (input.after) {
    const last = await orders.doc(input.after).get();
    // A cursor of another event's order would leak nothing, but would page wrongly: ignore it.
    if (last.exists && last.get('event_id') === access.eventId) listed = listed.startAfter(last);
  }
  const snap = await listed.limit(input.pageSize + 1).get();
  const docs = snap.docs.slice(0, input.pageSize);
  const data: ListedOrder[] = docs.map((doc) => {
    const order = doc.data();
    const created: unknown = order.created_at;
    const items: unknown = order.items;
    return {
      _id: doc.id,
      status: order.status as ListedOrder['status'],
      amount: typeof order.amount === 'number' ? order.amount : Number(order.amount ?? 0),
      currency: typeof order.currency === 'string' ? order.currency : '',
      buyer_email: typeof order.buyer_email === 'string' ? order.buyer_email : '',
      account_id: typeof order.account_id === 'string' ? order.account_id : '',
      items: Array.isArray(items) ? items.filter((i): i is string => typeof i === 'string') : [],
      created_at: created instanceof Timestamp ? created.toDate().toISOString() : '',
    };
  });
  res.json({ data, next: snap.docs.length > input.pageSize ? (docs.at(-1)?.id ?? null) : null });
});
