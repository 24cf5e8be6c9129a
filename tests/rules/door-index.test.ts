import { doorIndexChunkPath, doorIndexChunksPath } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { EVENT_ID, NOBODY, TEAM, describeRules } from './harness';

const chunk = doorIndexChunkPath(EVENT_ID, 3);

// The door's compact index: the team reads it (as it reads the records); the functions write it
// in the batch of each attendee write, so no client does.
describeRules({
  collection: 'event_door_index/{eventId}/chunks/{chunk}',
  docs: { [chunk]: { e: { a1peer000000000000000000: ['cc123', 'Pedro Par'] } } },
  operations: {
    get: {
      does: "read a chunk of the event's door index",
      allowed: TEAM,
      run: ({ db }) => getDoc(doc(db, chunk)),
    },
    list: {
      does: "read every chunk of the event's door index",
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, doorIndexChunksPath(EVENT_ID))),
    },
    create: {
      does: 'create a chunk',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, doorIndexChunkPath(EVENT_ID, 79)), { e: {} }),
    },
    update: {
      does: 'add an entry to a chunk',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, chunk), { 'e.a1intruder00000000000000': ['x', 'X'] }),
    },
    delete: {
      does: 'delete a chunk',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, chunk)),
    },
  },
});
