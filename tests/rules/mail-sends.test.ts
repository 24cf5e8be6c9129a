import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { EVENT_ID, NOBODY, describeRules } from './harness';

const SEND_ID = 'envio-0123456789abcdef';
const RECORD = {
  event_id: EVENT_ID,
  created_by: 'u-event-admin',
  body_hash: 'a'.repeat(64),
  state: 'queued',
  queued: 3,
  skipped: 0,
  created_at: '2027-03-16T18:00:00.000Z',
  finished_at: '2027-03-16T18:00:01.000Z',
};
const send = (db: Firestore, id = SEND_ID) => doc(db, paths.mailSend(EVENT_ID, id));

// Confirmed mass-mail sends (the send id is the idempotency key): the API creates one before it
// queues the mails, and a second confirmation finds it. A client that could create or delete one
// could block a send or make it go out twice, so no client reads or writes them.
describeRules({
  collection: 'events/{eventId}/mail_sends',
  docs: { [paths.mailSend(EVENT_ID, SEND_ID)]: RECORD },
  operations: {
    get: {
      does: 'read a confirmed send',
      allowed: NOBODY,
      run: ({ db }) => getDoc(send(db)),
    },
    list: {
      does: 'list confirmed sends',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, paths.mailSends(EVENT_ID))),
    },
    create: {
      does: 'claim a send id',
      allowed: NOBODY,
      run: ({ db }) => setDoc(send(db, 'envio-fedcba9876543210'), RECORD),
    },
    update: {
      does: 'rewrite a confirmed send',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(send(db), { state: 'queuing' }),
    },
    delete: {
      does: 'delete a confirmed send',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(send(db)),
    },
  },
});
