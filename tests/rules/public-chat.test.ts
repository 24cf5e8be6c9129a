import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ADMINS,
  ATTENDEE_ID,
  EVENT_ID,
  OTHER_EVENT_ID,
  PEER_ATTENDEE_ID,
  MEMBERS,
  NOBODY,
  PEER_UID,
  UID,
  at,
  describeRules,
  uidOf,
  type RulesCase,
} from './harness';

const chat = paths.publicChat(EVENT_ID);
const message = (db: Firestore, id = 'msg-peer') => doc(db, `${chat}/${id}`);
const text = (userId: string, extra: DocumentData = {}) => ({
  chatId: EVENT_ID,
  text: 'Hola a todos',
  user_id: userId,
  sortByDateAndTime: serverTimestamp(),
  ...extra,
});
/**
 * The attendee's registered name: an attack carries it, so the old rules (which wanted a name)
 * accepted the message and only the bounded field can refuse it.
 */
const registered = { name: `Asistente ${ATTENDEE_ID}` };
const send = (db: Firestore, data: DocumentData) => setDoc(message(db, 'msg-new'), data);

const cases: RulesCase[] = [
  {
    as: 'attendee',
    may: true,
    does: 'delete its own message',
    docs: {
      [`${chat}/msg-own`]: text(UID.attendee, { sortByDateAndTime: at('2027-03-15T10:00:00Z') }),
    },
    run: ({ db }) => deleteDoc(message(db, 'msg-own')),
  },
  {
    as: 'attendee',
    may: false,
    does: 'edit its own message',
    docs: {
      [`${chat}/msg-own`]: text(UID.attendee, { sortByDateAndTime: at('2027-03-15T10:00:00Z') }),
    },
    run: ({ db }) => updateDoc(message(db, 'msg-own'), { text: 'Editado' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message in the name of another user',
    run: ({ db }) => send(db, text(PEER_UID)),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send an empty message',
    run: (actor) => send(actor.db, text(uidOf(actor), { text: '' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message longer than 1000 characters',
    run: (actor) => send(actor.db, text(uidOf(actor), { text: 'a'.repeat(1001) })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'backdate a message',
    run: (actor) =>
      send(actor.db, text(uidOf(actor), { sortByDateAndTime: at('2020-01-01T00:00:00Z') })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'add fields to a message',
    run: (actor) => send(actor.db, text(uidOf(actor), { pinned: true })),
  },
  {
    as: 'otherAttendee',
    may: true,
    does: "write in its own event's chat",
    run: (actor) =>
      setDoc(
        doc(actor.db, `${paths.publicChat(OTHER_EVENT_ID)}/msg-new`),
        text(uidOf(actor), { chatId: OTHER_EVENT_ID }),
      ),
  },
  // The name shown is the registration's, and every field is bounded.
  {
    as: 'attendee',
    may: true,
    does: 'send a message under its registered name',
    run: (actor) => send(actor.db, text(uidOf(actor), registered)),
  },
  {
    as: 'staffWith',
    may: true,
    does: 'send a message under its staff name',
    run: (actor) => send(actor.db, text(uidOf(actor), { name: 'con-permiso' })),
  },
  {
    as: 'attendee',
    may: false,
    does: "send a message under another attendee's name",
    run: (actor) => send(actor.db, text(uidOf(actor), { name: `Asistente ${PEER_ATTENDEE_ID}` })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'send a message under a made-up name',
    run: (actor) => send(actor.db, text(uidOf(actor), { name: 'Organizador oficial' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message with a 300,000-character name',
    run: (actor) => send(actor.db, text(uidOf(actor), { name: 'x'.repeat(300_000) })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message with a 300,000-character chatId',
    run: (actor) =>
      send(actor.db, text(uidOf(actor), { ...registered, chatId: 'x'.repeat(300_000) })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message with a map as chatId',
    run: (actor) => send(actor.db, text(uidOf(actor), { ...registered, chatId: { id: EVENT_ID } })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send a message naming another chat',
    run: (actor) => send(actor.db, text(uidOf(actor), { ...registered, chatId: OTHER_EVENT_ID })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'date a message in 2099',
    run: (actor) =>
      send(
        actor.db,
        text(uidOf(actor), { ...registered, sortByDateAndTime: at('2099-01-01T00:00:00Z') }),
      ),
  },
];

describeRules({
  collection: 'messagesevent_{eventId}',
  docs: { [`${chat}/msg-peer`]: text(PEER_UID, { sortByDateAndTime: at('2027-03-15T10:00:00Z') }) },
  operations: {
    get: {
      does: 'read a chat message',
      allowed: MEMBERS,
      run: ({ db }) => getDoc(message(db)),
    },
    list: {
      does: "read the event's public chat",
      allowed: MEMBERS,
      run: ({ db }) => getDocs(collection(db, chat)),
    },
    create: {
      does: 'send a message in its own name',
      allowed: MEMBERS,
      run: (actor) => send(actor.db, text(uidOf(actor))),
    },
    update: {
      does: "edit another user's message",
      allowed: NOBODY,
      run: ({ db }) => updateDoc(message(db), { text: 'Editado' }),
    },
    delete: {
      does: "delete another user's message",
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(message(db)),
    },
  },
  cases,
});
