import { paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { NOBODY, describeRules } from './harness';

const audit = { uid: 'u-gone', requested_by: 'u-gone', events: ['e1'], registrations_deleted: 1 };

// The audit of deleted accounts: only the API writes it; a client could forge or erase the trail.
describeRules({
  collection: 'account_deletions',
  docs: { [paths.accountDeletion('del-1')]: audit },
  operations: {
    get: {
      does: 'read a deletion audit',
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, paths.accountDeletion('del-1'))),
    },
    list: {
      does: 'list deletion audits',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, paths.accountDeletions())),
    },
    create: {
      does: 'forge a deletion audit',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.accountDeletion('del-new')), audit),
    },
    update: {
      does: 'rewrite a deletion audit',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, paths.accountDeletion('del-1')), { uid: 'otro' }),
    },
    delete: {
      does: 'erase a deletion audit',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, paths.accountDeletion('del-1'))),
    },
  },
});
