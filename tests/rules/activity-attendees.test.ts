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
  ATTENDEE_ID,
  ATTENDEE_ROLE_ID,
  EVENT_ID,
  PEER_ATTENDEE_ID,
  PERMITTED,
  TEAM,
  UID,
  at,
  describeRules,
  type RulesCase,
} from './harness';

const ACTIVITY_ID = 'act-1';
const CHECKIN_TIME = '2027-03-15 10:05:00';
const now = serverTimestamp;
const record = (db: Firestore, attendeeId = ATTENDEE_ID, activityId = ACTIVITY_ID) =>
  doc(db, paths.activityAttendee(EVENT_ID, activityId, attendeeId));

const activityAttendee = (attendeeId: string, userId: string, extra: DocumentData = {}) => ({
  event_id: EVENT_ID,
  activity_id: ACTIVITY_ID,
  attendee_id: attendeeId,
  user_id: userId,
  properties: { email: `${attendeeId}@example.com`, names: 'Asistente' },
  rol_id: ATTENDEE_ROLE_ID,
  checked_in: false,
  checkedin_at: null,
  checked_at: null,
  created_at: at('2026-10-01T12:00:00Z'),
  updated_at: at('2026-10-01T12:00:00Z'),
  ...extra,
});
/** The peer attendee, as the "Agregar usuario" button adds it. */
const added = (extra: DocumentData = {}) =>
  activityAttendee(PEER_ATTENDEE_ID, UID.peer, { created_at: now(), updated_at: now(), ...extra });
const checkedIn = {
  [paths.activityAttendee(EVENT_ID, ACTIVITY_ID, ATTENDEE_ID)]: activityAttendee(
    ATTENDEE_ID,
    UID.attendee,
    { checked_in: true, checkedin_at: CHECKIN_TIME, checked_at: CHECKIN_TIME },
  ),
};

// Checked in by entering the live room (the API writes online: true): the door still toggles it.
const enteredOnline = {
  [paths.activityAttendee(EVENT_ID, ACTIVITY_ID, ATTENDEE_ID)]: activityAttendee(
    ATTENDEE_ID,
    UID.attendee,
    { checked_in: true, checkedin_at: CHECKIN_TIME, checked_at: CHECKIN_TIME, online: true },
  ),
};

// Registered through the API (functions takeSeat): the record holds one of the activity's seats.
const registered = {
  [paths.activityAttendee(EVENT_ID, ACTIVITY_ID, ATTENDEE_ID)]: activityAttendee(
    ATTENDEE_ID,
    UID.attendee,
    { seated: true },
  ),
};

