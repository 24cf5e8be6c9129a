import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  EVENT_ID,
  OTHER_EVENT_ID,
  PERMITTED,
  SIGNED_IN,
  UID,
  at,
  describeRules,
  everyRole,
  uidOf,
  type RulesCase,
} from './harness';

const TARGET = 'u-target';
const member = (db: Firestore, userId = TARGET) => doc(db, paths.staffMember(EVENT_ID, userId));
const staff = (role: string, permission_ids: string[]) => ({
  role,
  permission_ids,
  email: 'nuevo@example.com',
  name: 'Nuevo',
});

const cases: RulesCase[] = [
  // The admin shell asks for the caller's own staff document; for a non-staff it does not exist.
  ...everyRole('look up its own staff document', SIGNED_IN, (actor) =>
    getDoc(member(actor.db, uidOf(actor))),
  ),
  {
    as: 'staffWith',
    may: false,
    does: 'add an admin',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('admin', [])),
  },
  {
    as: 'staffWith',
    may: true,
    does: 'add a staff_admin',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff_admin', ['admin_staff'])),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'promote a staff member to admin',
    run: ({ db }) => updateDoc(member(db), { role: 'admin' }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'grant itself more permissions',
    run: ({ db }) =>
      updateDoc(member(db, UID.staffWith), { permission_ids: ['admin_staff', 'checkin'] }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'remove itself',
    run: ({ db }) => deleteDoc(member(db, UID.staffWith)),
  },
  {
    as: 'staffWith',
    may: false,
    does: "edit the event admin's staff document",
    run: ({ db }) => updateDoc(member(db, UID.eventAdmin), { permission_ids: [] }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'remove the event admin',
    run: ({ db }) => deleteDoc(member(db, UID.eventAdmin)),
  },
  {
    as: 'staffWithout',
    may: true,
    does: 'add a staff member when its role is staff_admin (the admin-staff role)',
    docs: {
      [paths.staffMember(EVENT_ID, UID.staffWithout)]: staff('staff_admin', ['checkin']),
    },
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['checkin'])),
  },
  // A manager that is not an event admin grants only what it holds.
  {
    as: 'staffWithout',
    may: false,
    does: 'grant, as a staff_admin, a permission it does not hold',
    docs: {
      [paths.staffMember(EVENT_ID, UID.staffWithout)]: staff('staff_admin', ['checkin']),
    },
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['checkin', 'metrics'])),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add a staff member with a permission it does not hold',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['delete_attendees'])),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'give a staff member a permission it does not hold',
    run: ({ db }) => updateDoc(member(db), { permission_ids: ['update_attendees'] }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'give a staff member any permission',
    run: ({ db }) => updateDoc(member(db), { permission_ids: ['update_attendees', 'metrics'] }),
  },
  {
    as: 'staffWithout',
    may: false,
    does: 'add an admin when its role is staff_admin',
    docs: {
      [paths.staffMember(EVENT_ID, UID.staffWithout)]: staff('staff_admin', []),
    },
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('admin', [])),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'add another admin',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('admin', [])),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'grant a permission that does not exist',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['superpoderes'])),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'give a role that does not exist',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('owner', [])),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'store permission_ids as something other than a list',
    run: ({ db }) => updateDoc(member(db), { permission_ids: 'checkin' }),
  },
  {
    as: 'author',
    may: true,
    does: 'add a staff member',
    run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['checkin'])),
  },
  // Every field a client writes is typed, bounded and, for times, now.
  ...(
    [
      ['a 300,000-character name', { name: 'x'.repeat(300_000) }],
      ['a map as e-mail', { email: { a: 1 } }],
      ['a field of its own', { superuser: true }],
      ['an updated_at in 2099', { updated_at: at('2099-01-01T00:00:00Z') }],
      ['another event as event_id', { event_id: OTHER_EVENT_ID }],
      [
        'a permission list padded with repeats',
        { permission_ids: Array.from({ length: 50 }, () => 'checkin') },
      ],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'eventAdmin',
    may: false,
    does: `add a staff member with ${what}`,
    run: ({ db }) => setDoc(member(db, 'u-new'), { ...staff('staff', ['checkin']), ...extra }),
  })),
  {
    as: 'eventAdmin',
    may: true,
    does: 'add a staff member stamped with the server time',
    run: ({ db }) =>
      setDoc(member(db, 'u-new'), {
        ...staff('staff', ['checkin']),
        event_id: EVENT_ID,
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
      }),
  },
];

describeRules({
  collection: 'events/{eventId}/staff',
  permission: 'admin_staff',
  docs: { [paths.staffMember(EVENT_ID, TARGET)]: staff('staff', ['admin_staff']) },
  operations: {
    get: {
      does: "read another user's staff document",
      allowed: PERMITTED,
      run: ({ db }) => getDoc(member(db)),
    },
    list: {
      does: "list the event's staff",
      allowed: PERMITTED,
      run: ({ db }) => getDocs(collection(db, paths.staff(EVENT_ID))),
    },
    // staffWith holds admin_staff only, so what it grants here is that one (item 7).
    create: {
      does: 'add a staff member',
      allowed: PERMITTED,
      run: ({ db }) => setDoc(member(db, 'u-new'), staff('staff', ['admin_staff'])),
    },
    update: {
      does: "change a staff member's permissions",
      allowed: PERMITTED,
      run: ({ db }) => updateDoc(member(db), { permission_ids: [] }),
    },
    delete: {
      does: 'remove a staff member',
      allowed: PERMITTED,
      run: ({ db }) => deleteDoc(member(db)),
    },
  },
  cases,
});
