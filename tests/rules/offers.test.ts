import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ADMINS,
  EVENT_ID,
  NOBODY,
  PEER_UID,
  UID,
  at,
  describeRules,
  newPaths,
  uidOf,
  type Docs,
  type RulesCase,
} from './harness';

const PRODUCT = 'product-1';
const product = (prices: DocumentData) => ({
  name: 'Cuadro al óleo',
  description: '<p>Óleo sobre lienzo</p>',
  image: ['https://example.com/cuadro.png'],
  event_id: EVENT_ID,
  ...prices,
});
const offerRef = (db: Firestore, id: string, productId = PRODUCT) =>
  doc(db, newPaths.offer(EVENT_ID, productId, id));
const offer = (userId: string, amount: number, extra: DocumentData = {}) => ({
  amount,
  user_id: userId,
  email: `${userId}@example.com`,
  first_name: 'Postor',
  last_name: 'Prueba',
  created_at: serverTimestamp(),
  ...extra,
});
const stored = (userId: string, amount: number) =>
  offer(userId, amount, { created_at: at('2027-03-15T10:00:00Z') });
const bidding = (open: boolean): Docs => ({
  [paths.biddingConfig(EVENT_ID)]: { habilitar_subasta: open, message: 'Subasta cerrada' },
});
const withProduct = (prices: DocumentData): Docs => ({
  [paths.eventContentItem(EVENT_ID, 'products', PRODUCT)]: product(prices),
});
const everyonesOffer: Docs = Object.fromEntries(
  Object.values(UID).map((uid) => [
    newPaths.offer(EVENT_ID, PRODUCT, `offer-${uid}`),
    stored(uid, 200),
  ]),
);
const bid = (
  actor: { db: Firestore; uid: string | null },
  amount: number,
  extra: DocumentData = {},
) => setDoc(offerRef(actor.db, 'offer-new'), offer(uidOf(actor), amount, extra));

const cases: RulesCase[] = [
  {
    as: 'attendee',
    may: true,
    does: 'read its own offer',
    docs: everyonesOffer,
    run: (actor) => getDoc(offerRef(actor.db, `offer-${uidOf(actor)}`)),
  },
  {
    as: 'attendee',
    may: true,
    does: 'list its own offers',
    docs: everyonesOffer,
    run: (actor) =>
      getDocs(
        query(
          collection(actor.db, newPaths.offers(EVENT_ID, PRODUCT)),
          where('user_id', '==', uidOf(actor)),
        ),
      ),
  },
  // Every bid goes through POST products/{pid}/offers (content-extras
  // offers tests); a client writing one directly is refused, whatever it carries.
  ...(
    [
      ['a bid above the highest in its own name', {}, 7000],
      ['5,500 under a 6,000', {}, 5500],
      ['1e300', {}, 1e300],
      ['Infinity', {}, Infinity],
      ["a bid carrying another person's e-mail", { email: 'victima@example.com' }, 7000],
      ['a bid with a 300,000-character first_name', { first_name: 'x'.repeat(300_000) }, 7000],
    ] as const
  ).map(([what, extra, amount]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `write ${what} straight into Firestore`,
    docs: { [newPaths.offer(EVENT_ID, PRODUCT, 'offer-top')]: stored(PEER_UID, 6000) },
    run: (actor) => bid(actor, amount, extra),
  })),
];

describeRules({
  collection: 'events/{eventId}/products/{productId}/offers',
  docs: {
    ...bidding(true),
    ...withProduct({ price: 100, start_price: 150 }),
    [newPaths.offer(EVENT_ID, PRODUCT, 'offer-peer')]: stored(PEER_UID, 200),
  },
  operations: {
    get: {
      does: "read another bidder's offer",
      allowed: ADMINS,
      run: ({ db }) => getDoc(offerRef(db, 'offer-peer')),
    },
    list: {
      does: "list a product's offers",
      allowed: ADMINS,
      run: ({ db }) => getDocs(collection(db, newPaths.offers(EVENT_ID, PRODUCT))),
    },
    create: {
      does: 'bid on a product directly (bids go through the API)',
      allowed: NOBODY,
      run: (actor) => bid(actor, 200),
    },
    update: {
      does: 'raise its own offer',
      allowed: NOBODY,
      docs: everyonesOffer,
      run: (actor) => updateDoc(offerRef(actor.db, `offer-${uidOf(actor)}`), { amount: 900 }),
    },
    delete: {
      does: 'withdraw its own offer',
      allowed: NOBODY,
      docs: everyonesOffer,
      run: (actor) => deleteDoc(offerRef(actor.db, `offer-${uidOf(actor)}`)),
    },
  },
  cases,
});
