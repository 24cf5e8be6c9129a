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
import { describeContentRules } from './content-suite';
import { ADMINS, EVENT_ID, NOBODY, describeRules, type RulesCase } from './harness';

const SURVEY = { survey: 'Encuesta de satisfacción', publish: true, open: true, questions: [] };
const QUESTION = {
  id: 'q1',
  title: '¿Capital de Colombia?',
  type: 'radiogroup',
  choices: ['Bogotá', 'Lima'],
  points: 1,
  image: null,
};
const survey = (db: Firestore, id = 'item-1') =>
  doc(db, paths.eventContentItem(EVENT_ID, 'surveys', id));

// Questions carry correct answers, which the API splits off into
// private/answers; a client (even an admin) cannot write questions onto the public survey.
const cases: RulesCase[] = [
  {
    as: 'eventAdmin',
    may: false,
    does: 'create a survey with questions directly',
    run: ({ db }) =>
      setDoc(survey(db, 'item-new'), {
        event_id: EVENT_ID,
        ...SURVEY,
        questions: [{ ...QUESTION, correctAnswer: 'Bogotá', correctAnswerIndex: 0 }],
      }),
  },
  {
    as: 'eventAdmin',
    may: false,
    does: "change a survey's questions directly",
    run: ({ db }) =>
      updateDoc(survey(db), {
        questions: [{ ...QUESTION, correctAnswer: 'Bogotá', correctAnswerIndex: 0 }],
      }),
  },
];

// Answers live below each survey: see survey-answers.test.ts.
describeContentRules({
  kind: 'surveys',
  noun: 'survey',
  item: SURVEY,
  edit: { open: false },
  cases,
});

const SURVEY_ID = 'quiz-1';
const answerKey = (db: Firestore, surveyId = SURVEY_ID) =>
  doc(db, paths.surveyAnswerKey(EVENT_ID, surveyId));

describeRules({
  collection: 'events/{eventId}/surveys/{surveyId}/private',
  docs: {
    [paths.eventContentItem(EVENT_ID, 'surveys', SURVEY_ID)]: {
      ...SURVEY,
      event_id: EVENT_ID,
      allow_gradable_survey: true,
      questions: [QUESTION],
    },
    [paths.surveyAnswerKey(EVENT_ID, SURVEY_ID)]: {
      questions: [{ id: 'q1', correctAnswer: 'Bogotá', correctAnswerIndex: 0 }],
    },
  },
  operations: {
    get: {
      does: "read a published quiz's correct answers",
      allowed: ADMINS,
      run: ({ db }) => getDoc(answerKey(db)),
    },
    list: {
      does: "list a survey's private documents",
      allowed: NOBODY,
      run: ({ db }) =>
        getDocs(
          collection(db, `${paths.eventContentItem(EVENT_ID, 'surveys', SURVEY_ID)}/private`),
        ),
    },
    create: {
      does: "write a survey's correct answers",
      allowed: NOBODY,
      run: ({ db }) => setDoc(answerKey(db, 'quiz-2'), { questions: [] }),
    },
    update: {
      does: "change a quiz's correct answers",
      allowed: NOBODY,
      run: ({ db }) => updateDoc(answerKey(db), { questions: [] }),
    },
    delete: {
      does: "delete a quiz's correct answers",
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(answerKey(db)),
    },
  },
});
