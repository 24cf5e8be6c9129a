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
import { describeContentRules } from './content-suite';
import {
  ADMINS,
  ATTENDEE_ID,
  EVENT_ID,
  EVERYONE,
  NOBODY,
  PEER_ATTENDEE_ID,
  PEER_UID,
  TEAM,
  at,
  describeRules,
  everyRole,
  uidOf,
  type Docs,
  type RulesCase,
} from './harness';

// Wall posts: public while published (a hidden post is a draft for the team); the event's
// admins write them (the main admin's "wall" section).
describeContentRules({
  kind: 'wall',
  noun: 'wall post',
  item: { text: 'Bienvenidos a la feria', image: null, published: true },
  edit: { published: false },
});

const POST = 'post-1';
const HIDDEN_POST = 'post-hidden';
const comments = (db: Firestore, postId = POST) =>
  collection(db, paths.wallComments(EVENT_ID, postId));
const comment = (db: Firestore, id: string, postId = POST) =>
  doc(db, paths.wallComment(EVENT_ID, postId, id));
/** The attendee's and the peer's names as their registrations give them (harness attendeeDoc). */
const NAME = `Asistente ${ATTENDEE_ID}`;
const PEER_NAME = `Asistente ${PEER_ATTENDEE_ID}`;
const newComment = (userId: string, extra: DocumentData = {}) => ({
  text: '¿A qué hora abre la feria?',
  user_id: userId,
  user_name: NAME,
  hidden: false,
  created_at: serverTimestamp(),
  ...extra,
});
const stored = (userId: string, name: string, hidden = false) => ({
  text: 'Nos vemos allí',
  user_id: userId,
  user_name: name,
  hidden,
  created_at: at('2027-03-15T10:00:00Z'),
});
const settings = (enabled: boolean): Docs => ({
  [paths.wallSettings(EVENT_ID)]: { comments_enabled: enabled },
});
const wallDocs: Docs = {
  [paths.eventContentItem(EVENT_ID, 'wall', POST)]: {
    text: 'Bienvenidos',
    image: null,
    published: true,
    event_id: EVENT_ID,
  },
  [paths.eventContentItem(EVENT_ID, 'wall', HIDDEN_POST)]: {
    text: 'Oculta',
    image: null,
    published: false,
    event_id: EVENT_ID,
  },
  [paths.wallComment(EVENT_ID, POST, 'peer-comment')]: stored(PEER_UID, PEER_NAME),
  [paths.wallComment(EVENT_ID, POST, 'hidden-comment')]: stored(PEER_UID, PEER_NAME, true),
  [paths.wallComment(EVENT_ID, HIDDEN_POST, 'under-hidden')]: stored(PEER_UID, PEER_NAME),
  ...settings(true),
};
const write = (db: Firestore, data: DocumentData, postId = POST) =>
  setDoc(comment(db, 'comment-new', postId), data);