const cases: RulesCase[] = [
  {
    as: 'staffWith',
    may: true,
    does: 'clear a check-in made online (through the live room)',
    docs: enteredOnline,
    run: ({ db }) =>
      updateDoc(record(db), {
        checked_in: false,
        checkedin_at: null,
        checked_at: null,
        updated_at: now(),
      }),
  },
  // A registration's record holds a seat (seated, the API's): the door still checks it in,
  // but no client makes a record seated or frees its seat by editing the mark.
  {
    as: 'staffWith',
    may: true,
    does: 'check in an attendee who registered for the activity (seated)',
    docs: registered,
    run: ({ db }) =>
      updateDoc(record(db), {
        checked_in: true,
        checkedin_at: CHECKIN_TIME,
        checked_at: CHECKIN_TIME,
        updated_at: now(),
      }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: "clear the seat mark of a registration's record",
    docs: registered,
    run: ({ db }) => updateDoc(record(db), { seated: false, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'mark a walk-in as holding a seat',
    run: ({ db }) => updateDoc(record(db), { seated: true, updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee to an activity as holding a seat',
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, PEER_ATTENDEE_ID), added({ seated: true })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'mark a door check-in as made online',
    docs: checkedIn,
    run: ({ db }) => updateDoc(record(db), { online: true, updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: 'edit an attendance record made online',
    docs: enteredOnline,
    run: ({ db }) => updateDoc(record(db), { 'properties.names': 'Otro', updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: true,
    does: 'clear a check-in at an activity',
    docs: checkedIn,
    run: ({ db }) =>
      updateDoc(record(db), {
        checked_in: false,
        checkedin_at: null,
        checked_at: null,
        updated_at: now(),
      }),
  },
  {
    as: 'staffWith',
    may: true,
    does: 'add an attendee to an activity',
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, PEER_ATTENDEE_ID), added()),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add an attendee to an activity already checked in',
    permission: 'add_attendees',
    run: ({ db }) =>
      setDoc(
        record(db, PEER_ATTENDEE_ID),
        added({ checked_in: true, checkedin_at: CHECKIN_TIME, checked_at: CHECKIN_TIME }),
      ),
  },
  {
    as: 'staffWith',
    may: false,
    does: "file a check-in under another attendee's id",
    run: ({ db }) => setDoc(record(db, PEER_ATTENDEE_ID), added({ attendee_id: ATTENDEE_ID })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'file a check-in under another activity',
    run: ({ db }) => setDoc(record(db, PEER_ATTENDEE_ID), added({ activity_id: 'act-2' })),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'add someone who is not an attendee of the event',
    run: ({ db }) =>
      setDoc(record(db, 'a1ghost00000000000000000'), {
        ...added(),
        attendee_id: 'a1ghost00000000000000000',
      }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'mark a check-in without its time',
    run: ({ db }) =>
      updateDoc(record(db), { checked_in: true, checkedin_at: null, updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'clear a check-in but keep its time',
    docs: checkedIn,
    run: ({ db }) => updateDoc(record(db), { checked_in: false, updated_at: now() }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'change rol_id while checking in',
    run: ({ db }) =>
      updateDoc(record(db), {
        checked_in: true,
        checkedin_at: CHECKIN_TIME,
        rol_id: 'rol-vip',
        updated_at: now(),
      }),
  },
  {
    as: 'staffWith',
    may: false,
    does: 'check in without stamping updated_at with the server time',
    run: ({ db }) =>
      updateDoc(record(db), {
        checked_in: true,
        checkedin_at: CHECKIN_TIME,
        updated_at: at('2020-01-01T00:00:00Z'),
      }),
  },
  {
    as: 'eventAdmin',
    may: true,
    does: "edit an activity attendee's properties",
    run: ({ db }) => updateDoc(record(db), { 'properties.names': 'Corregido', updated_at: now() }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: 'move a check-in to another attendee (attendee_id)',
    run: ({ db }) => updateDoc(record(db), { attendee_id: PEER_ATTENDEE_ID, updated_at: now() }),
  },
  {
    as: 'attendee',
    may: true,
    does: 'list its own activity check-ins',
    run: ({ db, uid }) =>
      getDocs(
        query(
          collection(db, paths.activityAttendees(EVENT_ID, ACTIVITY_ID)),
          where('user_id', '==', uid ?? ''),
        ),
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: "read another attendee's activity check-in",
    docs: {
      [paths.activityAttendee(EVENT_ID, ACTIVITY_ID, PEER_ATTENDEE_ID)]: activityAttendee(
        PEER_ATTENDEE_ID,
        UID.peer,
      ),
    },
    run: ({ db }) => getDoc(record(db, PEER_ATTENDEE_ID)),
  },
  // The copy of the attendee is typed, bounded and true to the record.
  ...(
    [
      ["another account's user_id (it would let that user read it)", { user_id: UID.stranger }],
      ['a 300,000-character rol_id', { rol_id: 'x'.repeat(300_000) }],
      ['a field of its own', { vip: true }],
      ['properties that are not a map', { properties: 'x'.repeat(1000) }],
      ['an updated_at in 2099', { updated_at: at('2099-01-01T00:00:00Z') }],
      ['a checked_at that is not a check-in time', { checked_at: 'x'.repeat(1000) }],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'staffWith',
    may: false,
    does: `add an attendee to an activity with ${what}`,
    permission: 'add_attendees',
    run: ({ db }) => setDoc(record(db, PEER_ATTENDEE_ID), added(extra)),
  })),
];

describeRules({
  collection: 'event_activity_attendees/{eventId}/activities/{activityId}/attendees',
  permission: 'checkin',
  docs: {
    [paths.activityAttendee(EVENT_ID, ACTIVITY_ID, ATTENDEE_ID)]: activityAttendee(
      ATTENDEE_ID,
      UID.attendee,
    ),
  },
  operations: {
    get: {
      does: "read the attendee's activity check-in",
      allowed: ['attendee', ...TEAM],
      run: ({ db }) => getDoc(record(db)),
    },
    list: {
      does: "list an activity's attendees",
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, paths.activityAttendees(EVENT_ID, ACTIVITY_ID))),
    },
    create: {
      does: 'check an attendee in at an activity',
      allowed: PERMITTED,
      run: ({ db }) =>
        setDoc(
          record(db, PEER_ATTENDEE_ID),
          added({ checked_in: true, checkedin_at: CHECKIN_TIME, checked_at: CHECKIN_TIME }),
        ),
    },
    update: {
      does: 'toggle a check-in at an activity',
      allowed: PERMITTED,
      run: ({ db }) =>
        updateDoc(record(db), {
          checked_in: true,
          checkedin_at: CHECKIN_TIME,
          checked_at: CHECKIN_TIME,
          updated_at: now(),
        }),
    },
    delete: {
      does: 'remove an attendee from an activity',
      permission: 'delete_attendees',
      allowed: PERMITTED,
      run: ({ db }) => deleteDoc(record(db)),
    },
  },
  cases,
});
