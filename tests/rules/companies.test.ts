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
  type Firestore,
} from 'firebase/firestore';
import { ADMINS, EVENT_ID, EVERYONE, TEAM, describeRules, everyRole } from './harness';

const company = (db: Firestore, id = 'company-visible') => doc(db, paths.company(EVENT_ID, id));
const stand = (visible: boolean) => ({
  name: 'Café de Colombia',
  description: '<p>Tostadores</p>',
  stand_image: 'https://example.com/stand.png',
  list_image: 'https://example.com/logo.png',
  visible,
  index: 1,
});

describeRules({
  collection: 'event_companies/{eventId}/companies',
  docs: {
    [paths.company(EVENT_ID, 'company-visible')]: stand(true),
    [paths.company(EVENT_ID, 'company-hidden')]: stand(false),
  },
  operations: {
    get: {
      does: 'read a visible company',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(company(db)),
    },
    list: {
      does: 'list the visible companies',
      allowed: EVERYONE,
      run: ({ db }) =>
        getDocs(query(collection(db, paths.companies(EVENT_ID)), where('visible', '==', true))),
    },
    create: {
      does: 'add a company',
      allowed: ADMINS,
      run: ({ db }) => setDoc(company(db, 'company-new'), stand(true)),
    },
    update: {
      does: 'edit a company',
      allowed: ADMINS,
      run: ({ db }) => updateDoc(company(db), { name: 'Café de Huila' }),
    },
    delete: {
      does: 'delete a company',
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(company(db)),
    },
  },
  cases: [
    ...everyRole('read a hidden company', TEAM, ({ db }) => getDoc(company(db, 'company-hidden'))),
    ...everyRole('list every company, hidden ones included', TEAM, ({ db }) =>
      getDocs(collection(db, paths.companies(EVENT_ID))),
    ),
  ],
});
