import { ATTENDEE_ACCOUNTS, attendeeAccountPath, paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { ATTENDEE_ID, EVENT_ID, NOBODY, TEAM, UID, describeRules, uidOf } from './harness';

const marker = attendeeAccountPath(EVENT_ID, UID.attendee);

// "User U is an attendee of E": only the API writes it, or anyone could make itself an attendee.
describeRules({
  collection: 'events/{eventId}/attendee_accounts',
  operations: {
    get: {
      does: "read the attendee's account marker",
      allowed: ['attendee', ...TEAM],
      run: ({ db }) => getDoc(doc(db, marker)),
    },
    list: {
      does: "list the event's account markers",
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, `${paths.event(EVENT_ID)}/${ATTENDEE_ACCOUNTS}`)),
    },
    create: {
      does: 'make itself an attendee',
      allowed: NOBODY,
      run: (actor) =>
        setDoc(doc(actor.db, attendeeAccountPath(EVENT_ID, uidOf(actor))), {
          attendee_id: 'a1new00000000000000000000',
        }),
    },
    update: {
      does: 'point the marker at another attendee record',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, marker), { attendee_id: 'a1new00000000000000000000' }),
    },
    delete: {
      does: 'delete an account marker',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, marker)),
    },
  },
  cases: [
    {
      as: 'attendee',
      may: false,
      does: "read another attendee's account marker",
      run: ({ db }) => getDoc(doc(db, attendeeAccountPath(EVENT_ID, UID.stranger))),
    },
    {
      as: 'attendee',
      may: true,
      does: 'find its attendee record through its marker',
      run: async ({ db }) => {
        const snap = await getDoc(doc(db, marker));
        if (snap.data()?.attendee_id !== ATTENDEE_ID) throw new Error('unexpected marker');
        return getDoc(doc(db, paths.attendee(EVENT_ID, ATTENDEE_ID)));
      },
    },
  ],
});
