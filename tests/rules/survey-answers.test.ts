import { countShardOf, paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
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
const countRef = (db: Firestore, shard: number, questionId = QUESTION) =>
  doc(db, paths.surveyCount(EVENT_ID, SURVEY, questionId, shard));
const answer = (userId: string, extra: DocumentData = {}, questionId = QUESTION) => ({
  question_id: questionId,
  question_index: INDEX[questionId],
  survey_id: SURVEY,
  user_id: userId,
  shard: countShardOf(userId),
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
/** +1 on the total and on each chosen option (none for free text), as the web app writes it. */
const countIncrement = (options: readonly string[], by = 1) => ({
  total: increment(by),
  counts: Object.fromEntries(options.map((o) => [o, increment(by)])),
});
const optionsOf = (response: unknown, questionId: string): string[] =>
  questionId === FREE_TEXT
    ? []
    : Array.isArray(response)
      ? response.map(String)
      : [String(response)];
/**
 * The attendee's answer with its count, in one batch; `count` overrides the count write (or
 * leaves it out with null) to try what the rules must refuse.
 */
const answerOwn = (
  actor: { db: Firestore; uid: string | null },
  extra: DocumentData = {},
  options: { questionId?: string; count?: { shard: number; data: DocumentData } | null } = {},
) => {
  const questionId = options.questionId ?? QUESTION;
  const data = answer(uidOf(actor), extra, questionId);
  const batch = writeBatch(actor.db);
  batch.set(answerRef(actor.db, uidOf(actor), SURVEY, questionId), data);
  const count =
    options.count === undefined
      ? { shard: data.shard as number, data: countIncrement(optionsOf(data.response, questionId)) }
      : options.count;
  if (count) batch.set(countRef(actor.db, count.shard, questionId), count.data, { merge: true });
  return batch.commit();
};
const ownShard = (actor: { uid: string | null }) => countShardOf(uidOf(actor));

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
    run: ({ db }) => {
      const batch = writeBatch(db);
      batch.set(answerRef(db, UID.stranger), answer(UID.stranger));
      batch.set(countRef(db, countShardOf(UID.stranger)), countIncrement(['Azul']), {
        merge: true,
      });
      return batch.commit();
    },
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
    // An empty option cannot be a count's key: only the total is counted.
    run: (actor) =>
      answerOwn(
        actor,
        { response: '' },
        { count: { shard: ownShard(actor), data: countIncrement([]) } },
      ),
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
  // The option must exist, and the answer and its count go together, exactly +1.
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
    does: 'answer a free-text question, counting only the total',
    run: (actor) => answerOwn(actor, { response: 'Muy bien' }, { questionId: FREE_TEXT }),
  },
  {
    as: 'attendee',
    may: true,
    does: 'answer where others already counted (update of the shard)',
    docs: {
      [paths.surveyCount(EVENT_ID, SURVEY, QUESTION, countShardOf(UID.attendee))]: {
        total: 7,
        counts: { Rojo: 3, Azul: 4 },
      },
    },
    run: (actor) => answerOwn(actor),
  },
  {
    as: 'attendee',
    may: false,
    does: 'answer without counting it',
    run: (actor) => answerOwn(actor, {}, { count: null }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count its answer twice',
    run: (actor) =>
      answerOwn(
        actor,
        {},
        { count: { shard: ownShard(actor), data: countIncrement(['Azul'], 2) } },
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count another option than its answer',
    run: (actor) =>
      answerOwn(actor, {}, { count: { shard: ownShard(actor), data: countIncrement(['Rojo']) } }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count an option besides its answer',
    run: (actor) =>
      answerOwn(
        actor,
        {},
        {
          count: { shard: ownShard(actor), data: countIncrement(['Azul', 'Rojo']) },
        },
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count in another shard than its answer names',
    run: (actor) =>
      answerOwn(
        actor,
        {},
        {
          count: { shard: (ownShard(actor) + 1) % 10, data: countIncrement(['Azul']) },
        },
      ),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count a vote without answering',
    run: (actor) =>
      setDoc(countRef(actor.db, ownShard(actor)), countIncrement(['Azul']), { merge: true }),
  },
  {
    as: 'attendee',
    may: false,
    does: 'count again after answering',
    docs: everyonesAnswer,
    run: (actor) =>
      setDoc(countRef(actor.db, ownShard(actor)), countIncrement(['Azul']), { merge: true }),
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

const COUNT_DOC = paths.surveyCount(EVENT_ID, SURVEY, QUESTION, 3);
describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/answers/{questionId}/counts',
  docs: { ...withSurvey({}), [COUNT_DOC]: { total: 2, counts: { Rojo: 1, Azul: 1 } } },
  operations: {
    get: {
      does: "read a published survey's count",
      allowed: EVERYONE,
      run: ({ db }) => getDoc(countRef(db, 3)),
    },
    list: {
      does: "list a published survey's counts",
      allowed: EVERYONE,
      run: ({ db }) => getDocs(collection(db, paths.surveyCounts(EVENT_ID, SURVEY, QUESTION))),
    },
    create: {
      does: 'count its answer in a new shard',
      allowed: ['attendee'],
      run: (actor) => answerOwn(actor),
    },
    update: {
      does: 'set a count',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(countRef(db, 3), { total: 3, 'counts.Azul': 2 }),
    },
    delete: {
      does: 'delete a count',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(countRef(db, 3)),
    },
  },
  cases: [
    {
      as: 'anonymous',
      may: false,
      does: "read an unpublished survey's counts",
      docs: withSurvey({ publish: false }),
      run: ({ db }) => getDocs(collection(db, paths.surveyCounts(EVENT_ID, SURVEY, QUESTION))),
    },
    {
      as: 'attendee',
      may: false,
      does: "read an unpublished survey's counts",
      docs: withSurvey({ publish: false }),
      run: ({ db }) => getDocs(collection(db, paths.surveyCounts(EVENT_ID, SURVEY, QUESTION))),
    },
    {
      as: 'staffWithout',
      may: true,
      does: "read an unpublished survey's counts",
      docs: withSurvey({ publish: false }),
      run: ({ db }) => getDocs(collection(db, paths.surveyCounts(EVENT_ID, SURVEY, QUESTION))),
    },
  ],
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
