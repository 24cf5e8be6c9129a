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
import { ADMINS, EVENT_ID, EVERYONE, describeRules } from './harness';

const settings = paths.companySettings(EVENT_ID);
const value = { config: { visualization: 'list' }, stand_types: [] };
const seeded = { [settings]: value };

describeRules({
  collection: 'event_companies/{eventId}',
  operations: {
    get: {
      does: "read the event's company settings",
      allowed: EVERYONE,
      docs: seeded,
      run: ({ db }) => getDoc(doc(db, settings)),
    },
    list: {
      does: "query the event's company settings",
      allowed: EVERYONE,
      docs: seeded,
      run: ({ db }) =>
        getDocs(
          query(collection(db, COLLECTIONS.eventCompanies), where(documentId(), '==', EVENT_ID)),
        ),
    },
    create: {
      does: 'create the company settings',
      allowed: ADMINS,
      run: ({ db }) => setDoc(doc(db, settings), value),
    },
    update: {
      does: 'switch the companies to stands',
      allowed: ADMINS,
      docs: seeded,
      run: ({ db }) => updateDoc(doc(db, settings), { 'config.visualization': 'stand' }),
    },
    delete: {
      does: 'delete the company settings',
      allowed: ADMINS,
      docs: seeded,
      run: ({ db }) => deleteDoc(doc(db, settings)),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: true,
      does: 'save the stand types with the stand visualization',
      run: ({ db }) =>
        setDoc(doc(db, settings), {
          config: { visualization: 'stand' },
          stand_types: [{ id: 'oro', label: 'Oro', value: 'oro', color: '#D4AF37' }],
        }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'choose a visualization other than list or stand',
      run: ({ db }) => setDoc(doc(db, settings), { ...value, config: { visualization: 'grid' } }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store a field the settings lack',
      run: ({ db }) => setDoc(doc(db, settings), { ...value, owner: 'u-attacker' }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store 51 stand types',
      run: ({ db }) =>
        setDoc(doc(db, settings), {
          ...value,
          stand_types: Array.from({ length: 51 }, (_, i) => ({ id: `t${i}`, label: `T${i}` })),
        }),
    },
  ],
});
