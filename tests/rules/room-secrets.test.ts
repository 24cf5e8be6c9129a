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
import { EVENT_ID, NOBODY, PERMITTED, describeRules } from './harness';

// The host link (start_url), password (key) and join link of a room live in
// events/{E}/activities/{A}/private/meeting. Those who manage rooms read it; only the API writes.
const ACTIVITY_ID = 'activity-live';
const SECRETS = {
  join_url: 'https://zoom.example/j/123?pwd=abc',
  start_url: 'https://zoom.example/s/123?zak=host',
  key: 'abc',
};
const meeting = (db: Firestore) => doc(db, paths.activityMeeting(EVENT_ID, ACTIVITY_ID));
const docs = {
  [paths.eventContentItem(EVENT_ID, 'activities', ACTIVITY_ID)]: {
    name: 'Charla en vivo',
    event_id: EVENT_ID,
    isPublished: true,
    platform: 'zoom',
    meeting_id: '12345678901',
    habilitar_ingreso: 'open_meeting_room',
  },
  [paths.activityMeeting(EVENT_ID, ACTIVITY_ID)]: SECRETS,
};

describeRules({
  collection: 'events/{eventId}/activities/{activityId}/private',
  permission: 'admin_activity',
  docs,
  operations: {
    get: {
      does: "read a room's host link and password",
      allowed: PERMITTED,
      run: ({ db }) => getDoc(meeting(db)),
    },
    list: {
      does: "list an activity's private documents",
      allowed: NOBODY,
      run: ({ db }) =>
        getDocs(
          collection(db, `${paths.eventContentItem(EVENT_ID, 'activities', ACTIVITY_ID)}/private`),
        ),
    },
    create: {
      does: "write a room's secrets",
      allowed: NOBODY,
      run: ({ db }) =>
        setDoc(
          doc(db, `${paths.eventContentItem(EVENT_ID, 'activities', 'other')}/private/meeting`),
          SECRETS,
        ),
    },
    update: {
      does: "change a room's host link",
      allowed: NOBODY,
      run: ({ db }) => updateDoc(meeting(db), { start_url: 'https://evil.example/' }),
    },
    delete: {
      does: "delete a room's secrets",
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(meeting(db)),
    },
  },
});
