import { paths } from '@aforo/domain';
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  EVENT_ID,
  MEMBERS,
  OTHER_EVENT_ID,
  PEER_UID,
  SIGNED_IN,
  UID,
  at,
  describeRules,
  uidOf,
  type Docs,
  type RulesCase,
} from './harness';

const record = (db: Firestore, userId: string, eventId = EVENT_ID) =>
  doc(db, paths.presenceRecord(eventId, userId));
const presence = (userId: string, extra: DocumentData = {}, eventId = EVENT_ID) => ({
  state: 'online',
  last_changed: serverTimestamp(),
  event_id: eventId,
  user_id: userId,
  ...extra,
});
const stored = (userId: string) => presence(userId, { last_changed: at('2027-03-15T10:00:00Z') });
/** Everyone's own presence record in the event, for the update and delete rows. */
const everyonesPresence: Docs = Object.fromEntries(
  Object.values(UID).map((uid) => [paths.presenceRecord(EVENT_ID, uid), stored(uid)]),
);

const cases: RulesCase[] = [
  {
    as: 'attendee',
    may: false,
    does: "write another user's presence",
    run: ({ db }) => setDoc(record(db, PEER_UID), presence(PEER_UID)),
  },
  {
    as: 'attendee',
    may: false,
    does: "delete another user's presence",
    run: ({ db }) => deleteDoc(record(db, PEER_UID)),
  },
  {
    as: 'attendee',
    may: false,
    does: "file its presence under another event's id",
    run: (actor) => setDoc(record(actor.db, uidOf(actor), OTHER_EVENT_ID), presence(uidOf(actor))),
  },
  {
    as: 'otherAttendee',
    may: false,
    does: 'publish its presence in an event it does not take part in',
    run: (actor) => setDoc(record(actor.db, uidOf(actor)), presence(uidOf(actor))),
  },
  {
    as: 'otherAttendee',
    may: true,
    does: 'publish its presence in its own event',
    run: (actor) =>
      setDoc(
        record(actor.db, uidOf(actor), OTHER_EVENT_ID),
        presence(uidOf(actor), {}, OTHER_EVENT_ID),
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'store a state other than online or offline',
    run: (actor) =>
      setDoc(record(actor.db, uidOf(actor)), presence(uidOf(actor), { state: 'busy' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'backdate last_changed',
    run: (actor) =>
      setDoc(
        record(actor.db, uidOf(actor)),
        presence(uidOf(actor), { last_changed: at('2020-01-01T00:00:00Z') }),
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'add fields to its presence',
    run: (actor) =>
      setDoc(record(actor.db, uidOf(actor)), presence(uidOf(actor), { ip: '10.0.0.1' })),
  },
  {
    as: 'attendee',
    may: false,
    does: "list another event's presence",
    run: ({ db }) =>
      getDocs(query(collection(db, paths.presence()), where('event_id', '==', OTHER_EVENT_ID))),
  },
];

describeRules({
  collection: 'presence/{eventId}_{uid}',
  docs: { [paths.presenceRecord(EVENT_ID, PEER_UID)]: stored(PEER_UID) },
  operations: {
    get: {
      does: "read another attendee's presence",
      allowed: MEMBERS,
      run: ({ db }) => getDoc(record(db, PEER_UID)),
    },
    list: {
      does: "list the event's presence",
      allowed: MEMBERS,
      run: ({ db }) =>
        getDocs(query(collection(db, paths.presence()), where('event_id', '==', EVENT_ID))),
    },
    create: {
      does: 'publish its own presence',
      allowed: MEMBERS,
      run: (actor) => setDoc(record(actor.db, uidOf(actor)), presence(uidOf(actor))),
    },
    update: {
      does: 'go offline',
      allowed: MEMBERS,
      docs: everyonesPresence,
      run: (actor) =>
        updateDoc(record(actor.db, uidOf(actor)), {
          state: 'offline',
          last_changed: serverTimestamp(),
        }),
    },
    delete: {
      does: 'delete its own presence',
      allowed: SIGNED_IN,
      docs: everyonesPresence,
      run: (actor) => deleteDoc(record(actor.db, uidOf(actor))),
    },
  },
  cases,
});
