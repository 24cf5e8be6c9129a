import { COLLECTIONS, paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ATTENDEE_ID,
  EVENT_ID,
  EVERYONE,
  PEER_ATTENDEE_ID,
  NOBODY,
  PEER_UID,
  PERMITTED,
  TEAM,
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
const CHECKBOX = 'q2';
const FREE_TEXT = 'q3';
const survey = (extra: DocumentData = {}) => ({
  survey: 'Trivia',
  publish: true,
  open: true,
  freezeGame: false,
  questions: [
    { id: QUESTION, title: '¿Color?', type: 'radiogroup', choices: ['Rojo', 'Azul'] },
    { id: CHECKBOX, title: '¿Letras?', type: 'checkbox', choices: ['a', 'b', 'c', 'd', 'e'] },
    { id: FREE_TEXT, title: '¿Comentarios?', type: 'text', choices: [] },
  ],
  ...extra,
});
const INDEX: Record<string, number> = { [QUESTION]: 0, [CHECKBOX]: 1, [FREE_TEXT]: 2 };
const answerRef = (db: Firestore, userId: string, surveyId = SURVEY, questionId = QUESTION) =>
  doc(db, newPaths.surveyResponse(EVENT_ID, surveyId, questionId, userId));
const resultsRef = (db: Firestore, questionId = QUESTION) =>
  doc(db, paths.surveyResults(EVENT_ID, SURVEY, questionId));
const leaseRef = (db: Firestore) => doc(db, paths.surveyQuestionTally(EVENT_ID, SURVEY, QUESTION));
const answer = (userId: string, extra: DocumentData = {}, questionId = QUESTION) => ({
  question_id: questionId,
  question_index: INDEX[questionId],
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
/** The attendee's answer, alone: the vote writes nothing else (the functions tally it). */
const answerOwn = (
  actor: { db: Firestore; uid: string | null },
  extra: DocumentData = {},
  options: { questionId?: string } = {},
) => {
  const questionId = options.questionId ?? QUESTION;
  return setDoc(
    answerRef(actor.db, uidOf(actor), SURVEY, questionId),
    answer(uidOf(actor), extra, questionId),
  );
};
/** The answer with a write of the results beside it, as the shards were written before. */
const answerAndCount = (actor: { db: Firestore; uid: string | null }) => {
  const batch = writeBatch(actor.db);
  batch.set(answerRef(actor.db, uidOf(actor)), answer(uidOf(actor)));
  batch.set(resultsRef(actor.db), { total: 1, counts: { Azul: 1 } }, { merge: true });
  return batch.commit();
};

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
    run: (actor) => answerOwn(actor, { response: ['a', 'c'] }, { questionId: CHECKBOX }),
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
    run: (actor) => answerOwn(actor, { user_id: PEER_UID }),
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
  // The name is the registration's, and the response is bounded text.
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
    run: (actor) =>
      answerOwn(actor, { response: ['a', 'b', 'c', 'd', 'e'] }, { questionId: CHECKBOX }),
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
  // The option must exist at the position the answer names.
  ...(
    [
      ['an option the question does not have', { response: 'Verde' }, QUESTION],
      ['a list on a single-choice question', { response: ['Azul'] }, QUESTION],
      ['an option twice', { response: ['a', 'a'] }, CHECKBOX],
      ['an option the multiple choice does not have', { response: ['a', 'z'] }, CHECKBOX],
      ["another question's position", { question_index: 1 }, QUESTION],
      ['a position past the questions', { question_index: 7 }, QUESTION],
    ] as const
  ).map(([what, extra, questionId]): RulesCase => ({
    as: 'attendee',
    may: false,
    does: `answer with ${what}`,
    run: (actor) => answerOwn(actor, extra, { questionId }),
  })),
  {
    as: 'attendee',
    may: true,
    does: 'answer a free-text question',
    run: (actor) => answerOwn(actor, { response: 'Muy bien' }, { questionId: FREE_TEXT }),
  },
  {
    as: 'attendee',
    may: true,
    does: 'answer where others already voted (the results exist)',
    docs: { [paths.surveyResults(EVENT_ID, SURVEY, QUESTION)]: { total: 7, counts: { Azul: 7 } } },
    run: (actor) => answerOwn(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer and count its vote in the results itself',
    run: (actor) => answerAndCount(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer with a count shard, as the old design wrote',
    run: (actor) => answerOwn(actor, { shard: 3 }),
  },
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

const RESULTS = { total: 2, counts: { Rojo: 1, Azul: 1 }, updated: at('2027-03-15T10:00:00Z') };
const listResults = ({ db }: { db: Firestore }) =>
  getDocs(
    collection(db, paths.surveyQuestionTally(EVENT_ID, SURVEY, QUESTION), COLLECTIONS.counts),
  );
describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}/counts',
  docs: { ...withSurvey({}), [paths.surveyResults(EVENT_ID, SURVEY, QUESTION)]: RESULTS },
  operations: {
    get: {
      does: "read a published survey's results",
      allowed: EVERYONE,
      run: ({ db }) => getDoc(resultsRef(db)),
    },
    list: {
      does: "list a published survey's results",
      allowed: EVERYONE,
      run: listResults,
    },
    create: {
      does: 'write the results of a question nobody answered yet (the functions tally)',
      allowed: NOBODY,
      run: ({ db }) => setDoc(resultsRef(db, CHECKBOX), { total: 1, counts: { a: 1 } }),
    },
    update: {
      does: 'change the results',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(resultsRef(db), { total: 3, 'counts.Azul': 2 }),
    },
    delete: {
      does: 'delete the results',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(resultsRef(db)),
    },
  },
  cases: [
    ...(['anonymous', 'attendee', 'stranger'] as const).map((as): RulesCase => ({
      as,
      may: false,
      does: "read an unpublished survey's results",
      docs: withSurvey({ publish: false }),
      run: ({ db }) => getDoc(resultsRef(db)),
    })),
    ...TEAM.map((as): RulesCase => ({
      as,
      may: true,
      does: "read an unpublished survey's results",
      docs: withSurvey({ publish: false }),
      run: ({ db }) => getDoc(resultsRef(db)),
    })),
    {
      as: 'attendee',
      may: false,
      does: 'count its vote in the results after answering',
      docs: everyonesAnswer,
      run: ({ db }) => updateDoc(resultsRef(db), { total: 3, 'counts.Azul': 2 }),
    },
  ],
});

const LEASE = { holder: null, expires_at: null, counted_through: at('2027-03-15T10:00:00Z') };
describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/answers',
  docs: { ...withSurvey({}), [paths.surveyQuestionTally(EVENT_ID, SURVEY, QUESTION)]: LEASE },
  operations: {
    get: {
      does: "read a question's tally lease (the functions' own)",
      allowed: NOBODY,
      run: ({ db }) => getDoc(leaseRef(db)),
    },
    list: {
      does: "list the questions' tally leases",
      allowed: NOBODY,
      run: ({ db }) =>
        getDocs(
          collection(db, paths.eventContentItem(EVENT_ID, 'surveys', SURVEY), COLLECTIONS.answers),
        ),
    },
    create: {
      does: 'take the tally lease of a question',
      allowed: NOBODY,
      run: ({ db }) =>
        setDoc(doc(db, paths.surveyQuestionTally(EVENT_ID, SURVEY, CHECKBOX)), { holder: 'x' }),
    },
    update: {
      does: 'hold the tally lease',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(leaseRef(db), { holder: 'x' }),
    },
    delete: {
      does: 'drop the tally lease',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(leaseRef(db)),
    },
  },
});

