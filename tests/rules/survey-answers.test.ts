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
  ATTENDEE_ID,
  EVENT_ID,
  PEER_ATTENDEE_ID,
  NOBODY,
  PEER_UID,
  PERMITTED,
  UID,
  at,
  describeRules,
  newPaths,
  uidOf,
  type Docs,
  type RulesCase,
} from './harness';

const SURVEY = 'survey-open';
const QUESTION = 'q1';
const survey = (extra: DocumentData = {}) => ({
  survey: 'Trivia',
  publish: true,
  open: true,
  freezeGame: false,
  questions: [{ id: QUESTION, title: '¿Color?', type: 'radiogroup', choices: ['Rojo', 'Azul'] }],
  ...extra,
});
const answerRef = (db: Firestore, userId: string, surveyId = SURVEY, questionId = QUESTION) =>
  doc(db, newPaths.surveyResponse(EVENT_ID, surveyId, questionId, userId));
const answer = (userId: string, extra: DocumentData = {}) => ({
  question_id: QUESTION,
  survey_id: SURVEY,
  user_id: userId,
  response: 'Azul',
  created: serverTimestamp(),
  ...extra,
});
const stored = (userId: string) => answer(userId, { created: at('2027-03-15T10:00:00Z') });
const everyonesAnswer: Docs = Object.fromEntries(
  Object.values(UID).map((uid) => [
    newPaths.surveyResponse(EVENT_ID, SURVEY, QUESTION, uid),
    stored(uid),
  ]),
);
const withSurvey = (extra: DocumentData): Docs => ({
  [paths.eventContentItem(EVENT_ID, 'surveys', SURVEY)]: survey(extra),
});
const answerOwn = (actor: { db: Firestore; uid: string | null }, extra: DocumentData = {}) =>
  setDoc(answerRef(actor.db, uidOf(actor)), answer(uidOf(actor), extra));

const cases: RulesCase[] = [
  {
    as: 'attendee',
    may: true,
    does: 'read its own answer',
    docs: everyonesAnswer,
    run: (actor) => getDoc(answerRef(actor.db, uidOf(actor))),
  },
  {
    as: 'attendee',
    may: true,
    does: 'answer with several choices',
    run: (actor) => answerOwn(actor, { response: ['Rojo', 'Azul'] }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer a closed survey',
    docs: withSurvey({ open: false }),
    run: (actor) => answerOwn(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer an unpublished survey',
    docs: withSurvey({ publish: false }),
    run: (actor) => answerOwn(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer a paused survey (freezeGame)',
    docs: withSurvey({ freezeGame: true }),
    run: (actor) => answerOwn(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer a survey that does not exist',
    run: (actor) =>
      setDoc(answerRef(actor.db, uidOf(actor), 'survey-missing'), {
        ...answer(uidOf(actor)),
        survey_id: 'survey-missing',
      }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer for another user',
    run: ({ db }) => setDoc(answerRef(db, UID.stranger), answer(UID.stranger)),
  },
  {
    as: 'attendee',
    may: false,
    does: "store its answer under another user's name (user_id)",
    run: (actor) => setDoc(answerRef(actor.db, uidOf(actor)), answer(PEER_UID)),
  },
  {
    as: 'attendee',
    may: false,
    does: 'file an answer under another question',
    run: (actor) => answerOwn(actor, { question_id: 'q2' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'send an empty answer',
    run: (actor) => answerOwn(actor, { response: '' }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'backdate an answer',
    run: (actor) => answerOwn(actor, { created: at('2020-01-01T00:00:00Z') }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'add fields to an answer',
    run: (actor) => answerOwn(actor, { correct: true }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer the same question twice',
    docs: everyonesAnswer,
    run: (actor) => answerOwn(actor, { response: 'Rojo' }),
  },
  // Issue #13 item 17: the name is the registration's, and the response is bounded text.
  {
    as: 'attendee',
    may: true,
    does: 'answer under its registered name',
    run: (actor) => answerOwn(actor, { user_name: `Asistente ${ATTENDEE_ID}` }),
  },
  {
    as: 'attendee',
    may: true,
    does: 'answer with five choices',
    run: (actor) => answerOwn(actor, { response: ['a', 'b', 'c', 'd', 'e'] }),
  },
  ...(
    [
      ['a 300,000-character user_name', { user_name: 'x'.repeat(300_000) }],
      ["another attendee's name", { user_name: `Asistente ${PEER_ATTENDEE_ID}` }],
      ['a list of maps', { response: [{ a: 1 }, { b: 2 }] }],
      ['a map among its choices', { response: ['Rojo', { a: 1 }] }],
      ['six choices', { response: ['a', 'b', 'c', 'd', 'e', 'f'] }],
      ['a 300,000-character choice', { response: ['Rojo', 'x'.repeat(300_000)] }],
      ['a 300,000-character response', { response: 'x'.repeat(300_000) }],
      ['a map as response', { response: { a: 'Rojo' } }],
      ['a time in 2099', { created: at('2099-01-01T00:00:00Z') }],
    ] as const
  ).map(([what, extra]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `answer with ${what}`,
    run: (actor) => answerOwn(actor, extra),
  })),
];

describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}/responses',
  permission: 'metrics',
  docs: {
    ...withSurvey({}),
    [newPaths.surveyResponse(EVENT_ID, SURVEY, QUESTION, PEER_UID)]: stored(PEER_UID),
  },
  operations: {
    get: {
      does: "read another user's answer",
      allowed: PERMITTED,
      run: ({ db }) => getDoc(answerRef(db, PEER_UID)),
    },
    list: {
      does: "list a question's answers",
      allowed: PERMITTED,
      run: ({ db }) =>
        getDocs(collection(db, newPaths.surveyResponses(EVENT_ID, SURVEY, QUESTION))),
    },
    create: {
      does: 'answer an open survey',
      allowed: ['attendee'],
      run: (actor) => answerOwn(actor),
    },
    update: {
      does: 'change its answer',
      allowed: NOBODY,
      docs: everyonesAnswer,
      run: (actor) => updateDoc(answerRef(actor.db, uidOf(actor)), { response: 'Rojo' }),
    },
    delete: {
      does: 'delete its answer',
      allowed: NOBODY,
      docs: everyonesAnswer,
      run: (actor) => deleteDoc(answerRef(actor.db, uidOf(actor))),
    },
  },
  cases,
});
