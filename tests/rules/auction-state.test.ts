import { paths } from '@aforo/domain';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { EVENT_ID, NOBODY, uidOf, describeRules } from './harness';

/**
 * events/{E}/products/{P}/auction/state: the highest bid the API decides each bid against (a
 * compare-and-set on this document, functions/src/lib/auction.ts). No rule opens it: a client that
 * could write it would choose the highest bid, and one that could read it would learn who holds
 * it; the landing asks GET products/{pid}/minimumauctionvalue instead. Event admins too are
 * refused: their screens read the offers themselves.
 */
const PRODUCT = 'product-1';
const STATE = paths.auctionState(EVENT_ID, PRODUCT);
const stateDoc = { highest: 6000, offer_id: 'offer-1', user_id: 'someone', updated_at: null };

describeRules({
  collection: 'events/{eventId}/products/{productId}/auction',
  docs: {
    [paths.eventContentItem(EVENT_ID, 'products', PRODUCT)]: {
      name: 'Cuadro al óleo',
      description: '<p>Óleo</p>',
      image: ['https://example.com/cuadro.png'],
      event_id: EVENT_ID,
    },
    [STATE]: stateDoc,
  },
  operations: {
    get: {
      does: "read the auction's highest bid",
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, STATE)),
    },
    list: {
      does: "list the product's auction state",
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, STATE.replace(/\/state$/, ''))),
    },
    create: {
      does: 'create an auction state',
      allowed: NOBODY,
      run: (actor) =>
        setDoc(doc(actor.db, paths.auctionState(EVENT_ID, 'product-2')), {
          ...stateDoc,
          user_id: uidOf(actor),
        }),
    },
    update: {
      does: 'lower the highest bid',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, STATE), { highest: 1 }),
    },
    delete: {
      does: 'clear the highest bid',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, STATE)),
    },
  },
});
