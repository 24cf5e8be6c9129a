import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ADMINS,
  EVENT_ID,
  NOBODY,
  PEER_UID,
  UID,
  describeRules,
  uidOf,
  type RulesCase,
} from './harness';

// attendees holds the two account uids (the rules compare them with request.auth.uid).
const request = (owner: string, receiver: string, extra: DocumentData = {}) => ({
  name: 'Receptor',
  email: 'receptor@example.com',
  name_requesting: 'Solicitante',
  email_requesting: 'solicitante@example.com',
  attendees: [owner, receiver],
  owner_id: owner,
  request_status: 'pending',
  type: 'meeting',
  timestamp_start: '2027-03-15 11:00',
  timestamp_end: '2027-03-15 11:30',
  message: '¿Hablamos?',
  ...extra,
});
const meeting = (db: Firestore, id = 'meeting-to-attendee') =>
  doc(db, paths.meetingRequest(EVENT_ID, id));
const toAttendee = {
  [paths.meetingRequest(EVENT_ID, 'meeting-to-attendee')]: request(PEER_UID, UID.attendee),
};
const fromAttendee = {
  [paths.meetingRequest(EVENT_ID, 'meeting-from-attendee')]: request(UID.attendee, PEER_UID),
};
const accepted = {
  [paths.meetingRequest(EVENT_ID, 'meeting-to-attendee')]: request(PEER_UID, UID.attendee, {
    request_status: 'accepted',
  }),
};
const ask = (db: Firestore, data: DocumentData) => setDoc(meeting(db, 'meeting-new'), data);

// Clients neither create nor answer requests; the API does both, in one
// transaction that checks both people's accepted meetings. These are the attacks that got in.
const cases: RulesCase[] = [
  {
    as: 'attendee',
    may: true,
    does: 'list the meeting requests it takes part in',
    run: ({ db, uid }) =>
      getDocs(
        query(
          collection(db, paths.meetingRequests(EVENT_ID)),
          where('attendees', 'array-contains', uid ?? ''),
        ),
      ),
  },
  {
    as: 'peer',
    may: true,
    does: 'read the meeting request it sent',
    run: ({ db }) => getDoc(meeting(db)),
  },
  {
    as: 'attendee',
    may: false,
    does: 'create a meeting request carrying its own answer_token_hash',
    run: (actor) =>
      ask(actor.db, request(uidOf(actor), PEER_UID, { answer_token_hash: 'f'.repeat(64) })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'create a meeting request with extra fields',
    run: (actor) => ask(actor.db, request(uidOf(actor), PEER_UID, { email: 'yo@example.com' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'create a meeting request already accepted',
    run: (actor) => ask(actor.db, request(uidOf(actor), PEER_UID, { request_status: 'accepted' })),
  },
  {
    as: 'peer',
    may: false,
    does: 'put an answer token on its own meeting request',
    run: ({ db }) => updateDoc(meeting(db), { answer_token_hash: 'f'.repeat(64) }),
  },
  {
    as: 'peer',
    may: false,
    does: 'answer its own meeting request',
    run: ({ db }) => updateDoc(meeting(db), { request_status: 'accepted' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'reject a meeting request addressed to it directly (the API answers)',
    run: ({ db }) => updateDoc(meeting(db), { request_status: 'rejected' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'withdraw a meeting request addressed to it',
    run: ({ db }) => deleteDoc(meeting(db)),
  },
  {
    as: 'peer',
    may: true,
    does: 'withdraw its pending meeting request',
    run: ({ db }) => deleteDoc(meeting(db)),
  },
  {
    as: 'peer',
    may: false,
    does: 'withdraw its meeting request once answered',
    docs: accepted,
    run: ({ db }) => deleteDoc(meeting(db)),
  },
];

describeRules({
  collection: 'event_agendas/{eventId}/agendas',
  docs: toAttendee,
  operations: {
    get: {
      does: 'read a meeting request addressed to the attendee',
      allowed: ['attendee', ...ADMINS],
      run: ({ db }) => getDoc(meeting(db)),
    },
    list: {
      does: 'list every meeting request of the event',
      allowed: ADMINS,
      run: ({ db }) => getDocs(collection(db, paths.meetingRequests(EVENT_ID))),
    },
    create: {
      does: 'request a meeting with another attendee directly (the API creates it)',
      allowed: NOBODY,
      run: (actor) => ask(actor.db, request(uidOf(actor), PEER_UID)),
    },
    update: {
      does: 'accept a meeting request addressed to the attendee directly (the API answers)',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(meeting(db), { request_status: 'accepted' }),
    },
    delete: {
      does: "withdraw the attendee's pending meeting request",
      allowed: ['attendee'],
      docs: fromAttendee,
      run: ({ db }) => deleteDoc(meeting(db, 'meeting-from-attendee')),
    },
  },
  cases,
});
