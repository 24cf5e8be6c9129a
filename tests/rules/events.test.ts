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
} from 'firebase/firestore';
import {
  ADMINS,
  EVENT_ID,
  EVERYONE,
  MEMBERS,
  NOBODY,
  OTHER_ORG_ID,
  describeRules,
  eventDoc,
  everyRole,
  uidOf,
} from './harness';

const event = paths.event(EVENT_ID);
const privateEvent = { [event]: eventDoc({ visibility: 'PRIVATE' }) };

describeRules({
  collection: 'events/{eventId}',
  operations: {
    get: {
      does: 'read a public event',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(doc(db, event)),
    },
    list: {
      does: 'list public events',
      allowed: EVERYONE,
      run: ({ db }) =>
        getDocs(query(collection(db, paths.events()), where('visibility', '==', 'PUBLIC'))),
    },
    create: {
      does: 'create an event directly (the API creates them)',
      allowed: NOBODY,
      run: (actor) =>
        setDoc(doc(actor.db, paths.event('evt-new')), eventDoc({ author_id: uidOf(actor) })),
    },
    update: {
      does: 'update the event',
      allowed: ADMINS,
      run: ({ db }) => updateDoc(doc(db, event), { name: 'Evento renombrado' }),
    },
    delete: {
      does: 'delete the event',
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(doc(db, event)),
    },
  },
  cases: [
    ...everyRole('read a private event', MEMBERS, ({ db }) => getDoc(doc(db, event)), {
      docs: privateEvent,
    }),
    {
      as: 'eventAdmin',
      may: false,
      does: 'list private events',
      docs: privateEvent,
      run: ({ db }) =>
        getDocs(query(collection(db, paths.events()), where('visibility', '==', 'PRIVATE'))),
    },
    {
      as: 'author',
      may: true,
      does: 'update the event it created',
      run: ({ db }) => updateDoc(doc(db, event), { name: 'Evento del autor' }),
    },
    {
      as: 'author',
      may: true,
      does: 'read its private event',
      docs: privateEvent,
      run: ({ db }) => getDoc(doc(db, event)),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'take over the event (author_id)',
      run: (actor) => updateDoc(doc(actor.db, event), { author_id: uidOf(actor) }),
    },
    {
      as: 'orgAdmin',
      may: false,
      does: 'move the event to another organization (organizer_id)',
      run: ({ db }) => updateDoc(doc(db, event), { organizer_id: OTHER_ORG_ID }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'set its short address without claiming it (short_path)',
      run: ({ db }) => updateDoc(doc(db, event), { short_path: 'feria2027' }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'rewrite created_at',
      run: ({ db }) => updateDoc(doc(db, event), { created_at: new Date(0) }),
    },
    {
      as: 'stranger',
      may: false,
      does: 'create an event even in its own name',
      run: (actor) =>
        setDoc(
          doc(actor.db, paths.event('evt-own')),
          eventDoc({ author_id: uidOf(actor), organizer_id: null }),
        ),
    },
  ],
});
