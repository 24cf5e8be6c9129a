import { paths } from '@aforo/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describeContentRules } from './content-suite';
import { ATTENDEE_ROLE_ID, EVENT_ID, TEAM, everyRole } from './harness';

const ACTIVITY = {
  name: 'Conferencia inaugural',
  datetime_start: '2027-03-15 09:00',
  datetime_end: '2027-03-15 10:00',
  space_id: 'space-1',
  access_restriction_type: 'OPEN',
  access_restriction_rol_ids: [],
  isPublished: true,
};
const activity = (db: Firestore, id = 'item-1') =>
  doc(db, paths.eventContentItem(EVENT_ID, 'activities', id));
const activities = (db: Firestore) => collection(db, paths.eventContent(EVENT_ID, 'activities'));

/** Published EXCLUSIVE activities: one for the attendee's role, one for another role only. */
const EXCLUSIVE_DOCS = {
  [paths.eventContentItem(EVENT_ID, 'activities', 'vip-mine')]: {
    ...ACTIVITY,
    event_id: EVENT_ID,
    access_restriction_type: 'EXCLUSIVE',
    access_restriction_rol_ids: [ATTENDEE_ROLE_ID],
  },
  [paths.eventContentItem(EVENT_ID, 'activities', 'vip-other')]: {
    ...ACTIVITY,
    event_id: EVENT_ID,
    access_restriction_type: 'EXCLUSIVE',
    access_restriction_rol_ids: ['rol-vip'],
  },
};

// A room's host link, password and join link never sit on the activity,
// which anyone reads once it is published; they live in private/meeting (room-secrets.test.ts).
// An EXCLUSIVE activity is read only by the attendees of its roles and the team, so a
// public list asks for the other access types.
describeContentRules({
  kind: 'activities',
  noun: 'activity',
  item: ACTIVITY,
  publicListWhere: [where('access_restriction_type', 'in', ['OPEN', 'SUGGESTED'])],
  cases: [
    ...(['start_url', 'key', 'join_url'] as const).flatMap((field) => [
      {
        as: 'eventAdmin' as const,
        may: false,
        does: `create an activity holding the room's ${field}`,
        run: ({ db }: { db: Firestore }) =>
          setDoc(activity(db, 'item-new'), {
            event_id: EVENT_ID,
            ...ACTIVITY,
            [field]: 'https://zoom.example/s/1?zak=secreto',
          }),
      },
      {
        as: 'staffWith' as const,
        may: false,
        does: `put the room's ${field} on an activity`,
        run: ({ db }: { db: Firestore }) =>
          updateDoc(activity(db), { [field]: 'https://zoom.example/s/1?zak=secreto' }),
      },
    ]),
    ...everyRole(
      'read a published EXCLUSIVE activity of its attendee role',
      ['attendee', ...TEAM],
      ({ db }) => getDoc(activity(db, 'vip-mine')),
      { docs: EXCLUSIVE_DOCS },
    ),
    ...everyRole(
      'read a published EXCLUSIVE activity of another role',
      TEAM,
      ({ db }) => getDoc(activity(db, 'vip-other')),
      { docs: EXCLUSIVE_DOCS },
    ),
    ...everyRole(
      'list the published EXCLUSIVE activities (one of them for another role)',
      TEAM,
      ({ db }) =>
        getDocs(
          query(
            activities(db),
            where('isPublished', '==', true),
            where('access_restriction_type', '==', 'EXCLUSIVE'),
          ),
        ),
      { docs: EXCLUSIVE_DOCS },
    ),
  ],
});
