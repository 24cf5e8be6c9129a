import { paths, type ItemsMenu, type MenuSection } from '@aforo/domain';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import { adminAuth, adminDb } from '../tests/support/admin';
import { AUTH_HOST, FIRESTORE_HOST } from '../tests/support/emulators';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The organizer builds a graded quiz and publishes it; three attendees answer on the
 * landing's survey section, each sees the live graph move when another votes, its own score and
 * message, and the ranking; a second answer is refused by the rules; pausing freezes everyone.
 */

test.describe.configure({ timeout: 300_000 });

const section = (over: Pick<MenuSection, 'section' | 'name' | 'position'>): MenuSection => ({
  icon: '',
  permissions: 'public',
  checked: true,
  ...over,
});
const MENU: ItemsMenu = {
  event: section({ section: 'event', name: 'El evento', position: 0 }),
  survey: section({ section: 'survey', name: 'Encuestas', position: 1 }),
};

const QUESTIONS = [
  { title: '¿Capital de Colombia?', choices: ['Bogotá', 'Lima'], correct: 'Bogotá' },
  { title: '¿Color del cielo?', choices: ['Verde', 'Azul'], correct: 'Azul' },
  { title: '¿Cuántas patas tiene un gato?', choices: ['Cuatro', 'Tres'], correct: 'Cuatro' },
];

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });
const landingNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del evento' });

async function attendeePage(browser: Browser, eventId: string, names: string) {
  const account = await createAccount('encuesta-asis');
  await seedAttendee(eventId, { accountId: account.uid, email: account.email, names });
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, account.uid, `/landing/${eventId}`);
  await landingNav(page).getByRole('link', { name: 'Encuestas' }).click();
  return { page, account, names };
}

/**
 * Answers the question now asked with `choice`. The next question shows once the server has
 * acknowledged the last answer (the page's write, not its listener: the emulator's watch stream can
 * make the SDK cache an answer as deleted); a page that never shows it fails here within a minute,
 * not at the test's five-minute limit.
 */
