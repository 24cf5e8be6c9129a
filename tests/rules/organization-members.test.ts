import { paths } from '@aforo/domain';
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
import { ORG_ID, OTHER_ORG_ID, UID, at, describeRules } from './harness';

const MEMBER = 'u-member';
const member = (db: Firestore, userId = MEMBER, orgId = ORG_ID) =>
  doc(db, paths.organizationMember(orgId, userId));
const membership = (role: string) => ({
  role,
  properties: { name: 'Miembro', email: 'miembro@example.com', position: 'Ventas' },
});
/** The stranger is a plain member of the organization. */
const strangerIsMember = {
  [paths.organizationMember(ORG_ID, UID.stranger)]: membership('member'),
};

describeRules({
  collection: 'organizations/{orgId}/members',
  docs: { [paths.organizationMember(ORG_ID, MEMBER)]: membership('member') },
  operations: {
    get: {
      does: "read another member's membership",
      allowed: ['orgAdmin'],
      run: ({ db }) => getDoc(member(db)),
    },
    list: {
      does: "list the organization's members",
      allowed: ['orgAdmin'],
      run: ({ db }) => getDocs(collection(db, paths.organizationMembers(ORG_ID))),
    },
    create: {
      does: 'add a member',
      allowed: ['orgAdmin'],
      run: ({ db }) => setDoc(member(db, 'u-new'), membership('member')),
    },
    update: {
      does: 'make a member an admin',
      allowed: ['orgAdmin'],
      run: ({ db }) => updateDoc(member(db), { role: 'admin' }),
    },
    delete: {
      does: 'remove a member',
      allowed: ['orgAdmin'],
      run: ({ db }) => deleteDoc(member(db)),
    },
  },
  cases: [
    {
      as: 'stranger',
      may: true,
      does: 'read its own membership',
      docs: strangerIsMember,
      run: ({ db }) => getDoc(member(db, UID.stranger)),
    },
    {
      as: 'stranger',
      may: false,
      does: 'make itself an admin of its organization',
      docs: strangerIsMember,
      run: ({ db }) => updateDoc(member(db, UID.stranger), { role: 'admin' }),
    },
    {
      as: 'stranger',
      may: false,
      does: 'list the members of its organization',
      docs: strangerIsMember,
      run: ({ db }) => getDocs(collection(db, paths.organizationMembers(ORG_ID))),
    },
    {
      as: 'orgAdmin',
      may: false,
      does: 'give a role that does not exist',
      run: ({ db }) => setDoc(member(db, 'u-new'), membership('owner')),
    },
    {
      as: 'orgAdmin',
      may: false,
      does: 'add members to another organization',
      run: ({ db }) => setDoc(member(db, 'u-new', OTHER_ORG_ID), membership('admin')),
    },
    // Every field a client writes is typed, bounded and, for times, now.
    {
      as: 'orgAdmin',
      may: false,
      does: 'add a member with a field of its own',
      run: ({ db }) => setDoc(member(db, 'u-new'), { ...membership('member'), owner: true }),
    },
    {
      as: 'orgAdmin',
      may: false,
      does: 'add a member whose properties are not a map',
      run: ({ db }) =>
        setDoc(member(db, 'u-new'), { role: 'member', properties: 'x'.repeat(1000) }),
    },
    {
      as: 'orgAdmin',
      may: false,
      does: 'date a membership in 2099',
      run: ({ db }) =>
        setDoc(member(db, 'u-new'), {
          ...membership('member'),
          updated_at: at('2099-01-01T00:00:00Z'),
        }),
    },
  ],
});
