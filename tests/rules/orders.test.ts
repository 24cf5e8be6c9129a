import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { EVENT_ID, NOBODY, UID, describeRules, uidOf } from './harness';

const order = (accountId: string) => ({
  items: [EVENT_ID],
  account_id: accountId,
  amount: 50_000,
  item_type: 'event',
  discount_codes: [],
  event_id: EVENT_ID,
  status: 'PENDING',
});

// Payments: the API creates orders and the payment confirmation updates them.
describeRules({
  collection: 'orders',
  docs: { [paths.order('order-1')]: order(UID.attendee) },
  operations: {
    get: {
      does: "read the attendee's order",
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, paths.order('order-1'))),
    },
    list: {
      does: 'list its own orders',
      allowed: NOBODY,
      run: (actor) =>
        getDocs(
          query(collection(actor.db, paths.orders()), where('account_id', '==', uidOf(actor))),
        ),
    },
    create: {
      does: 'create an order',
      allowed: NOBODY,
      run: (actor) => setDoc(doc(actor.db, paths.order('order-new')), order(uidOf(actor))),
    },
    update: {
      does: 'approve an order',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, paths.order('order-1')), { status: 'APPROVED' }),
    },
    delete: {
      does: 'delete an order',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, paths.order('order-1'))),
    },
  },
});