async function answer(page: Page, choice: string) {
  await page.getByRole('button', { name: choice, exact: true }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Responder' }).click();
}

test('a graded quiz from the form to live results, score, ranking and pause', async ({
  page,
  browser,
}) => {
  const organizer = await createAccount('encuesta-org');
  const event = await createEvent({
    name: `Trivia ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    itemsMenu: MENU,
  });

  // The organizer: the list, the form's §5 messages, a quiz with three questions.
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}`);
  await adminMenu(page).getByRole('link', { name: 'Encuestas' }).click();
  await expect(page.getByRole('heading', { name: 'Encuestas', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva encuesta' }).click();
  const form = page.getByTestId('survey-form');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es requerido')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Trivia general');
  for (const [i, q] of QUESTIONS.entries()) {
    await form.getByRole('button', { name: 'Agregar pregunta' }).click();
    const card = form.getByTestId(`survey-question-${i}`);
    await card.getByRole('textbox', { name: 'Pregunta', exact: true }).fill(q.title);
    await card
      .getByRole('textbox', { name: 'Respuesta 1', exact: true })
      .fill(q.choices[0] as string);
    await card
      .getByRole('textbox', { name: 'Respuesta 2', exact: true })
      .fill(q.choices[1] as string);
    const k = q.choices.indexOf(q.correct);
    await card.getByText('Respuesta correcta').nth(k).click();
  }
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta creada')).toBeVisible();
  const row = page.getByRole('row', { name: /Trivia general/ });
  await expect(row).toBeVisible();

  // Edit: gradable needs an initial message (§5), then publish, open and show the ranking.
  await row.getByRole('button', { name: 'Editar Trivia general' }).click();
  await page.getByText('Encuesta calificable').click();
  await expect(page.getByText('Requiere puntaje mínimo')).toBeVisible();
  for (const flag of ['Publicar encuesta', 'Abrir encuesta', 'Mostrar ranking']) {
    await page.getByText(flag, { exact: true }).click();
  }
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByText('Esta encuesta es calificable, debe asignar un mensaje inicial'),
  ).toBeVisible();
  await form.getByLabel('Mensaje inicial').fill('<p>¡Bienvenidos a la trivia!</p>');
  await form.getByLabel('Mensaje al ganar').fill('<p>¡Ganaste!</p>');
  await form.getByLabel('Mensaje neutral').fill('<p>Casi.</p>');
  await form.getByLabel('Mensaje al perder').fill('<p>Sigue intentando.</p>');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta actualizada')).toBeVisible();

  // Three attendees.
  const ana = await attendeePage(browser, event._id, 'Ana Primera');
  const beto = await attendeePage(browser, event._id, 'Beto Segundo');
  const caro = await attendeePage(browser, event._id, 'Caro Tercera');
  for (const a of [ana, beto, caro]) {
    await expect(a.page.getByText('¡Bienvenidos a la trivia!')).toBeVisible();
  }

  // Question 1: each sees the graph move when another votes (how fast is the surveys bench's
  // figure: a loaded machine stretches any fixed time here).
  await answer(ana.page, 'Bogotá');
  const anaResults = ana.page.getByTestId(/^survey-results-/).first();
  // The functions tally the answer into the results document the graph listens to.
  await expect(anaResults.getByTestId('survey-total')).toHaveText('Resultados (1 respuesta)', {
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(ana.page);
  await answer(beto.page, 'Bogotá');
  await expect(anaResults.getByTestId('survey-total')).toHaveText('Resultados (2 respuestas)', {
    timeout: 20_000,
  });
  await answer(caro.page, 'Lima');
  await expect(anaResults.getByTestId('survey-count-Lima')).toHaveText('1', { timeout: 20_000 });
  await expect(anaResults.getByTestId('survey-count-Bogotá')).toHaveText('2');

  // A second answer to the same question, straight to Firestore, is refused by the rules.
  const app = initializeApp({ projectId: 'demo-aforo', apiKey: 'demo-api-key' }, 'segunda');
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithCustomToken(auth, await adminAuth.createCustomToken(ana.account.uid));
  const db = getFirestore(app);
  const [host, port] = (FIRESTORE_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  const surveys = await adminDb.collection(paths.eventContent(event._id, 'surveys')).get();
  const survey = surveys.docs[0];
  const questionId = (survey?.get('questions') as { id: string }[])[0]?.id as string;
  const second = setDoc(
    doc(db, paths.surveyResponse(event._id, survey?.id ?? '', questionId, ana.account.uid)),
    {
      question_id: questionId,
      question_index: 0,
      survey_id: survey?.id,
      user_id: ana.account.uid,
      response: 'Lima',
      created: serverTimestamp(),
    },
  );
  await expect(second).rejects.toThrow(/permission/i);
  await terminate(db);
  await deleteApp(app);

  // Questions 2 and 3: Ana all right, Beto one wrong, Caro two wrong.
  await answer(ana.page, 'Azul');
  await answer(ana.page, 'Cuatro');
  await answer(beto.page, 'Azul');
  await answer(beto.page, 'Tres');
  await answer(caro.page, 'Verde');
  await answer(caro.page, 'Cuatro');
  await expect(ana.page.getByTestId('survey-score')).toContainText('3 de 3 correctas');
  await expect(ana.page.getByTestId('survey-message-win')).toContainText('¡Ganaste!');
  await expect(beto.page.getByTestId('survey-score')).toContainText('2 de 3 correctas');
  await expect(beto.page.getByTestId('survey-message-neutral')).toContainText('Casi.');
  await expect(caro.page.getByTestId('survey-score')).toContainText('1 de 3 correctas');
  // The ranking, live: by correct answers.
  await expect(ana.page.getByTestId('survey-ranking-live').getByRole('listitem')).toHaveText([
    /Ana Primera/,
    /Beto Segundo/,
    /Caro Tercera/,
  ]);

  // The admin's reports and ranking.
  await page.getByRole('link', { name: 'Encuestas' }).first().click();
  await page
    .getByRole('row', { name: /Trivia general/ })
    .getByRole('link', { name: 'Reporte' })
    .click();
  const report = page.getByTestId('survey-report-table');
  await expect(report.getByRole('row', { name: /Capital de Colombia/ })).toContainText('3');
  await expectNoSeriousA11yViolations(page);
  await report.getByRole('link', { name: /Capital de Colombia/ }).click();
  await expect(page.getByTestId('survey-answers-table').getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('survey-answers-table')).toContainText('Caro Tercera');
  await page.goBack();
  await page.goBack();
  await page
    .getByRole('row', { name: /Trivia general/ })
    .getByRole('link', { name: 'Ranking' })
    .click();
  const ranking = page.getByTestId('survey-ranking-table');
  await expect(ranking.getByRole('row').nth(1)).toContainText('Ana Primera');
  await expect(ranking.getByRole('row').nth(3)).toContainText('Caro Tercera');
  await expectNoSeriousA11yViolations(page);

  // Pausing freezes the quiz on every attendee's screen.
  await page.goBack();
  await page
    .getByRole('row', { name: /Trivia general/ })
    .getByRole('button', { name: 'Editar Trivia general' })
    .click();
  await page.getByText('Pausar encuesta', { exact: true }).click();
  await page.getByTestId('survey-form').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta actualizada')).toBeVisible();
  for (const a of [ana, beto, caro]) {
    await expect(a.page.getByTestId('survey-paused')).toHaveText('Encuesta en pausa');
  }
});

/** The id of the event's only survey. */
async function roomSurveyId(eventId: string): Promise<string> {
  const surveys = await adminDb.collection(paths.eventContent(eventId, 'surveys')).get();
  return surveys.docs[0]?.id ?? '';
}

/**
 * Rooms and surveys together: a survey bound to an activity is answered inside that activity's
 * live room (its surveys tab), with the graph hiding options nobody chose (showNoVotos off); the
 * room also lists who is in it (attendees tab) and its language variants.
 */
test('an attendee answers the activity room survey, sees who is in the room and its languages', async ({
  page,
  browser,
}) => {
  const organizer = await createAccount('sala-org');
  const event = await createEvent({
    name: `Sala ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    itemsMenu: {
      event: section({ section: 'event', name: 'El evento', position: 0 }),
      agenda: section({ section: 'agenda', name: 'Agenda', position: 1 }),
    },
  });
  const at = new Date();
  const activityName = 'Charla en vivo: públicos híbridos';
  await adminDb.doc(paths.eventContentItem(event._id, 'activities', 'sala-viva')).set({
    name: activityName,
    event_id: event._id,
    subtitle: '',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: null,
    type_id: null,
    activity_categories_ids: [],
    host_ids: [],
    capacity: 0,
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    isPublished: true,
    habilitar_ingreso: 'open_meeting_room',
    platform: null,
    meeting_id: null,
    tabs: { chat: false, surveys: true, games: false, attendees: true },
    created_at: at,
    updated_at: at,
  });
  await adminDb.doc(paths.languageState(event._id, 'sala-viva')).set({
    event_id: event._id,
    activity_id: 'sala-viva',
    related_meetings: [
      {
        language: 'Ingles',
        meeting_id: null,
        vimeo_id: '76979871',
        bigmarker_id: null,
        state: 'open_meeting_room',
        informative_text: 'Traducción simultánea al inglés',
      },
    ],
    updated_at: at,
  });

  // The organizer publishes and opens a survey bound to the activity.
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}`);
  await adminMenu(page).getByRole('link', { name: 'Encuestas' }).click();
  await page.getByRole('link', { name: 'Nueva encuesta' }).click();
  const form = page.getByTestId('survey-form');
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Encuesta de la sala');
  await form.getByRole('button', { name: 'Agregar pregunta' }).click();
  const card = form.getByTestId('survey-question-0');
  await card.getByRole('textbox', { name: 'Pregunta', exact: true }).fill('¿Le gustó la charla?');
  await card.getByRole('textbox', { name: 'Respuesta 1', exact: true }).fill('Mucho');
  await card.getByRole('textbox', { name: 'Respuesta 2', exact: true }).fill('Poco');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta creada')).toBeVisible();
  await page
    .getByRole('row', { name: /Encuesta de la sala/ })
    .getByRole('button', { name: 'Editar Encuesta de la sala' })
    .click();
  await form.getByLabel('Actividad', { exact: true }).selectOption({ label: activityName });
  for (const flag of ['Publicar encuesta', 'Abrir encuesta']) {
    await page.getByText(flag, { exact: true }).click();
  }
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta actualizada')).toBeVisible();

  // The attendee in the room: the surveys tab holds the survey; answering shows the graph.
  const account = await createAccount('sala-asis');
  await seedAttendee(event._id, {
    accountId: account.uid,
    email: account.email,
    names: 'Dora Sala',
  });
  const attendee = await (await browser.newContext()).newPage();
  await openSignedIn(attendee, account.uid, `/landing/${event._id}/activity/sala-viva`);
  await expect(attendee.getByTestId('activity-room-live')).toBeVisible({ timeout: 30_000 });
  await attendee.getByRole('tab', { name: 'Encuestas' }).click();
  await expect(attendee.getByText('¿Le gustó la charla?')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(attendee);
  await answer(attendee, 'Mucho');
  const results = attendee.getByTestId(/^survey-results-/).first();
  await expect(results.getByTestId('survey-total')).toHaveText('Resultados (1 respuesta)');
  await expect(results.getByTestId('survey-count-Mucho')).toHaveText('1');
  // showNoVotos is off: the option nobody chose is not drawn.
  await expect(results.getByTestId('survey-count-Poco')).toHaveCount(0);
  // The one question answered: the attendee's surveyStatus says finished (written and read back).
  await expect(attendee.getByTestId('survey-completed')).toHaveText('Encuesta completada');
  await expect
    .poll(async () =>
      (await adminDb.doc(paths.surveyStatus(account.uid, await roomSurveyId(event._id))).get()).get(
        'surveyCompleted',
      ),
    )
    .toBe('finished');
  await expectNoSeriousA11yViolations(attendee);

  // Who is in the room: the attendee, checked in on entering.
  await attendee.getByRole('tab', { name: 'Asistentes' }).click();
  await expect(attendee.getByTestId('activity-room-attendees')).toContainText('Dora Sala', {
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(attendee);

  // The activity's language variants, with their state and informative text.
  const english = attendee.getByTestId('activity-room-language-Ingles');
  await expect(english).toContainText('Conferencia abierta');
  await expect(english).toContainText('Traducción simultánea al inglés');
  await expect(english.getByRole('link', { name: 'Ver en Inglés' })).toHaveAttribute(
    'href',
    'https://player.vimeo.com/video/76979871',
  );
});
