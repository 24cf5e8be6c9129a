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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  EVENT_ID,
  NOBODY,
  OTHER_EVENT_ID,
  UID,
  at,
  describeRules,
  uidOf,
  type Docs,
} from './harness';

/*
 * votingStatusByUser/{userId}/surveyStatus/{surveyId} (part 1 §7.7): a user's own progress in a
 * survey, read and written by that user only, as an attendee of the event, for a published survey.
 */
const SURVEY = 'survey-published';
const DRAFT = 'survey-draft';
const statusRef = (db: Firestore, userId: string, surveyId = SURVEY) =>
  doc(db, paths.surveyStatus(userId, surveyId));
const status = (extra: DocumentData = {}, surveyId = SURVEY) => ({
  event_id: EVENT_ID,
  survey_id: surveyId,
  surveyCompleted: 'running',
  updated_at: serverTimestamp(),
  ...extra,
});
const surveyDoc = (publish: boolean) => ({
  survey: 'Encuesta',
  publish,
  open: true,
  questions: [],
});
const docs: Docs = {
  [paths.eventContentItem(EVENT_ID, 'surveys', SURVEY)]: surveyDoc(true),
  [paths.eventContentItem(EVENT_ID, 'surveys', DRAFT)]: surveyDoc(false),
  [paths.eventContentItem(OTHER_EVENT_ID, 'surveys', SURVEY)]: surveyDoc(true),
  [paths.surveyStatus(UID.attendee, SURVEY)]: {
    event_id: EVENT_ID,
    survey_id: SURVEY,
    surveyCompleted: 'running',
    updated_at: at('2027-03-15T10:00:00Z'),
  },
};

describeRules({
  collection: 'votingStatusByUser/{userId}/surveyStatus',
  docs,
  operations: {
    get: {
      does: 'read its own survey status',
      allowed: ['attendee'],
      run: ({ db }) => getDoc(statusRef(db, UID.attendee)),
    },
    list: {
      does: 'list its own survey statuses',
      allowed: ['attendee'],
      run: ({ db }) => getDocs(collection(db, `votingStatusByUser/${UID.attendee}/surveyStatus`)),
    },
    create: {
      does: "write its own status for a published survey of this event's",
      allowed: ['attendee'],
      // The attendee's own status exists already: it creates one for a second survey.
      docs: { [paths.eventContentItem(EVENT_ID, 'surveys', 'survey-2')]: surveyDoc(true) },
      run: (actor) =>
        setDoc(
          statusRef(actor.db, uidOf(actor), 'survey-2'),
          status({ surveyCompleted: 'finished' }, 'survey-2'),
        ),
    },
    update: {
      does: 'mark its own survey finished',
      allowed: ['attendee'],
      run: ({ db }) =>
        updateDoc(statusRef(db, UID.attendee), {
          surveyCompleted: 'finished',
          updated_at: serverTimestamp(),
        }),
    },
    delete: {
      does: 'delete a survey status',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(statusRef(db, UID.attendee)),
    },
  },
  cases: [
    {
      as: 'peer',
      may: false,
      does: "read another user's survey status",
      run: ({ db }) => getDoc(statusRef(db, UID.attendee)),
    },
    {
      as: 'peer',
      may: false,
      does: "write another user's survey status",
      run: ({ db }) => setDoc(statusRef(db, UID.attendee), status({ surveyCompleted: 'finished' })),
    },
    {
      as: 'peer',
      may: true,
      does: 'write its own status for a published survey',
      run: ({ db }) => setDoc(statusRef(db, UID.peer), status()),
    },
    {
      as: 'peer',
      may: false,
      does: 'write a status for an unpublished survey',
      run: ({ db }) => setDoc(statusRef(db, UID.peer, DRAFT), status({}, DRAFT)),
    },
    {
      as: 'peer',
      may: false,
      does: 'write a status other than running or finished',
      run: ({ db }) => setDoc(statusRef(db, UID.peer), status({ surveyCompleted: 'ganador' })),
    },
    {
      as: 'peer',
      may: false,
      does: 'name another survey than the path',
      run: ({ db }) => setDoc(statusRef(db, UID.peer), status({ survey_id: DRAFT })),
    },
    {
      as: 'peer',
      may: false,
      does: 'add a field of its own',
      run: ({ db }) => setDoc(statusRef(db, UID.peer), status({ score: 100 })),
    },
    {
      as: 'peer',
      may: false,
      does: 'write a status for a survey of an event it does not attend',
      run: ({ db }) => setDoc(statusRef(db, UID.peer), status({ event_id: OTHER_EVENT_ID })),
    },
    {
      as: 'attendee',
      may: false,
      does: 'move its status to another event',
      run: ({ db }) =>
        updateDoc(statusRef(db, UID.attendee), {
          event_id: OTHER_EVENT_ID,
          updated_at: serverTimestamp(),
        }),
    },
  ],
});
