import { counterShardPath, paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ATTENDEE_ID,
  EVENT_ID,
  NOBODY,
  OTHER_EVENT_ID,
  PEER_ATTENDEE_ID,
  PERMITTED,
  TEAM,
  UID,
  at,
  attendeeDoc,
  describeRules,
  type RulesCase,
} from './harness';

const record = (db: Firestore, attendeeId = PEER_ATTENDEE_ID) =>
  doc(db, paths.attendee(EVENT_ID, attendeeId));
const NEW_ID = 'a1new0000000000000000000';
const CHECKIN_TIME = '2027-03-15 09:30:00';
const now = serverTimestamp;

/** What the check-in screen writes: the time, the flag and the ordering stamp. */
const checkIn = (extra: DocumentData = {}) => ({
  checked_in: true,
  checkedin_at: CHECKIN_TIME,
  checked_at: CHECKIN_TIME,
  updated_at: now(),
  ...extra,
});
// The door's own shard (domain integrations/counters.ts); OTHER_DOOR is another device's.
const SHARD = 'door-AAAAAAAAAAbbbbbbbbbb';
const OTHER_DOOR = 'door-CCCCCCCCCCdddddddddd';
const shard = (db: Firestore, id: string | number = SHARD) =>
  doc(db, counterShardPath(EVENT_ID, id));

/**
 * The door's check-in write (web check-in.ts): the attendee's check-in fields and +1 on the shard
 * it names, in one batch. `shardData` replaces the increment to try a wrong one.
 */
function countedCheckIn(
  db: Firestore,
  extra: DocumentData = {},
  options: { attendeeId?: string; shardData?: DocumentData; shardId?: string | number } = {},
) {
  const attendeeId = options.attendeeId ?? PEER_ATTENDEE_ID;
  const batch = writeBatch(db);
  batch.update(record(db, attendeeId), checkIn({ counter_shard: SHARD, ...extra }));
  batch.set(
    shard(db, options.shardId ?? SHARD),
    options.shardData ?? {
      checkedInAttendees: increment(1),
      last_attendee: attendeeId,
      updated_at: now(),
    },
    { merge: true },
  );
  return batch.commit();
}
const newAttendee = (extra: DocumentData = {}) =>
  attendeeDoc(NEW_ID, null, EVENT_ID, { created_at: now(), updated_at: now(), ...extra });
const alreadyCheckedIn = {
  [paths.attendee(EVENT_ID, PEER_ATTENDEE_ID)]: attendeeDoc(PEER_ATTENDEE_ID, UID.peer, EVENT_ID, {
    checked_in: true,
    checkedin_at: '2027-03-15 08:00:00',
    checked_at: '2027-03-15 08:00:00',
  }),
};
const own = (db: Firestore) => record(db, ATTENDEE_ID);

const checkedInBy = (uid: string) => ({
  [paths.attendee(EVENT_ID, PEER_ATTENDEE_ID)]: attendeeDoc(PEER_ATTENDEE_ID, UID.peer, EVENT_ID, {
    checked_in: true,
    checkedin_at: '2027-03-15 08:00:00',
    checked_at: '2027-03-15 08:00:00',
    checked_in_by: uid,
  }),
});

