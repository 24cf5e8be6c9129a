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
import { ADMINS, EVENT_ID, EVERYONE, OTHER_EVENT_ID, describeRules } from './harness';

const variants = (activityId: string, eventId = EVENT_ID) => ({
  event_id: eventId,
  activity_id: activityId,
  related_meetings: [
    {
      language: 'Ingles',
      meeting_id: '123456789',
      vimeo_id: null,
      bigmarker_id: null,
      state: 'open_meeting_room',
      informative_text: 'English room',
    },
  ],
});
const activity = { name: 'Panel', isPublished: true };
const stateRef = (db: Firestore, activityId: string, eventId = EVENT_ID) =>
  doc(db, paths.languageState(eventId, activityId));
/** An activity id both events use: ids are chosen by clients and 'actividad-1' repeats. */
const SHARED = 'actividad-1';

describeRules({
  collection: 'languageState/{eventId}/activities/{activityId}',
  docs: {
    [paths.eventContentItem(EVENT_ID, 'activities', 'act-1')]: activity,
    [paths.eventContentItem(EVENT_ID, 'activities', 'act-2')]: activity,
    [paths.eventContentItem(EVENT_ID, 'activities', SHARED)]: activity,
    [paths.eventContentItem(OTHER_EVENT_ID, 'activities', 'act-other')]: activity,
    [paths.eventContentItem(OTHER_EVENT_ID, 'activities', SHARED)]: activity,
    [paths.languageState(EVENT_ID, 'act-1')]: variants('act-1'),
  },
  operations: {
    get: {
      does: "read an activity's language variants",
      allowed: EVERYONE,
      run: ({ db }) => getDoc(stateRef(db, 'act-1')),
    },
    list: {
      does: 'list language variants',
      allowed: EVERYONE,
      run: ({ db }) => getDocs(collection(db, paths.languageStates(EVENT_ID))),
    },
    create: {
      does: 'add language variants to an activity',
      allowed: ADMINS,
      run: ({ db }) => setDoc(stateRef(db, 'act-2'), variants('act-2')),
    },
    update: {
      does: "edit an activity's language variants",
      allowed: ADMINS,
      run: ({ db }) => updateDoc(stateRef(db, 'act-1'), { related_meetings: [] }),
    },
    delete: {
      does: "delete an activity's language variants",
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(stateRef(db, 'act-1')),
    },
  },
  cases: [
    {
      // The attack this guards against: the admin of this event wrote its variants first for an
      // activity id the other event also uses, and the other event could never write its own.
      // Now each event has its own document, so both exist side by side.
      as: 'eventAdmin',
      may: true,
      does: "add variants for its activity whose id another event's activity also has variants for",
      docs: { [paths.languageState(OTHER_EVENT_ID, SHARED)]: variants(SHARED, OTHER_EVENT_ID) },
      run: ({ db }) => setDoc(stateRef(db, SHARED), variants(SHARED)),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: "occupy another event's variants of an activity whose id its own event also uses",
      run: ({ db }) => setDoc(stateRef(db, SHARED, OTHER_EVENT_ID), variants(SHARED)),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'add variants for an event it does not administer',
      run: ({ db }) =>
        setDoc(stateRef(db, 'act-other', OTHER_EVENT_ID), variants('act-other', OTHER_EVENT_ID)),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'add variants for an activity its event does not have',
      run: ({ db }) => setDoc(stateRef(db, 'act-other'), variants('act-other')),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store variants under another activity id',
      run: ({ db }) => setDoc(stateRef(db, 'act-2'), variants('act-1')),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'hand the variants over to another event',
      run: ({ db }) => updateDoc(stateRef(db, 'act-1'), { event_id: OTHER_EVENT_ID }),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'add fields to the variants',
      run: ({ db }) => updateDoc(stateRef(db, 'act-1'), { extra: 'x'.repeat(1000) }),
    },
  ],
});
