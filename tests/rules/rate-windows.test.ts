import { paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { NOBODY, describeRules } from './harness';

const window = { counter: 'registration:address', count: 3 };

// The abuse limits' counters: reading one tells who called what, writing one resets a limit.
describeRules({
  collection: 'rate_windows',
  docs: { [paths.rateWindow('window-1')]: window },
  operations: {
    get: {
      does: 'read a rate window',
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, paths.rateWindow('window-1'))),
    },
    list: {
      does: 'list the rate windows',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, paths.rateWindows())),
    },
    create: {
      does: 'open a rate window',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.rateWindow('window-new')), window),
    },
    update: {
      does: 'reset a rate window',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, paths.rateWindow('window-1')), { count: 0 }),
    },
    delete: {
      does: 'delete a rate window',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, paths.rateWindow('window-1'))),
    },
  },
});
