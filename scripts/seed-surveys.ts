/**
 * The demo event's surveys: a published, open satisfaction survey for every activity
 * and a graded quiz in the first activity's room, with answers, exact counts and a ranking, and
 * the landing's survey section enabled, so `npm start` shows live results and the ranking.
 */
import {
  MENU_SECTION_DEFAULT_NAMES,
  countedOptions,
  gradeResponses,
  paths,
  rankRecords,
  splitCorrectAnswers,
  surveySchema,
  type AforoEvent,
  type QuestionInput,
  type SurveyResults,
} from '@aforo/domain';
import { Timestamp } from 'firebase-admin/firestore';

type Set = (path: string, data: Record<string, unknown>) => void;

/** The event with its survey section on the landing, for everyone. */
export function withSurveySection(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      ...event.itemsMenu,
      survey: event.itemsMenu.survey ?? {
        name: MENU_SECTION_DEFAULT_NAMES.survey,
        section: 'survey',
        icon: '',
        position: 8,
        permissions: 'public',
        checked: true,
      },
    },
  };
}

const q = (
  id: string,
  title: string,
  type: QuestionInput['type'],
  choices: string[],
  correctAnswer: QuestionInput['correctAnswer'] = null,
): QuestionInput => ({ id, title, type, choices, correctAnswer, points: 1, image: null });

const SURVEYS: { id: string; data: Record<string, unknown>; questions: QuestionInput[] }[] = [
  {
    id: 'encuesta-satisfaccion',
    data: {
      survey: 'Encuesta de satisfacción',
      isGlobal: true,
      publish: true,
      open: true,
      displayGraphsInSurveys: true,
      graphyType: 'y',
      initialMessage: '<p>Cuéntanos cómo te ha parecido la feria.</p>',
    },
    questions: [
      q('satisfaccion', '¿Cómo calificas la feria?', 'radiogroup', [
        'Excelente',
        'Buena',
        'Regular',
        'Mala',
      ]),
      q('temas', '¿Qué temas te interesan?', 'checkbox', [
        'Innovación',
        'Datos',
        'Sostenibilidad',
        'Diseño',
      ]),
      q('comentarios', '¿Algún comentario para los organizadores?', 'comment', []),
    ],
  },
  {
    id: 'trivia-feria',
    data: {
      survey: 'Trivia de la Feria Aforo',
      activity_id: 'actividad-1',
      publish: true,
      open: true,
      allow_gradable_survey: true,
      rankingVisible: true,
      displayGraphsInSurveys: true,
      graphyType: 'pie',
      time_limit: 60,
      initialMessage: '<p>Tres preguntas sobre la feria. ¡Suerte!</p>',
      win_Message: '<p>¡Excelente! Acertaste todas.</p>',
      neutral_Message: '<p>¡Bien! Puedes hacerlo mejor.</p>',
      lose_Message: '<p>Será la próxima. Gracias por participar.</p>',
    },
    questions: [
      q(
        'ciudad',
        '¿En qué ciudad se realiza la feria?',
        'radiogroup',
        ['Medellín', 'Cali', 'Bogotá'],
        'Bogotá',
      ),
      q(
        'pabellones',
        '¿Cuántos pabellones tiene la feria?',
        'radiogroup',
        ['Dos', 'Tres', 'Cuatro'],
        'Tres',
      ),
      q(
        'transporte',
        '¿Cada cuánto pasan los buses gratuitos?',
        'radiogroup',
        ['10 minutos', '20 minutos', '30 minutos'],
        '20 minutos',
      ),
    ],
  },
];

const VOTERS = [
  'Ana Gómez',
  'Bruno Díaz',
  'Carla Pérez',
  'Diego Ríos',
  'Elena Mora',
  'Felipe Soto',
  'Gloria Vega',
  'Hugo Lara',
  'Isabel Cruz',
  'Javier Ruiz',
].map((name, i) => ({ uid: `demo-votante-${String(i + 1).padStart(2, '0')}`, name }));

/** Deterministic picks: voter i chooses by a simple rule, so the seed is the same every run. */
function responseOf(question: QuestionInput, i: number): string | string[] {
  if (question.type === 'checkbox') return question.choices.filter((_, k) => (i + k) % 3 === 0);
  if (question.type === 'radiogroup') {
    // The quiz: most answer correctly, some do not.
    if (question.correctAnswer && i % 4 !== 3) return question.correctAnswer as string;
    return question.choices[(i * 7 + question.title.length) % question.choices.length] as string;
  }
  return ['Muy bien organizada.', 'Más charlas de datos, por favor.', 'Excelente.'][
    i % 3
  ] as string;
}

export function seedSurveys(set: Set, eventId: string, time: Timestamp) {
  for (const survey of SURVEYS) {
    const base = surveySchema.cast({ survey: '', ...survey.data, questions: [] });
    const { questions, key } = splitCorrectAnswers(survey.questions);
    set(paths.eventContentItem(eventId, 'surveys', survey.id), {
      ...base,
      _id: survey.id,
      questions,
      event_id: eventId,
      eventId,
      created_at: time,
      updated_at: time,
    });
    set(paths.surveyAnswerKey(eventId, survey.id), { _id: 'answers', ...key });

    const gradable = base.allow_gradable_survey;
    const ranking = [];
    for (const [qi, question] of survey.questions.entries()) {
      const results: SurveyResults = { total: 0, counts: {} };
      let last = time;
      for (const [i, voter] of VOTERS.entries()) {
        const response = responseOf(question, i);
        if (Array.isArray(response) && response.length === 0) continue;
        last = Timestamp.fromMillis(time.toMillis() + (qi * 60 + i * 7) * 1000);
        set(paths.surveyResponse(eventId, survey.id, question.id, voter.uid), {
          question_id: question.id,
          question_index: qi,
          survey_id: survey.id,
          user_id: voter.uid,
          user_name: voter.name,
          response,
          created: last,
        });
        results.total += 1;
        for (const option of countedOptions(question.type, response)) {
          results.counts[option] = (results.counts[option] ?? 0) + 1;
        }
      }
      // What the functions' tally would write (functions lib/survey-tally.ts).
      set(paths.surveyResults(eventId, survey.id, question.id), {
        ...results,
        counted_through: last,
        updated: time,
      });
    }
    if (!gradable) continue;
    for (const [i, voter] of VOTERS.entries()) {
      const responses = Object.fromEntries(
        survey.questions.map((question) => [question.id, responseOf(question, i)]),
      );
      const grade = gradeResponses(questions, key.questions, responses);
      ranking.push({
        _id: voter.uid,
        registerDate: Timestamp.fromMillis(time.toMillis() + (180 + i * 11) * 1000),
        userName: voter.name,
        totalQuestions: grade.totalQuestions,
        correctAnswers: grade.correctAnswers,
        score: grade.score,
      });
    }
    for (const row of rankRecords(ranking)) {
      set(paths.surveyRankingRow(eventId, survey.id, row._id), row);
      set(paths.surveyRankingContact(eventId, survey.id, row._id), {
        _id: row._id,
        userEmail: `${row._id}@aforo.test`,
      });
    }
  }
}