/** checked_in_by: the dashboard's check-ins per staff member; the writer names itself, once. */
const checkerCases: RulesCase[] = [
  {
    as: 'staffWith',
    may: true,
    does: 'check an attendee in naming itself in checked_in_by',
    run: ({ db }) => countedCheckIn(db, { checked_in_by: UID.staffWith }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'check an attendee in naming itself in checked_in_by',
    run: ({ db }) => countedCheckIn(db, { checked_in_by: UID.eventAdmin }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check an attendee in naming another staff member in checked_in_by',
    run: ({ db }) => countedCheckIn(db, { checked_in_by: UID.eventAdmin }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'check an attendee in naming someone else in checked_in_by',
    run: ({ db }) => countedCheckIn(db, { checked_in_by: UID.staffWith }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'name itself in checked_in_by of someone another person checked in',
    docs: checkedInBy(UID.eventAdmin),
    run: ({ db }) => updateDoc(record(db), { checked_in_by: UID.staffWith, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'rewrite checked_in_by after the check-in',
    docs: checkedInBy(UID.staffWith),
    run: ({ db }) => updateDoc(record(db), { checked_in_by: UID.eventAdmin, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'set checked_in_by on someone not checked in',
    run: ({ db }) => updateDoc(record(db), { checked_in_by: UID.eventAdmin, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'edit a checked-in attendee keeping its checked_in_by',
    docs: checkedInBy(UID.staffWith),
    run: ({ db }) => updateDoc(record(db), { 'properties.names': 'Otro', updated_at: now() }),
  },
];

const checkinCases: RulesCase[] = [
  {
    as: 'staffWith',
    may: true,
    does: 'check an attendee in',
    run: ({ db }) => countedCheckIn(db),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'change rol_id while checking in',
    run: ({ db }) => countedCheckIn(db, { rol_id: 'rol-vip' }),
  },
  {
    as: 'staffWith',
    may: false,
    does: "change an attendee's properties",
    run: ({ db }) => countedCheckIn(db, { 'properties.names': 'Otro nombre' }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'overwrite a check-in time',
    docs: alreadyCheckedIn,
    run: ({ db }) => countedCheckIn(db),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'undo an event check-in',
    docs: alreadyCheckedIn,
    run: ({ db }) =>
      updateDoc(record(db), { checked_in: false, checkedin_at: null, updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in with a time that is not YYYY-MM-DD HH:mm:ss',
    run: ({ db }) => countedCheckIn(db, { checkedin_at: '15/03/2027 9:30' }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in without setting checked_in',
    run: ({ db }) => countedCheckIn(db, { checked_in: false }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in without stamping updated_at with the server time',
    run: ({ db }) => countedCheckIn(db, { updated_at: at('2020-01-01T00:00:00Z') }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'overwrite a check-in time either',
    docs: alreadyCheckedIn,
    run: ({ db }) => countedCheckIn(db, { checkedin_at: '2027-03-15 12:00:00' }),
  },
  {
    as: 'staffWithout',
    may: false,
    does: 'check an attendee in, holding neither update_attendees',
    docs: {
      [paths.staffMember(EVENT_ID, UID.staffWithout)]: {
        role: 'staff',
        permission_ids: ['add_attendees', 'delete_attendees', 'print_attendees', 'metrics'],
      },
    },
    run: ({ db }) => countedCheckIn(db),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check an attendee in without the shard increment',
    run: ({ db }) => updateDoc(record(db), checkIn({ counter_shard: SHARD })),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'check an attendee in without the shard increment either',
    run: ({ db }) => updateDoc(record(db), checkIn()),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in with a wrong increment (+2)',
    run: ({ db }) =>
      countedCheckIn(
        db,
        {},
        {
          shardData: {
            checkedInAttendees: increment(2),
            last_attendee: PEER_ATTENDEE_ID,
            updated_at: now(),
          },
        },
      ),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in while also moving totalAttendees',
    run: ({ db }) =>
      countedCheckIn(
        db,
        {},
        {
          shardData: {
            checkedInAttendees: increment(1),
            totalAttendees: increment(1),
            last_attendee: PEER_ATTENDEE_ID,
            updated_at: now(),
          },
        },
      ),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in incrementing another shard than the one it names',
    run: ({ db }) => countedCheckIn(db, {}, { shardId: OTHER_DOOR }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: "check in counting it on one of the server's shards (0..9)",
    run: ({ db }) => countedCheckIn(db, { counter_shard: 3 }, { shardId: 3 }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in with a shard increment that names someone else',
    run: ({ db }) =>
      countedCheckIn(
        db,
        {},
        {
          shardData: {
            checkedInAttendees: increment(1),
            last_attendee: ATTENDEE_ID,
            updated_at: now(),
          },
        },
      ),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'repeat a check-in with its increment (an offline queued repeat)',
    docs: {
      [paths.attendee(EVENT_ID, PEER_ATTENDEE_ID)]: attendeeDoc(
        PEER_ATTENDEE_ID,
        UID.peer,
        EVENT_ID,
        {
          checked_in: true,
          checkedin_at: CHECKIN_TIME,
          checked_at: CHECKIN_TIME,
          counter_shard: SHARD,
        },
      ),
      [counterShardPath(EVENT_ID, SHARD)]: {
        checkedInAttendees: 1,
        last_attendee: PEER_ATTENDEE_ID,
      },
    },
    run: ({ db }) => countedCheckIn(db),
  },
  {
    as: 'staffWith',
    may: true,
    does: 'check in with +1 on an existing shard',
    docs: {
      [counterShardPath(EVENT_ID, SHARD)]: { totalAttendees: 7, checkedInAttendees: 2 },
    },
    run: ({ db }) => countedCheckIn(db),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'check an attendee in with its shard increment',
    run: ({ db }) => countedCheckIn(db),
  },
];

const adminCases: RulesCase[] = [
  {
    as: 'staffWith',
    may: true,
    does: 'check an attendee in while editing it (counted in its shard)',
    permission: 'update_attendees',
    run: ({ db }) => countedCheckIn(db, { rol_id: 'rol-vip' }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'store a check-in time that is not YYYY-MM-DD HH:mm:ss',
    permission: 'update_attendees',
    run: ({ db }) => updateDoc(record(db), checkIn({ checkedin_at: 'ayer' })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'link an attendee to an account (account_id)',
    permission: 'update_attendees',
    run: ({ db }) => updateDoc(record(db), { account_id: UID.stranger, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'record a payment',
    run: ({ db }) =>
      updateDoc(record(db), {
        payment: { status: 'APPROVED', date: '2027-01-01', payuReference: '', transactionID: '' },
        updated_at: now(),
      }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'move an attendee to another event (event_id)',
    run: ({ db }) => updateDoc(record(db), { event_id: OTHER_EVENT_ID, updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee linked to an account',
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, NEW_ID), newAttendee({ account_id: UID.stranger })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee of another event to this one',
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, NEW_ID), newAttendee({ event_id: OTHER_EVENT_ID })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee (the API adds them, counting them)',
    permission: 'add_attendees',
    run: ({ db }) =>
      setDoc(
        record(db, NEW_ID),
        newAttendee({ checked_in: true, checkedin_at: CHECKIN_TIME, checked_at: CHECKIN_TIME }),
      ),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee with a made-up created_at',
    permission: 'add_attendees',
    run: ({ db }) =>
      setDoc(record(db, NEW_ID), newAttendee({ created_at: at('2020-01-01T00:00:00Z') })),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'add an attendee to an event it does not administer',
    run: ({ db }) =>
      setDoc(
        doc(db, paths.attendee(OTHER_EVENT_ID, NEW_ID)),
        newAttendee({ event_id: OTHER_EVENT_ID }),
      ),
  },
];

/**
 * The attendee edits its registration through PUT /api/events/{E}/eventusers/{id} (the web's
 * "update" mode), which checks each field against the event's form and refuses the e-mail
 * (attendees.int.test.ts "lets the attendee edit its own properties but not its e-mail nor its
 * role"). A direct write could rewrite properties.email (then an import matching that e-mail
 * attached the victim's registration to the attacker) or a check-in state, so none is allowed.
 */
// What staff write is typed and bounded, and times are the server's.
const boundedCases: RulesCase[] = [
  ...(
    [
      ['a map as rol_id', { rol_id: { id: 'rol-vip' } }],
      ['a 300,000-character ticket_id', { ticket_id: 'x'.repeat(300_000) }],
      ['properties that are not a map', { properties: 'x'.repeat(1000) }],
      ['a checked_at that is not a check-in time', { checked_at: 'x'.repeat(1000) }],
      ['an updated_at in 2099', { updated_at: at('2099-01-01T00:00:00Z') }],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'staffWith',
    may: false,
    does: `edit an attendee giving it ${what}`,
    permission: 'update_attendees',
    run: ({ db }) => updateDoc(record(db), { updated_at: now(), ...extra }),
  })),
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee with a map as ticket_id',
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, NEW_ID), newAttendee({ ticket_id: { a: 1 } })),
  },
];

const ownCases: RulesCase[] = [
  ...(
    [
      ['properties.email', 'victima@example.com'],
      ['properties.checked_in', true],
      ['properties.checkedin_at', CHECKIN_TIME],
      ['properties.rol_id', 'rol-vip'],
      ['properties.names', 'Alicia A.'],
      ['properties', { email: 'victima@example.com', names: 'Alicia' }],
    ] as const
  ).map(([field, value]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `write ${field} of its own record directly (the API edits it)`,
    run: ({ db }) => updateDoc(own(db), { [field]: value, updated_at: now() }),
  })),
  ...(
    [
      ['rol_id', 'rol-vip'],
      ['ticket_id', 'tiquete-vip'],
      ['checked_in', true],
      ['checkedin_at', CHECKIN_TIME],
      ['checked_at', CHECKIN_TIME],
      ['payment', { status: 'APPROVED', date: '2027-01-01' }],
      ['account_id', UID.stranger],
    ] as const
  ).map(([field, value]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `change its own ${field}`,
    run: ({ db }) => updateDoc(own(db), { [field]: value, updated_at: now() }),
  })),
  {
    as: 'attendee',
    may: false,
    does: "edit another attendee's properties",
    run: ({ db }) => updateDoc(record(db), { 'properties.names': 'Otro', updated_at: now() }),
  },
  {
    as: 'attendee',
    may: true,
    does: 'list its own attendee records',
    run: ({ db, uid }) =>
      getDocs(
        query(collection(db, paths.attendees(EVENT_ID)), where('account_id', '==', uid ?? '')),
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: "list another account's attendee records",
    run: ({ db }) =>
      getDocs(
        query(collection(db, paths.attendees(EVENT_ID)), where('account_id', '==', UID.peer)),
      ),
  },
];

describeRules({
  collection: '{eventId}_event_attendees',
  permission: 'checkin',
  operations: {
    get: {
      does: "read the attendee's record",
      allowed: ['attendee', ...TEAM],
      run: ({ db }) => getDoc(own(db)),
    },
    list: {
      does: 'list every attendee',
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, paths.attendees(EVENT_ID))),
    },
    // Creates and deletes go through the API, which moves the counter shards in the same batch.
    create: {
      does: 'add an attendee',
      permission: 'add_attendees',
      allowed: NOBODY,
      run: ({ db }) => setDoc(record(db, NEW_ID), newAttendee()),
    },
    update: {
      does: "edit an attendee's properties and role",
      permission: 'update_attendees',
      allowed: PERMITTED,
      run: ({ db }) =>
        updateDoc(record(db), {
          'properties.names': 'Nombre corregido',
          rol_id: 'rol-vip',
          updated_at: now(),
        }),
    },
    delete: {
      does: 'delete an attendee',
      permission: 'delete_attendees',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(record(db)),
    },
  },
  cases: [...checkinCases, ...checkerCases, ...adminCases, ...boundedCases, ...ownCases],
});
