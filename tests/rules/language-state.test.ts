import { COLLECTIONS, paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
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

describeRules({
  collection: 'languageState/{activityId}',
  docs: {
    [paths.eventContentItem(EVENT_ID, 'activities', 'act-1')]: activity,
    [paths.eventContentItem(EVENT_ID, 'activities', 'act-2')]: activity,
    [paths.eventContentItem(OTHER_EVENT_ID, 'activities', 'act-other')]: activity,
    [paths.languageState('act-1')]: variants('act-1'),
  },
  operations: {
    get: {
      does: "read an activity's language variants",
      allowed: EVERYONE,
      run: ({ db }) => getDoc(doc(db, paths.languageState('act-1'))),
    },
    list: {
      does: 'list language variants',
      allowed: EVERYONE,
      run: ({ db }) => getDocs(collection(db, COLLECTIONS.languageState)),
    },
    create: {
      does: 'add language variants to an activity',
      allowed: ADMINS,
      run: ({ db }) => setDoc(doc(db, paths.languageState('act-2')), variants('act-2')),
    },
    update: {
      does: "edit an activity's language variants",
      allowed: ADMINS,
      run: ({ db }) => updateDoc(doc(db, paths.languageState('act-1')), { related_meetings: [] }),
    },
    delete: {
      does: "delete an activity's language variants",
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(doc(db, paths.languageState('act-1'))),
    },
  },
  cases: [
    {
      as: 'eventAdmin',
      may: false,
      does: 'claim the variants of an activity of another event',
      run: ({ db }) => setDoc(doc(db, paths.languageState('act-other')), variants('act-other')),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'add variants for an event it does not administer',
      run: ({ db }) =>
        setDoc(doc(db, paths.languageState('act-other')), variants('act-other', OTHER_EVENT_ID)),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'store variants under another activity id',
      run: ({ db }) => setDoc(doc(db, paths.languageState('act-2')), variants('act-1')),
    },
    {
      as: 'eventAdmin',
      may: false,
      does: 'hand the variants over to another event',
      run: ({ db }) =>
        updateDoc(doc(db, paths.languageState('act-1')), { event_id: OTHER_EVENT_ID }),
    },
  ],
});
