import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ACTIVITY, CERTIFICATE, SPEAKER, SURVEY } from './data';
import { need, saveState } from './state';
import { expectNoSeriousA11yViolations, signIn, signUp } from './support';
import { expectStepDone, openChecklistStep, openEventAdmin, openSection } from './support-admin';

/**
 * Journey 1 continued: the agenda (a space, a speaker, an activity with a Zoom stand-in room),
 * a survey, a certificate, and door staff invited with the check-in permission, who signs in.
 */

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

test('the organizer adds a speaker', async () => {
  await openEventAdmin(page);
  await openSection(page, 'Conferencistas', 'Conferencistas');
  const dialog = page.getByRole('dialog', { name: 'Nuevo conferencista' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: /Agregar conferencista|Nuevo conferencista/ }).click();
  }
  await dialog.getByLabel('Nombre').fill(SPEAKER);
  await dialog.getByLabel('Profesión').fill('Ingeniera de datos');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(SPEAKER).first()).toBeVisible();
});

test('the organizer adds an activity, creating its space, type and category in place, with a Zoom room', async () => {
  await openEventAdmin(page);
  await openChecklistStep(page, 'agenda', 'Agenda', 'Programación');
  await page.getByRole('link', { name: 'Nueva actividad' }).click();
  const form = page.getByTestId('activity-form');
  await expect(form).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(ACTIVITY);
  await page.getByRole('combobox', { name: /^Día/ }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: /^Hora de inicio/ }).selectOption('09:00');
  await page.getByRole('combobox', { name: /^Hora de finalización/ }).selectOption('10:00');
  // A new event has no space, type nor category: each is created from the form itself.
  for (const [button, title, value] of [
    ['+ Crear espacio', 'Nuevo espacio', 'Auditorio principal'],
    ['+ Crear tipo', 'Nuevo tipo de actividad', 'Conferencia'],
    ['+ Crear categoría', 'Nueva categoría', 'Tecnología'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(value);
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(
    page.getByRole('combobox', { name: /^Espacio/ }).locator('option:checked'),
  ).toHaveText('Auditorio principal');
  await expect(page.getByRole('checkbox', { name: 'Tecnología' })).toBeChecked();
  await page.getByRole('group', { name: 'Conferencistas' }).getByText(SPEAKER).click();
  // Publishing is explicit: a new activity starts published, and says so.
  await expect(
    page.getByRole('checkbox', { name: 'Publicada: visible para los asistentes' }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const row = page.getByRole('table', { name: 'Programación' }).getByRole('row').filter({
    hasText: ACTIVITY,
  });
  await expect(row.getByTestId('activity-status')).toHaveText('Publicada');

  await page.getByRole('button', { name: `Editar ${ACTIVITY}` }).click();
  await page.getByRole('tab', { name: 'Espacio virtual' }).click();
  await page.getByRole('button', { name: 'Crear sala de Zoom' }).click();
  await expect(page.getByTestId('virtual-status')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('virtual-secrets')).toContainText('Enlace del host');
  await expectStepDone(page, 'agenda');
});

test('the organizer creates a published, open survey', async () => {
  await openEventAdmin(page);
  await openSection(page, 'Encuestas', 'Encuestas');
  await page.getByRole('link', { name: 'Nueva encuesta' }).click();
  const form = page.getByTestId('survey-form');
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(SURVEY);
  await form.getByRole('button', { name: 'Agregar pregunta' }).click();
  const card = form.getByTestId('survey-question-0');
  await card
    .getByRole('textbox', { name: 'Pregunta', exact: true })
    .fill('¿Cómo calificas el congreso?');
  await card.getByRole('textbox', { name: 'Respuesta 1', exact: true }).fill('Excelente');
  await card.getByRole('textbox', { name: 'Respuesta 2', exact: true }).fill('Regular');
  // For the activity: the attendee answers it in the room.
  await form.getByRole('combobox', { name: 'Actividad' }).selectOption({ label: ACTIVITY });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta creada')).toBeVisible();
  // A new survey is created with every switch off: published and opened by editing it.
  const row = page.getByRole('row', { name: new RegExp(SURVEY) });
  await row.getByRole('button', { name: `Editar ${SURVEY}` }).click();
  for (const flag of ['Publicar encuesta', 'Abrir encuesta']) {
    await page.getByText(flag, { exact: true }).click();
  }
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Encuesta actualizada')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the organizer adds a certificate for every attendee', async () => {
  await openEventAdmin(page);
  await openSection(page, 'Certificados', 'Certificados');
  await page.getByRole('button', { name: 'Agregar certificado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill(CERTIFICATE);
  await dialog
    .getByLabel('Texto del certificado')
    .fill('<h1>Certificado</h1><p>[user.names] asistió a [event.name].</p>');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(CERTIFICATE) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the organizer invites door staff with check-in, who signs in and finds the door', async ({
  browser,
}) => {
  const staff = await signUp('Samuel Portero');
  saveState({ staff });
  await openEventAdmin(page);
  await openChecklistStep(page, 'staff', 'Equipo', 'Staff del evento');
  await page.getByRole('button', { name: 'Invitar al staff' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo').fill(staff.email);
  await dialog.getByLabel('Nombre').fill(staff.names);
  await dialog.getByLabel('Rol').selectOption({ label: 'Staff' });
  await dialog.getByText('Check-in', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(staff.email) })).toContainText('Check-in');
  await expectStepDone(page, 'staff');

  // The staff member, in a browser of their own: "Administrar mis eventos" leads to the door.
  const door = await (await browser.newContext()).newPage();
  await signIn(door, staff);
  await door.getByTestId('user-menu').click();
  await door.getByRole('menuitem', { name: 'Administrar mis eventos' }).click();
  await door.getByRole('link', { name: `Administrar: ${need('eventName')}` }).click();
  await expect(door).toHaveURL(/\/assistants$/);
  await expect(door.getByRole('heading', { level: 1 })).toBeVisible();
  await door.context().close();
});
