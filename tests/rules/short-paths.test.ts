import { COLLECTIONS, paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { EVENT_ID, EVERYONE, NOBODY, OTHER_EVENT_ID, describeRules } from './harness';

const claim = paths.shortPath('feria2027');

// A short address leads to one event: only the API's transaction with the event claims one.
describeRules({
  collection: 'short_paths/{path}',
  docs: { [claim]: { event_id: EVENT_ID } },
  operations: {
    get: {
      does: 'open a short address (which event it leads to)',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(doc(db, claim)),
    },
    list: {
      does: 'list every short address',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, COLLECTIONS.shortPaths)),
    },
    create: {
      does: 'claim a short address',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.shortPath('expo-sur')), { event_id: EVENT_ID }),
    },
    update: {
      does: "point another event's short address at its own",
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, claim), { event_id: OTHER_EVENT_ID }),
    },
    delete: {
      does: 'release a short address',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, claim)),
    },
  },
});
