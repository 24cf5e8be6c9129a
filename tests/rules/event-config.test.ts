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
import { EVENT_ID, NOBODY, OTHER_EVENT_ID, TEAM, describeRules } from './harness';

const counters = paths.eventConfig(EVENT_ID);

// The triggers keep the counters exact; a client write would make them lie.
describeRules({
  collection: 'event_config/{eventId}',
  docs: { [counters]: { totalAttendees: 3, checkedInAttendees: 1 } },
  operations: {
    get: {
      does: "read the event's counters",
      allowed: TEAM,
      run: ({ db }) => getDoc(doc(db, counters)),
    },
    list: {
      does: "query the event's counters",
      allowed: TEAM,
      run: ({ db }) =>
        getDocs(
          query(collection(db, COLLECTIONS.eventConfig), where(documentId(), '==', EVENT_ID)),
        ),
    },
    create: {
      does: 'create counters',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.eventConfig(OTHER_EVENT_ID)), { totalAttendees: 0 }),
    },
    update: {
      does: 'change the counters',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, counters), { totalAttendees: 1000 }),
    },
    delete: {
      does: 'delete the counters',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, counters)),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: false,
      does: 'list the counters of every event',
      run: ({ db }) => getDocs(collection(db, COLLECTIONS.eventConfig)),
    },
  ],
});
