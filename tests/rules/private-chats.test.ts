import { paths, privateChatId } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  EVENT_ID,
  MEMBERS,
  NOBODY,
  PEER_UID,
  SIGNED_IN,
  UID,
  at,
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
  participant_ids: [a, b].sort(),
  ultimo_mensaje: '',
});
const chatRef = (db: Firestore, id: string) => doc(db, `${paths.privateChats(EVENT_ID)}/${id}`);
const existing = chatOf(UID.attendee, PEER_UID);
const seeded = { [paths.privateChat(EVENT_ID, UID.attendee, PEER_UID)]: existing };
/** The seeded chat with `unread` messages the attendee has not read and its last message time. */
const withUnread = (unread: number) => ({
  [paths.privateChat(EVENT_ID, UID.attendee, PEER_UID)]: {
    ...existing,
    participants: [{ ...participant(UID.attendee), countmessajes: unread }, participant(PEER_UID)],
    last_message_at: at('2027-03-15T14:00:00Z'),
  },
});
const seededRef = (db: Firestore) => chatRef(db, privateChatId(UID.attendee, PEER_UID));
/** A participant's own chats: the bounded "my chats" query of the private tab. */
const myChats = (db: Firestore, uid: string) =>
  getDocs(
    query(
      collection(db, paths.privateChats(EVENT_ID)),
      where('participant_ids', 'array-contains', uid),
    ),
  );
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
  // Every field of the chat a client writes is typed and bounded.
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
  // "My chats": a participant lists its own chats, nobody the whole collection or
  // someone else's.
  {
    as: 'attendee',
    may: false,
    does: "list the event's private chats without naming itself",
    docs: seeded,
    run: ({ db }) => getDocs(collection(db, paths.privateChats(EVENT_ID))),
  },
  {
    as: 'peer',
    may: true,
    does: 'list its own private chats',
    docs: seeded,
    run: ({ db }) => myChats(db, PEER_UID),
  },
  ...(['attendee', 'otherAttendee', 'staffWith', 'eventAdmin'] as const).map((who): RulesCase => ({
    as: who,
    may: false,
    does: "list another person's private chats",
    docs: seeded,
    run: ({ db }) => myChats(db, PEER_UID),
  })),
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat whose participant_ids are not the sorted pair',
    run: (actor) =>
      setDoc(chatRef(actor.db, pairId(uidOf(actor), PEER_UID)), {
        ...chatOf(uidOf(actor), PEER_UID),
        participant_ids: [uidOf(actor), 'u-x'],
      }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'open a private chat with messages already unread',
    run: (actor) =>
      setDoc(chatRef(actor.db, pairId(uidOf(actor), PEER_UID)), {
        ...chatOf(uidOf(actor), PEER_UID),
        participants: [participant(uidOf(actor)), { ...participant(PEER_UID), countmessajes: 5 }],
      }),
  },
  // Unread counts: the reader clears its own, the sender adds one to the other's, no more.
  {
    as: 'attendee',
    may: true,
    does: 'mark its chat read (its own count back to 0)',
    docs: withUnread(3),
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        participants: [participant(UID.attendee), participant(PEER_UID)],
      }),
  },
  {
    as: 'attendee',
    may: false,
    does: "clear the other participant's unread count",
    docs: {
      [paths.privateChat(EVENT_ID, UID.attendee, PEER_UID)]: {
        ...existing,
        participants: [participant(UID.attendee), { ...participant(PEER_UID), countmessajes: 2 }],
      },
    },
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        participants: [participant(UID.attendee), { ...participant(PEER_UID), countmessajes: 0 }],
      }),
  },
  {
    as: 'peer',
    may: false,
    does: "clear the other participant's unread count",
    docs: withUnread(3),
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        participants: [participant(UID.attendee), participant(PEER_UID)],
      }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'raise its own unread count',
    docs: seeded,
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        participants: [{ ...participant(UID.attendee), countmessajes: 1 }, participant(PEER_UID)],
      }),
  },
  {
    as: 'peer',
    may: true,
    does: "send one more message (the other's count up by one, the time of the write)",
    docs: withUnread(3),
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        ultimo_mensaje: 'Otro mensaje',
        last_message_at: serverTimestamp(),
        participants: [{ ...participant(UID.attendee), countmessajes: 4 }, participant(PEER_UID)],
      }),
  },
  {
    as: 'peer',
    may: false,
    does: "add more than one to the other's unread count at once",
    docs: withUnread(3),
    run: ({ db }) =>
      updateDoc(seededRef(db), {
        participants: [{ ...participant(UID.attendee), countmessajes: 9 }, participant(PEER_UID)],
      }),
  },
  {
    as: 'peer',
    may: false,
    does: 'set a last message time of its choosing',
    docs: withUnread(3),
    run: ({ db }) => updateDoc(seededRef(db), { last_message_at: at('2030-01-01T00:00:00Z') }),
  },
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
      // Only ever as a query on one's own uid: every signed-in user may ask for its own chats
      // (the attendee's answer holds the seeded one, the others' are empty).
      does: 'list its own private chats',
      allowed: SIGNED_IN,
      docs: seeded,
      run: (actor) => myChats(actor.db, uidOf(actor)),
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
          last_message_at: serverTimestamp(),
          participants: [participant(UID.attendee), { ...participant(PEER_UID), countmessajes: 1 }],
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
