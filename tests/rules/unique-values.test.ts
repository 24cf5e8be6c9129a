import { uniqueValuesPath } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { ATTENDEE_ID, EVENT_ID, NOBODY, describeRules } from './harness';

const index = `${uniqueValuesPath(EVENT_ID)}/documento_abc`;
const held = { attendee_id: ATTENDEE_ID, event_id: EVENT_ID, field: 'documento', key: '123' };

// Who holds a unique attendee value: only the API reads and writes it, in the
// batch that writes the record; a client could otherwise free or take a document number.
describeRules({
  collection: 'events/{eventId}/unique_values',
  docs: { [index]: held },
  operations: {
    get: {
      does: 'read who holds a unique value',
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, index)),
    },
    list: {
      does: "list the event's unique values",
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, uniqueValuesPath(EVENT_ID))),
    },
    create: {
      does: 'take a unique value',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, `${uniqueValuesPath(EVENT_ID)}/documento_new`), held),
    },
    update: {
      does: 'move a unique value to another attendee',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, index), { attendee_id: 'a1other000000000000000000' }),
    },
    delete: {
      does: 'free a unique value',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, index)),
    },
  },
});
