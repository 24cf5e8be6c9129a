import { paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { NOBODY, SIGNED_IN, UID, describeRules, uidOf, type Docs } from './harness';

const profile = (uid: string) => ({ names: `Usuario ${uid}`, email: `${uid}@example.com` });
const everyonesProfile: Docs = Object.fromEntries(
  Object.values(UID).map((uid) => [paths.user(uid), profile(uid)]),
);

describeRules({
  collection: 'users/{userId}',
  operations: {
    get: {
      does: 'read its own profile',
      allowed: SIGNED_IN,
      docs: everyonesProfile,
      run: (actor) => getDoc(doc(actor.db, paths.user(uidOf(actor)))),
    },
    list: {
      does: 'list user profiles',
      allowed: NOBODY,
      docs: everyonesProfile,
      run: ({ db }) => getDocs(collection(db, paths.users())),
    },
    // Profiles are written through PUT /api/users/{uid} (userProfileSchema); a direct write
    // could store anything of any size.
    create: {
      does: 'create its own profile directly',
      allowed: NOBODY,
      run: (actor) => setDoc(doc(actor.db, paths.user(uidOf(actor))), profile(uidOf(actor))),
    },
    update: {
      does: 'edit its own profile directly',
      allowed: NOBODY,
      docs: everyonesProfile,
      run: (actor) => updateDoc(doc(actor.db, paths.user(uidOf(actor))), { names: 'Nuevo' }),
    },
    delete: {
      does: 'delete its own profile',
      allowed: SIGNED_IN,
      docs: everyonesProfile,
      run: (actor) => deleteDoc(doc(actor.db, paths.user(uidOf(actor)))),
    },
  },
  cases: [
    {
      as: 'attendee',
      may: false,
      does: 'store a 300,000-character name in its own profile',
      docs: everyonesProfile,
      run: (actor) =>
        updateDoc(doc(actor.db, paths.user(uidOf(actor))), { names: 'x'.repeat(300_000) }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: "read an attendee's profile",
      docs: everyonesProfile,
      run: ({ db }) => getDoc(doc(db, paths.user(UID.attendee))),
    },
    {
      as: 'stranger',
      may: false,
      does: "create someone else's profile",
      run: ({ db }) => setDoc(doc(db, paths.user('u-nobody')), profile('u-nobody')),
    },
    {
      as: 'stranger',
      may: false,
      does: "edit someone else's profile",
      docs: everyonesProfile,
      run: ({ db }) => updateDoc(doc(db, paths.user(UID.attendee)), { names: 'Hackeado' }),
    },
    {
      as: 'stranger',
      may: false,
      does: "delete someone else's profile",
      docs: everyonesProfile,
      run: ({ db }) => deleteDoc(doc(db, paths.user(UID.attendee))),
    },
  ],
});
