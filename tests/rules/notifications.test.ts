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
import { NOBODY, UID, describeRules, uidOf, type Docs } from './harness';

const unread = { type: 'agenda', state: '0', message: 'Tienes una solicitud de reunión' };
const notification = (db: Firestore, userId: string = UID.attendee) =>
  doc(db, `${paths.notifications(userId)}/n-1`);
const seeded: Docs = { [`${paths.notifications(UID.attendee)}/n-1`]: unread };
const readOne: Docs = {
  [`${paths.notifications(UID.attendee)}/n-1`]: { ...unread, state: '1' },
};

describeRules({
  collection: 'users/{userId}/notifications',
  docs: seeded,
  operations: {
    get: {
      does: "read the attendee's notification",
      allowed: ['attendee'],
      run: ({ db }) => getDoc(notification(db)),
    },
    list: {
      does: "list the attendee's notifications",
      allowed: ['attendee'],
      run: ({ db }) => getDocs(collection(db, paths.notifications(UID.attendee))),
    },
    create: {
      does: 'send itself a notification (the server sends them)',
      allowed: NOBODY,
      run: (actor) => setDoc(notification(actor.db, uidOf(actor)), unread),
    },
    update: {
      does: "mark the attendee's notification read",
      allowed: ['attendee'],
      run: ({ db }) => updateDoc(notification(db), { state: '1' }),
    },
    delete: {
      does: 'delete a notification',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(notification(db)),
    },
  },
  cases: [
    {
      as: 'attendee',
      may: false,
      does: 'mark a read notification unread again',
      docs: readOne,
      run: ({ db }) => updateDoc(notification(db), { state: '0' }),
    },
    {
      as: 'attendee',
      may: false,
      does: 'set a state other than read',
      run: ({ db }) => updateDoc(notification(db), { state: '2' }),
    },
    {
      as: 'attendee',
      may: false,
      does: "rewrite a notification's message",
      run: ({ db }) => updateDoc(notification(db), { state: '1', message: 'Otro' }),
    },
    {
      as: 'peer',
      may: false,
      does: "mark another user's notification read",
      run: ({ db }) => updateDoc(notification(db), { state: '1' }),
    },
  ],
});
