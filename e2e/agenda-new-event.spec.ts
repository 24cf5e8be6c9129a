import { paths, type AforoEvent, type ItemsMenu } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { callApi } from '../tests/support/api';
import { openAdmin, organizerToken } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * A new organizer's first activity on an event created a moment ago: no space, type or category
 * exists yet, and the activity form creates each in place, publishes the activity and it is on
 * the landing's agenda; a draft says so in the list and stays off the landing.
 */

// Sign-in, the first Firestore listeners and the admin chunks on a busy machine.
test.describe.configure({ timeout: 240_000 });

const organizer = DEMO.accounts.organizer;

/** The landing's agenda section, as the organizer would turn it on. */
const MENU: ItemsMenu = {
  agenda: {
    section: 'agenda',
    name: 'Agenda',
    position: 0,
    icon: '',
    permissions: 'public',
    checked: true,
  },
};

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });

test('on a brand-new event the organizer creates space, type and category from the activity form, publishes it and it is on the landing', async ({
  page,
  browser,
}) => {
  const token = await organizerToken();
  const created = await callApi<AforoEvent>('/api/events', {
    method: 'POST',
    token,
    body: {
      name: `Evento recién creado ${Date.now().toString(36)}`,
      datetime_from: '2027-06-10 08:00',
      datetime_to: '2027-06-10 18:00',
      itemsMenu: MENU,
    },
  });
  expect(created.status).toBe(201);
  const eventId = created.body._id;

  await openAdmin(page, organizer.uid, `/eventadmin/${eventId}`);
  await adminMenu(page).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Programación', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva actividad' }).click();

  // Nothing exists yet: each select says so and offers to create one.
  const form = page.getByTestId('activity-form');
  await expect(form.getByText('Este evento aún no tiene espacios')).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByText('Este evento aún no tiene tipos de actividad')).toBeVisible();
  await expect(form.getByText('Este evento aún no tiene categorías')).toBeVisible();
  // Required as the schema says: name, space, type (and at least one category); speakers not.
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('required', '');
  await expect(page.getByRole('combobox', { name: /^Espacio/ })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(page.getByRole('combobox', { name: /^Tipo de actividad/ })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(page.getByRole('group', { name: /^Categorías\s*\(obligatorio\)$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Conferencistas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = `Primera charla ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await page.getByTestId('activity-day').selectOption('2027-06-10');
  await page.getByTestId('activity-start').selectOption('09:00');
  await page.getByTestId('activity-end').selectOption('10:00');

  async function createInline(button: string, dialogTitle: string, value: string) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(value);
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
  }
  const suffix = Date.now().toString(36);
  await createInline('+ Crear espacio', 'Nuevo espacio', `Auditorio ${suffix}`);
  await expect(page.getByRole('combobox', { name: /^Espacio/ })).toHaveValue(/.+/);
  await expect(
    page.getByRole('combobox', { name: /^Espacio/ }).locator('option:checked'),
  ).toHaveText(`Auditorio ${suffix}`);

  await page.getByRole('button', { name: '+ Crear tipo' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Nuevo tipo de actividad' });
  await expectNoSeriousA11yViolations(page);
  await typeDialog.getByRole('textbox', { name: /^Nombre/ }).fill(`Charla ${suffix}`);
  await typeDialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(typeDialog).toBeHidden({ timeout: 30_000 });
  await expect(
    page.getByRole('combobox', { name: /^Tipo de actividad/ }).locator('option:checked'),
  ).toHaveText(`Charla ${suffix}`);

  await createInline('+ Crear categoría', 'Nueva categoría', `Innovación ${suffix}`);
  await expect(page.getByRole('checkbox', { name: `Innovación ${suffix}` })).toBeChecked();

  // Creating in place saved nothing else: the activity is still only in the form.
  const stored = () =>
    adminDb
      .collection(`${paths.event(eventId)}/activities`)
      .where('name', '==', name)
      .get();
  expect((await stored()).size).toBe(0);

  // Publishing is an explicit, visible choice; a new activity starts published.
  const published = page.getByRole('checkbox', { name: 'Publicada: visible para los asistentes' });
  await expect(published).toBeChecked();
  await expect(page.getByTestId('activity-published-hint')).toHaveText(
    'Los asistentes la ven en la agenda del evento.',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();

  const table = page.getByRole('table', { name: 'Programación' });
  await expect(table).toContainText(name, { timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('activity-status')).toHaveText('Publicada');
  await expect(row).toContainText(`Innovación ${suffix}`);
  await expect(row).toContainText(`Auditorio ${suffix}`);

  // A draft beside it, through the API with the same references: the list says Borrador.
  const [first] = (await stored()).docs;
  const draftName = `Borrador ${suffix}`;
  const draft = await callApi(`/api/events/${eventId}/activities`, {
    method: 'POST',
    token,
    body: {
      name: draftName,
      datetime_start: '2027-06-10 11:00',
      datetime_end: '2027-06-10 12:00',
      space_id: first?.get('space_id') as string,
      type_id: first?.get('type_id') as string,
      activity_categories_ids: first?.get('activity_categories_ids') as string[],
    },
  });
  expect(draft.status).toBe(201);
  const draftRow = table.getByRole('row').filter({ hasText: draftName });
  await expect(draftRow.getByTestId('activity-status')).toHaveText('Borrador', {
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);

  // A visitor sees the published activity on the landing's agenda, and not the draft.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/landing/${eventId}/agenda`);
  await expect(visitor.getByTestId('landing-agenda')).toContainText(name, { timeout: 30_000 });
  await expect(visitor.getByTestId('landing-agenda')).not.toContainText(draftName);
  await expectNoSeriousA11yViolations(visitor);
  await visitor.close();

  // On a phone the form and its create dialog fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Nueva actividad' }).click();
  await expect(page.getByRole('button', { name: '+ Crear espacio' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Seleccione un espacio')).toBeVisible();
  await expect(page.getByText('Seleccione al menos una categoría')).toBeVisible();
  await page.getByText('Publicada: visible para los asistentes').click();
  await expect(page.getByTestId('activity-published-hint')).toContainText('Borrador');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '+ Crear espacio' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo espacio' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
