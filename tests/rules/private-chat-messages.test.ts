import { paths, privateChatId } from '@aforo/domain';
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
  ATTENDEE_ID,
  EVENT_ID,
  NOBODY,
  PEER_ATTENDEE_ID,
  PEER_UID,
  UID,
  at,
  describeRules,
  uidOf,
} from './harness';

const participant = (uid: string) => ({
  idparticipant: uid,
  countmessajes: 0,
  profilePicUrl: null,
});
const messages = paths.privateChatMessages(EVENT_ID, UID.attendee, PEER_UID);
const message = (db: Firestore, id = 'msg-peer') => doc(db, `${messages}/${id}`);
const CHAT_ID = privateChatId(UID.attendee, PEER_UID);
const text = (userId: string, extra: DocumentData = {}) => ({
  chatId: CHAT_ID,
  text: 'Hola',
  user_id: userId,
  sortByDateAndTime: serverTimestamp(),
  ...extra,
});

describeRules({
  collection: 'event_chats/{eventId}/chats/{chatId}/messages',
  docs: {
    [paths.privateChat(EVENT_ID, UID.attendee, PEER_UID)]: {
      id: CHAT_ID,
      name: 'Chat privado',
      participants: [participant(UID.attendee), participant(PEER_UID)],
      ultimo_mensaje: '',
    },
    [`${messages}/msg-peer`]: text(PEER_UID, { sortByDateAndTime: at('2027-03-15T10:00:00Z') }),
  },
  operations: {
    get: {
      does: 'read a message of its private chat',
      allowed: ['attendee'],
      run: ({ db }) => getDoc(message(db)),
    },
    list: {
      does: 'read its private conversation',
      allowed: ['attendee'],
      run: ({ db }) => getDocs(collection(db, messages)),
    },
    create: {
      does: 'send a private message in its own name',
      allowed: ['attendee'],
      run: (actor) => setDoc(message(actor.db, 'msg-new'), text(uidOf(actor))),
    },
    update: {
      does: 'edit a private message',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(message(db), { text: 'Editado' }),
    },
    delete: {
      does: 'delete a private message',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(message(db)),
    },
  },
  cases: [
    {
      as: 'peer',
      may: true,
      does: 'read its private conversation',
      run: ({ db }) => getDocs(collection(db, messages)),
    },
    {
      as: 'attendee',
      may: false,
      does: 'send a private message in the name of the other participant',
      run: ({ db }) => setDoc(message(db, 'msg-new'), text(PEER_UID)),
    },
    {
      as: 'attendee',
      may: false,
      does: 'send a message to a chat that was never opened',
      run: (actor) =>
        setDoc(
          doc(actor.db, `${paths.privateChatMessages(EVENT_ID, UID.attendee, UID.staffWith)}/m`),
          text(uidOf(actor)),
        ),
    },
    {
      as: 'attendee',
      may: false,
      does: 'backdate a private message',
      run: (actor) =>
        setDoc(
          message(actor.db, 'msg-new'),
          text(uidOf(actor), { sortByDateAndTime: at('2020-01-01T00:00:00Z') }),
        ),
    },
    // The name shown is the registration's, and every field is bounded.
    {
      as: 'attendee',
      may: true,
      does: 'send a private message under its registered name',
      run: (actor) =>
        setDoc(
          message(actor.db, 'msg-new'),
          text(uidOf(actor), { name: `Asistente ${ATTENDEE_ID}` }),
        ),
    },
    ...(
      [
        ["another attendee's name", { name: `Asistente ${PEER_ATTENDEE_ID}` }],
        ['a 300,000-character chatId', { chatId: 'x'.repeat(300_000) }],
        ['a map as chatId', { chatId: { id: CHAT_ID } }],
        ['the chatId of another chat', { chatId: privateChatId(UID.attendee, UID.staffWith) }],
        ['a 300,000-character text', { text: 'x'.repeat(300_000) }],
        ['a time in 2099', { sortByDateAndTime: at('2099-01-01T00:00:00Z') }],
      ] as const
    ).map(([what, extra]) => ({
      as: 'attendee' as const,
      may: false,
      does: `send a private message with ${what}`,
      run: (actor: { db: Firestore; uid: string | null }) =>
        // With its registered name, which the old rules wanted: only the attack refuses it.
        setDoc(
          message(actor.db, 'msg-new'),
          text(uidOf(actor), { name: `Asistente ${ATTENDEE_ID}`, ...extra }),
        ),
    })),
  ],
});