const commentCases: RulesCase[] = [
  ...everyRole('read a hidden comment', TEAM, ({ db }) => getDoc(comment(db, 'hidden-comment'))),
  ...everyRole('read a comment of a hidden post', TEAM, ({ db }) =>
    getDoc(comment(db, 'under-hidden', HIDDEN_POST)),
  ),
  ...everyRole('list every comment, hidden ones included', TEAM, ({ db }) => getDocs(comments(db))),
  {
    as: 'attendee',
    may: false,
    does: 'comment while the wall takes no comments',
    docs: settings(false),
    run: (actor) => write(actor.db, newComment(uidOf(actor))),
  },
  {
    as: 'attendee',
    may: false,
    does: 'comment on a hidden post',
    run: (actor) => write(actor.db, newComment(uidOf(actor)), HIDDEN_POST),
  },
  {
    as: 'attendee',
    may: false,
    does: 'comment in the name of another attendee (user_id)',
    run: ({ db }) => write(db, newComment(PEER_UID, { user_name: PEER_NAME })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'comment under a name that is not its registered one',
    run: (actor) => write(actor.db, newComment(uidOf(actor), { user_name: 'La organización' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'write an empty comment',
    run: (actor) => write(actor.db, newComment(uidOf(actor), { text: '' })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'write a comment longer than 1000 characters',
    run: (actor) => write(actor.db, newComment(uidOf(actor), { text: 'a'.repeat(1001) })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'backdate a comment',
    run: (actor) =>
      write(actor.db, newComment(uidOf(actor), { created_at: at('2020-01-01T00:00:00Z') })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'post a comment with extra fields',
    run: (actor) => write(actor.db, newComment(uidOf(actor), { pinned: true })),
  },
  {
    as: 'attendee',
    may: false,
    does: 'post a comment already hidden',
    run: (actor) => write(actor.db, newComment(uidOf(actor), { hidden: true })),
  },
  {
    as: 'attendee',
    may: true,
    does: 'delete its own comment',
    docs: { [paths.wallComment(EVENT_ID, POST, 'own')]: stored('u-attendee', NAME) },
    run: ({ db }) => deleteDoc(comment(db, 'own')),
  },
  {
    as: 'attendee',
    may: false,
    does: 'edit its own comment',
    docs: { [paths.wallComment(EVENT_ID, POST, 'own')]: stored('u-attendee', NAME) },
    run: ({ db }) => updateDoc(comment(db, 'own'), { text: 'Editado' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'unhide its own hidden comment',
    docs: { [paths.wallComment(EVENT_ID, POST, 'own')]: stored('u-attendee', NAME, true) },
    run: ({ db }) => updateDoc(comment(db, 'own'), { hidden: false }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: "change a comment's text while moderating",
    run: ({ db }) => updateDoc(comment(db, 'peer-comment'), { text: 'Editado', hidden: true }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'show a hidden comment again',
    run: ({ db }) => updateDoc(comment(db, 'hidden-comment'), { hidden: false }),
  },
];

describeRules({
  collection: 'events/{eventId}/wall/{postId}/comments',
  docs: wallDocs,
  operations: {
    get: {
      does: 'read a visible comment of a published post',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(comment(db, 'peer-comment')),
    },
    list: {
      does: 'list the visible comments of a published post',
      allowed: EVERYONE,
      run: ({ db }) => getDocs(query(comments(db), where('hidden', '==', false))),
    },
    create: {
      does: 'comment on a published post as itself',
      allowed: ['attendee'],
      run: (actor) => write(actor.db, newComment(uidOf(actor))),
    },
    update: {
      does: 'hide a comment',
      allowed: ADMINS,
      run: ({ db }) => updateDoc(comment(db, 'peer-comment'), { hidden: true }),
    },
    delete: {
      does: "delete another attendee's comment",
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(comment(db, 'peer-comment')),
    },
  },
  cases: commentCases,
});

const settingsRef = (db: Firestore) => doc(db, paths.wallSettings(EVENT_ID));

describeRules({
  collection: 'events/{eventId}/wall_settings',
  operations: {
    get: {
      does: "read the wall's settings",
      allowed: EVERYONE,
      docs: settings(false),
      run: ({ db }) => getDoc(settingsRef(db)),
    },
    list: {
      does: "list the wall's settings",
      allowed: NOBODY,
      docs: settings(false),
      run: ({ db }) => getDocs(collection(db, `${paths.event(EVENT_ID)}/wall_settings`)),
    },
    create: {
      does: "create the wall's settings",
      allowed: ADMINS,
      run: ({ db }) => setDoc(settingsRef(db), { comments_enabled: true }),
    },
    update: {
      does: 'let attendees comment',
      allowed: ADMINS,
      docs: settings(false),
      run: ({ db }) => updateDoc(settingsRef(db), { comments_enabled: true }),
    },
    delete: {
      does: "delete the wall's settings",
      allowed: ADMINS,
      docs: settings(false),
      run: ({ db }) => deleteDoc(settingsRef(db)),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: false,
      does: 'store a setting that is not a boolean',
      docs: settings(false),
      run: ({ db }) => updateDoc(settingsRef(db), { comments_enabled: 'sí' }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: "store other fields in the wall's settings",
      run: ({ db }) => setDoc(settingsRef(db), { comments_enabled: true, moderators: ['x'] }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store settings under another document id',
      run: ({ db }) =>
        setDoc(doc(db, `${paths.event(EVENT_ID)}/wall_settings/otro`), {
          comments_enabled: true,
        }),
    },
  ],
});
