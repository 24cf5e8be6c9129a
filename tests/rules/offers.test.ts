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
  {
    as: 'attendee',
    may: false,
    does: 'bid while bidding is off',
    docs: bidding(false),
    run: (actor) => bid(actor, 500),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid in an event without a bidding configuration',
    docs: { [paths.biddingConfig(EVENT_ID)]: { message: '' } },
    run: (actor) => bid(actor, 500),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid below the starting price',
    run: (actor) => bid(actor, 149),
  },
  {
    as: 'attendee',
    may: true,
    does: 'bid exactly the starting price',
    run: (actor) => bid(actor, 150),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid below the price when there is no starting price',
    docs: withProduct({ price: 100, start_price: null }),
    run: (actor) => bid(actor, 99),
  },
  {
    as: 'attendee',
    may: true,
    does: 'bid the price when there is no starting price',
    docs: withProduct({ price: 100, start_price: null }),
    run: (actor) => bid(actor, 100),
  },
  {
    as: 'attendee',
    may: true,
    does: 'bid any positive amount on a product without prices',
    docs: withProduct({}),
    run: (actor) => bid(actor, 1),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid zero on a product without prices',
    docs: withProduct({}),
    run: (actor) => bid(actor, 0),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid with an amount that is not a number',
    run: (actor) => bid(actor, 0, { amount: '1000' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid on a product that does not exist',
    run: (actor) =>
      setDoc(offerRef(actor.db, 'offer-new', 'product-missing'), offer(uidOf(actor), 500)),
  },
  {
    as: 'attendee',
    may: false,
    does: 'bid in the name of another attendee',
    run: ({ db }) => setDoc(offerRef(db, 'offer-new'), offer(PEER_UID, 500)),
  },
  {
    as: 'attendee',
    may: false,
    does: 'backdate a bid',
    run: (actor) => bid(actor, 500, { created_at: at('2020-01-01T00:00:00Z') }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'add fields to a bid',
    run: (actor) => bid(actor, 500, { winner: true }),
  },
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
      does: 'bid on a product',
      allowed: ['attendee'],
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