const rankingRef = (db: Firestore, userId: string) =>
  doc(db, paths.surveyRankingRow(EVENT_ID, SURVEY, userId));
const RANK_ROW = {
  registerDate: at('2027-03-15T10:00:00Z'),
  userName: 'Ana',
  totalQuestions: 3,
  correctAnswers: 2,
};
describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/ranking',
  docs: {
    ...withSurvey({ rankingVisible: true }),
    [paths.surveyRankingRow(EVENT_ID, SURVEY, PEER_UID)]: RANK_ROW,
    [paths.surveyRankingRow(EVENT_ID, SURVEY, UID.attendee)]: RANK_ROW,
  },
  operations: {
    get: {
      does: 'read a ranking row',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(rankingRef(db, PEER_UID)),
    },
    list: {
      does: 'read a visible ranking',
      allowed: EVERYONE,
      run: ({ db }) => getDocs(collection(db, paths.surveyRanking(EVENT_ID, SURVEY))),
    },
    create: {
      does: 'write its own ranking row (the server grades)',
      allowed: NOBODY,
      run: (actor) => setDoc(rankingRef(actor.db, uidOf(actor)), RANK_ROW),
    },
    update: {
      does: 'raise its correct answers',
      allowed: NOBODY,
      run: (actor) => updateDoc(rankingRef(actor.db, UID.attendee), { correctAnswers: 3 }),
    },
    delete: {
      does: 'delete a ranking row',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(rankingRef(db, PEER_UID)),
    },
  },
  cases: [
    ...(['anonymous', 'attendee', 'stranger'] as const).map((as): RulesCase => ({
      as,
      may: false,
      does: 'read a ranking the survey does not show',
      docs: withSurvey({ rankingVisible: false }),
      run: ({ db }) => getDocs(collection(db, paths.surveyRanking(EVENT_ID, SURVEY))),
    })),
    ...TEAM.map((as): RulesCase => ({
      as,
      may: true,
      does: 'read a ranking the survey does not show',
      docs: withSurvey({ rankingVisible: false }),
      run: ({ db }) => getDocs(collection(db, paths.surveyRanking(EVENT_ID, SURVEY))),
    })),
    {
      as: 'attendee',
      may: true,
      does: 'read its own row of a hidden ranking',
      docs: withSurvey({ rankingVisible: false }),
      run: ({ db }) => getDoc(rankingRef(db, UID.attendee)),
    },
  ],
});

const contactRef = (db: Firestore, userId: string) =>
  doc(db, paths.surveyRankingContact(EVENT_ID, SURVEY, userId));
const CONTACT = { userEmail: 'ana@example.com' };
describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/ranking_contacts',
  docs: {
    ...withSurvey({ rankingVisible: true }),
    [paths.surveyRankingContact(EVENT_ID, SURVEY, PEER_UID)]: CONTACT,
    [paths.surveyRankingContact(EVENT_ID, SURVEY, UID.attendee)]: CONTACT,
  },
  operations: {
    get: {
      does: "read a ranked user's e-mail, even its own (the ranking report's)",
      allowed: TEAM,
      run: ({ db }) => getDoc(contactRef(db, UID.attendee)),
    },
    list: {
      does: "read the ranked users' e-mails of a visible ranking",
      allowed: TEAM,
      run: ({ db }) => getDocs(collection(db, paths.surveyRankingContacts(EVENT_ID, SURVEY))),
    },
    create: {
      does: 'write its own e-mail beside the ranking (the server does)',
      allowed: NOBODY,
      run: (actor) => setDoc(contactRef(actor.db, uidOf(actor)), CONTACT),
    },
    update: {
      does: "change a ranked user's e-mail",
      allowed: NOBODY,
      run: (actor) => updateDoc(contactRef(actor.db, UID.attendee), { userEmail: 'x@example.com' }),
    },
    delete: {
      does: "delete a ranked user's e-mail",
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(contactRef(db, PEER_UID)),
    },
  },
});
