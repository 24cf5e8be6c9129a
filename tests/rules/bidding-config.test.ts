import { COLLECTIONS, paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { ADMINS, EVENT_ID, EVERYONE, OTHER_EVENT_ID, describeRules } from './harness';

const config = paths.biddingConfig(EVENT_ID);
const seeded = {
  [config]: { habilitar_subasta: false, message: '<p>Pronto abrimos la subasta</p>' },
};

describeRules({
  collection: 'config/{eventId}',
  operations: {
    get: {
      does: 'read whether bidding is open',
      allowed: EVERYONE,
      docs: seeded,
      run: ({ db }) => getDoc(doc(db, config)),
    },
    list: {
      does: "query the event's bidding configuration",
      allowed: EVERYONE,
      docs: seeded,
      run: ({ db }) =>
        getDocs(
          query(collection(db, COLLECTIONS.biddingConfig), where(documentId(), '==', EVENT_ID)),
        ),
    },
    create: {
      does: 'configure bidding',
      allowed: ADMINS,
      run: ({ db }) => setDoc(doc(db, config), { habilitar_subasta: true, message: '' }),
    },
    update: {
      does: 'open bidding',
      allowed: ADMINS,
      docs: seeded,
      run: ({ db }) => updateDoc(doc(db, config), { habilitar_subasta: true }),
    },
    delete: {
      does: 'delete the bidding configuration',
      allowed: ADMINS,
      docs: seeded,
      run: ({ db }) => deleteDoc(doc(db, config)),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: false,
      does: 'store other fields in the bidding configuration',
      run: ({ db }) => setDoc(doc(db, config), { habilitar_subasta: true, message: '', minimo: 0 }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store habilitar_subasta as text',
      run: ({ db }) => setDoc(doc(db, config), { habilitar_subasta: 'si', message: '' }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store a message longer than 10,000 characters',
      run: ({ db }) =>
        setDoc(doc(db, config), { habilitar_subasta: false, message: 'x'.repeat(300_000) }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'open bidding in an event it does not administer',
      run: ({ db }) =>
        setDoc(doc(db, paths.biddingConfig(OTHER_EVENT_ID)), {
          habilitar_subasta: true,
          message: '',
        }),
    },
  ],
});
