import { paths, privateChatId } from '@aforo/domain';
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
import { EVENT_ID, NOBODY, PEER_UID, UID, describeRules, uidOf, type Docs } from './harness';

// A contact request from the peer to the attendee; the id is the pair's (as the API makes it).
const pairId = privateChatId(PEER_UID, UID.attendee);
const invitation = (extra: DocumentData = {}) => ({
  event_id: EVENT_ID,
  participants: [PEER_UID, UID.attendee],
  id_user_requesting: PEER_UID,
  id_user_requested: UID.attendee,
  user_name_requesting: 'Par',
  user_name_requested: 'Asistente',
  state: 'send',
  response: null,
  ...extra,
});
const ref = (db: Firestore, id = pairId) => doc(db, paths.networkingInvitation(EVENT_ID, id));
const seeded: Docs = { [paths.networkingInvitation(EVENT_ID, pairId)]: invitation() };
const mine = (db: Firestore, uid: string) =>
  query(
    collection(db, paths.networkingInvitations(EVENT_ID)),
    where('participants', 'array-contains', uid),
  );

describeRules({
  collection: 'event_networking/{eventId}/invitations',
  docs: seeded,
  operations: {
    get: {
      does: 'read a contact request it receives',
      allowed: ['attendee'],
      run: ({ db }) => getDoc(ref(db)),
    },
    list: {
      does: 'list the contact requests it takes part in',
      allowed: ['attendee'],
      // Everyone asks for the attendee's requests: only the attendee may list them.
      run: ({ db }) => getDocs(mine(db, UID.attendee)),
    },
    create: {
      does: 'send a contact request directly (the API sends them)',
      allowed: NOBODY,
      run: (actor) =>
        setDoc(
          ref(actor.db, privateChatId(uidOf(actor) === 'anonymous' ? 'x' : uidOf(actor), 'zz')),
          invitation({ participants: [uidOf(actor), 'zz'], id_user_requesting: uidOf(actor) }),
        ),
    },
    update: {
      does: 'answer a contact request directly (PUT acceptordecline answers)',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(ref(db), { response: 'accepted', state: 'accepted' }),
    },
    delete: {
      does: 'delete a contact request',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(ref(db)),
    },
  },
  cases: [
    {
      as: 'peer',
      may: true,
      does: 'read the contact request it sent',
      run: ({ db }) => getDoc(ref(db)),
    },
    {
      as: 'otherAttendee',
      may: false,
      does: "list every request of the event (not only its own) and see others' contacts",
      run: ({ db }) => getDocs(collection(db, paths.networkingInvitations(EVENT_ID))),
    },
    {
      as: 'otherAttendee',
      may: true,
      does: 'list its own (empty) contact requests',
      run: ({ db }) => getDocs(mine(db, UID.otherAttendee)),
    },
  ],
});
