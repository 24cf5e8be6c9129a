import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { saveState } from './state';
import { expectStepDone, openChecklistStep, openEventAdmin } from './support-admin';
import { expectNoSeriousA11yViolations, signIn, signUp } from './support';

/**
 * Journey 1, an organizer puts an event on line: an account made through Auth, "Crear evento",
 * Datos del evento, the sections, a ticket type and a Sí/No field that shows another field.
 */
// In file order, one worker; not 'serial', so a failed step does not hide how the later ones fare
// (each reads what it needs from the state and says so when an earlier step did not save it).

// One signed-in tab for the whole phase, as the organizer would keep it open.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

test('the organizer signs in and creates an event with «Crear evento»', async () => {
  const organizer = await signUp('Olga Organizadora');
  saveState({ organizer });
  await signIn(page, organizer);
  await page.getByRole('link', { name: 'Crear evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear evento' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const eventName = 'Congreso Aforo de Prueba';
  await page.getByLabel('Nombre del evento').fill(eventName);
  await page.getByLabel('Fecha y hora de inicio').fill('2027-03-10T09:00');
  await page.getByLabel('Fecha y hora de finalización').fill('2027-03-11T18:00');
  await page.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos del evento' })).toBeVisible();
  const eventId = /\/eventadmin\/([^/]+)\//.exec(page.url())?.[1];
  expect(eventId, 'the new event opens in its administration').toBeTruthy();
  saveState({ eventId, eventName });

  // Datos del evento: venue and description, kept after a reload.
  await page.getByLabel('Lugar').fill('Centro de Convenciones Ágora');
  await page.getByLabel('Dirección', { exact: true }).fill('Carrera 40 # 22C-67, Bogotá');
  await page.getByLabel('Descripción').fill('Dos días de charlas, talleres y networking.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // A reload before the save has answered would cancel it: the organizer waits for the notice.
  await expect(page.getByText('¡Información guardada correctamente!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Lugar')).toHaveValue('Centro de Convenciones Ágora');
  await expectNoSeriousA11yViolations(page);
});

test('the organizer enables the sections and registration', async () => {
  await openEventAdmin(page);
  await expect(
    page.getByTestId('setup-checklist').getByRole('heading', { name: 'Configura tu evento' }),
  ).toBeVisible();
  await openChecklistStep(
    page,
    'sections',
    'Secciones de la landing',
    'Habilitar secciones del evento',
  );
  for (const section of ['Agenda', 'Conferencistas', 'Boletería', 'Encuestas', 'Certificados']) {
    await page.getByLabel(`Habilitar ${section}`, { exact: true }).check({ force: true });
  }
  await expect(page.getByTestId('menu-allow-register')).toContainText('Inscripciones habilitadas');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Información guardada correctamente!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Habilitar Boletería', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Habilitar Agenda', { exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await expectStepDone(page, 'sections');
});

test('the organizer adds a ticket type', async () => {
  await openEventAdmin(page);
  await openChecklistStep(page, 'tickets', 'Boletería', 'Tipos de tiquete');
  await page.getByRole('button', { name: 'Agregar tiquete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('General');
  await dialog.getByLabel('Precio').fill('0');
  await dialog.getByLabel('Cupo').fill('200');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'General' })).toBeVisible();
  await expectStepDone(page, 'tickets');
});

test('the organizer collects a Sí/No field that shows another field when «Sí»', async () => {
  await openEventAdmin(page);
  await openChecklistStep(page, 'fields', 'Datos de los asistentes', 'Recopilación de datos');
  // A new event collects names and e-mail from the start: fixed fields, which cannot be removed.
  // Soft: the rest of the step still runs and says what else works.
  await expect.soft(page.getByTestId('field-row-names')).toContainText('Fijo');
  await expect.soft(page.getByTestId('field-row-email')).toContainText('Fijo');

  for (const [label, type] of [
    ['¿Necesitas parqueadero?', 'boolean'],
    ['Placa del vehículo', 'text'],
  ] as const) {
    await page.getByRole('button', { name: 'Agregar dato' }).click();
    const dialog = page.getByTestId('field-dialog');
    await dialog.getByLabel('Etiqueta').fill(label);
    await dialog.getByLabel('Tipo de dato').selectOption(type);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: label, exact: true })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Campos relacionados' }).click();
  await page.getByRole('button', { name: 'Agregar relación' }).click();
  const condition = page.getByTestId('condition-dialog');
  const select = (name: string) => condition.getByRole('combobox', { name, exact: true });
  await select('Dato').selectOption({ label: 'Placa del vehículo' });
  await select('Acción').selectOption('enabled');
  await select('Cuando el dato').selectOption({ label: '¿Necesitas parqueadero?' });
  await select('Tiene el valor').selectOption({ label: 'Sí' });
  await condition.getByRole('button', { name: 'Guardar' }).click();
  await expect(condition).toBeHidden();
  await expect(page.getByTestId('conditions-table')).toContainText('Placa del vehículo');
  await expectNoSeriousA11yViolations(page);
  await expectStepDone(page, 'fields');
});
