import { paths, privateChatId } from '@aforo/domain';
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
import {
  EVENT_ID,
  MEMBERS,
  NOBODY,
  PEER_UID,
  UID,
  describeRules,
  uidOf,
  type RulesCase,
} from './harness';

const participant = (uid: string) => ({
  idparticipant: uid,
  countmessajes: 0,
  profilePicUrl: null,
});
const pairId = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);
const chatOf = (a: string, b: string) => ({
  id: pairId(a, b),
  name: 'Chat privado',
  participants: [participant(a), participant(b)],
  ultimo_mensaje: '',
});
const chatRef = (db: Firestore, id: string) => doc(db, `${paths.privateChats(EVENT_ID)}/${id}`);
const existing = chatOf(UID.attendee, PEER_UID);
const seeded = { [paths.privateChat(EVENT_ID, UID.attendee, PEER_UID)]: existing };
const open = (db: Firestore, a: string, b: string, id = pairId(a, b)) =>
  setDoc(chatRef(db, id), chatOf(a, b));

const cases: RulesCase[] = [
  {
    as: 'peer',
    may: true,
    does: 'read its private chat',
    docs: seeded,
    run: ({ db }) => getDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID))),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat whose id is not the sorted pair',
    run: (actor) => open(actor.db, uidOf(actor), PEER_UID, `${PEER_UID}_${uidOf(actor)}`),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a second chat with the same person under another id',
    run: (actor) => open(actor.db, uidOf(actor), PEER_UID, 'chat-duplicado'),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat between two other users',
    run: ({ db }) => open(db, PEER_UID, UID.staffWith),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat with someone outside the event',
    run: (actor) => open(actor.db, uidOf(actor), UID.stranger),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat with itself',
    run: (actor) =>
      setDoc(
        chatRef(actor.db, `${uidOf(actor)}_${uidOf(actor)}`),
        chatOf(uidOf(actor), uidOf(actor)),
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat with three participants',
    run: (actor) =>
      setDoc(chatRef(actor.db, pairId(uidOf(actor), PEER_UID)), {
        ...chatOf(uidOf(actor), PEER_UID),
        participants: [participant(uidOf(actor)), participant(PEER_UID), participant('u-x')],
      }),
  },
  {
    as: 'otherAttendee',
    may: false,
    does: 'open a private chat in an event it does not take part in',
    run: (actor) => open(actor.db, uidOf(actor), PEER_UID),
  },
  {
    as: 'attendee',
    may: false,
    does: 'swap the other participant of its chat',
    docs: seeded,
    run: ({ db }) =>
      updateDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID)), {
        participants: [participant(UID.attendee), participant(UID.staffWith)],
      }),
  },
  // Issue #13 item 17: every field of the chat a client writes is typed and bounded.
  ...(
    [
      ['a 300,000-character name', { name: 'x'.repeat(300_000) }],
      ['a 300,000-character last message', { ultimo_mensaje: 'x'.repeat(300_000) }],
      ['an id that is not its own', { id: 'otro-chat' }],
      ['a field of its own', { pinned: { a: 1 } }],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `open a private chat with ${what}`,
    run: (actor) =>
      setDoc(chatRef(actor.db, pairId(uidOf(actor), PEER_UID)), {
        ...chatOf(uidOf(actor), PEER_UID),
        ...extra,
      }),
  })),
  ...(
    [
      ['a text as message count', { countmessajes: 'muchos' }],
      ['a 300,000-character picture URL', { profilePicUrl: 'x'.repeat(300_000) }],
      ['a field of its own', { admin: true }],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `update its chat giving a participant ${what}`,
    docs: seeded,
    run: ({ db }) =>
      updateDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID)), {
        participants: [{ ...participant(UID.attendee), ...extra }, participant(PEER_UID)],
      }),
  })),
];

describeRules({
  collection: 'event_chats/{eventId}/chats',
  operations: {
    get: {
      does: 'read its private chat',
      allowed: ['attendee'],
      docs: seeded,
      run: ({ db }) => getDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID))),
    },
    list: {
      does: "list the event's private chats",
      allowed: NOBODY,
      docs: seeded,
      run: ({ db }) => getDocs(collection(db, paths.privateChats(EVENT_ID))),
    },
    create: {
      does: 'open a private chat with an attendee of the event',
      allowed: MEMBERS,
      run: (actor) => open(actor.db, uidOf(actor), PEER_UID),
    },
    update: {
      does: "update its chat's last message",
      allowed: ['attendee'],
      docs: seeded,
      run: ({ db }) =>
        updateDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID)), {
          ultimo_mensaje: 'Nos vemos',
          participants: [{ ...participant(UID.attendee), countmessajes: 1 }, participant(PEER_UID)],
        }),
    },
    delete: {
      does: 'delete a private chat',
      allowed: NOBODY,
      docs: seeded,
      run: ({ db }) => deleteDoc(chatRef(db, privateChatId(UID.attendee, PEER_UID))),
    },
  },
  cases,
});
