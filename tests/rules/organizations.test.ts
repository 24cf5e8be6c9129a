import { paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { EVERYONE, NOBODY, ORG_ID, OTHER_ORG_ID, describeRules } from './harness';

const org = paths.organization(ORG_ID);

describeRules({
  collection: 'organizations/{orgId}',
  operations: {
    get: {
      does: 'read an organization',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(doc(db, org)),
    },
    list: {
      does: 'list organizations',
      allowed: EVERYONE,
      run: ({ db }) => getDocs(collection(db, paths.organizations())),
    },
    create: {
      does: 'create an organization directly (the API creates them)',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.organization('org-new')), { name: 'Nueva' }),
    },
    update: {
      does: 'rename the organization',
      allowed: ['orgAdmin'],
      run: ({ db }) => updateDoc(doc(db, org), { name: 'Organización renombrada' }),
    },
    delete: {
      does: 'delete the organization',
      allowed: ['orgAdmin'],
      run: ({ db }) => deleteDoc(doc(db, org)),
    },
  },
  cases: [
    {
      as: 'orgAdmin',
      may: false,
      does: 'edit an organization it does not administer',
      run: ({ db }) => updateDoc(doc(db, paths.organization(OTHER_ORG_ID)), { name: 'Mía' }),
    },
  ],
});
