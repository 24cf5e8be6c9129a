import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer } = DEMO.accounts;

// Sign-in, the first Firestore listeners and the admin chunks on a busy machine.
test.describe.configure({ timeout: 120_000 });

const step = (page: Page, name: string) => page.getByTestId(`checklist-${name}`);

/** Creates an event through "Crear evento" and answers its id, on its admin's first screen. */
async function createThroughUi(page: Page, name: string): Promise<string> {
  await openSignedIn(page, organizer.uid, '/');
  await page.getByRole('link', { name: 'Crear evento' }).click();
  const create = page.getByTestId('create-event-form');
  await create.getByLabel('Nombre del evento').fill(name);
  await create.getByLabel('Fecha y hora de inicio').fill('2028-05-10T09:00');
  await create.getByLabel('Fecha y hora de finalización').fill('2028-05-11T18:00');
  await create.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page).toHaveURL(/\/eventadmin\/[^/]+\/main$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

test('a new event shows its set-up checklist; a step done elsewhere is ticked on coming back', async ({
  page,
}) => {
  const name = `Evento lista ${uniqueId('l').replace(/-/g, '')}`;
  const eventId = await createThroughUi(page, name);

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.getByRole('heading', { name: 'Configura tu evento' })).toBeVisible();
  // The counts arrive: nothing on the agenda, nobody on the team, no own appearance yet.
  await expect(step(page, 'agenda')).toHaveAttribute('data-done', 'false', { timeout: 30_000 });
  await expect(step(page, 'staff')).toHaveAttribute('data-done', 'false');
  await expect(step(page, 'appearance')).toHaveAttribute('data-done', 'false');
  await expect(step(page, 'details')).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByTestId('checklist-progress')).toHaveText(/^\d de 9 pasos listos$/);
  const before = Number(
    (await checklist.getByTestId('checklist-progress').textContent())?.split(' ')[0],
  );
  await expectNoSeriousA11yViolations(page);

  // Follow the appearance step, give the landing a colour, come back.
  await step(page, 'appearance').getByRole('link', { name: 'Apariencia' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${eventId}/styles$`));
  const styles = page.getByTestId('event-styles-form');
  await styles.getByLabel('Color de fondo').fill('#1a237e');
  await styles.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Información guardada correctamente!').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${eventId}/main$`));
  await expect(step(page, 'appearance')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('checklist-progress')).toHaveText(
    `${before + 1} de 9 pasos listos`,
  );

  // Once visitors can register (public, tickets section on), the landing's address to share.
  await adminDb.doc(paths.event(eventId)).update({
    visibility: 'PUBLIC',
    allow_register: true,
    'itemsMenu.tickets': {
      name: 'Inscripciones',
      section: 'tickets',
      icon: '',
      position: 0,
      permissions: 'public',
      checked: true,
    },
  });
  await expect(step(page, 'publish')).toHaveAttribute('data-done', 'true');
  const landing = page.getByTestId('checklist-landing');
  await expect(
    landing.getByRole('link', { name: new RegExp(`/landing/${eventId}$`) }),
  ).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await landing.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('¡Enlace copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/landing/${eventId}$`),
  );
  await page.context().clearPermissions();

  // The list folds away and opens again.
  const toggle = checklist.getByRole('button', { name: 'Ocultar pasos' });
  await toggle.click();
  await expect(step(page, 'agenda')).toBeHidden();
  await checklist.getByRole('button', { name: 'Mostrar pasos' }).click();
  await expect(step(page, 'agenda')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('"Duplicar evento" makes a copy with the set-up and opens its admin', async ({ page }) => {
  const name = `Evento original ${uniqueId('d').replace(/-/g, '')}`;
  const sourceId = await createThroughUi(page, name);
  await adminDb.doc(paths.event(sourceId)).update({ 'styles.brandPrimary': '#123456' });
  await expect(step(page, 'appearance')).toHaveAttribute('data-done', 'true');

  await page.getByRole('button', { name: 'Duplicar evento' }).click();
  const dialog = page.getByTestId('duplicate-event');
  await expect(dialog.getByLabel('Nombre del evento')).toHaveValue(`Copia de ${name}`);
  await dialog.getByRole('button', { name: 'Duplicar' }).click();
  await expect(dialog.getByText('La fecha de inicio es requerida')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Fecha y hora de inicio').fill('2029-05-10T09:00');
  await dialog.getByLabel('Fecha y hora de finalización').fill('2029-05-11T18:00');
  await dialog.getByRole('button', { name: 'Duplicar' }).click();

  await expect(page.getByText('Evento duplicado: estás en la copia.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/eventadmin\/[^/]+\/main$/);
  const copyId = new URL(page.url()).pathname.split('/')[2] ?? '';
  expect(copyId).not.toBe(sourceId);
  const main = page.getByTestId('event-main-form');
  await expect(main.getByLabel('Nombre del evento')).toHaveValue(`Copia de ${name}`, {
    timeout: 30_000,
  });
  await expect(main.getByLabel('Fecha y hora de inicio')).toHaveValue('2029-05-10T09:00');
  // The copy carries the source's appearance: its step is already ticked.
  await expect(step(page, 'appearance')).toHaveAttribute('data-done', 'true');
  const copy = (await adminDb.doc(paths.event(copyId)).get()).data();
  expect(copy).toMatchObject({ author_id: organizer.uid, styles: { brandPrimary: '#123456' } });
});

test('the checklist fits a 390 px phone', async ({ page }) => {
  const eventId = await createThroughUi(page, `Evento móvil ${uniqueId('m').replace(/-/g, '')}`);
  await page.setViewportSize({ width: 390, height: 844 });
  const checklist = page.getByTestId('setup-checklist');
  await expect(step(page, 'agenda')).toHaveAttribute('data-done', 'false', { timeout: 30_000 });
  await expect(checklist.getByRole('button', { name: 'Ocultar pasos' })).toBeVisible();
  await expect(step(page, 'confirmation').getByRole('link')).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await step(page, 'confirmation').getByRole('link', { name: 'Mensaje de confirmación' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${eventId}/confirmacion-registro$`));
});

test('an event made through "Crear evento" takes a registration at once, with no set-up', async ({
  page,
  browser,
}) => {
  const name = `Evento sin preparar ${uniqueId('r').replace(/-/g, '')}`;
  const eventId = await createThroughUi(page, name);
  // Public with registration open from the start: the address to share is already there.
  await expect(step(page, 'publish')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('checklist-landing')).toContainText(`/landing/${eventId}`);

  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto(`/landing/${eventId}`);
  await expect(landing.getByRole('heading', { level: 1, name })).toBeVisible();
  await landing.getByRole('button', { name: 'Inscribirme' }).click();
  const form = landing.getByTestId('login-modal').getByTestId('registration-form');
  await form.getByLabel('Correo').fill(`${uniqueId('visita')}@aforo.test`.toLowerCase());
  await form.getByLabel(/^Nombres/).fill('Visitante Sin Preparación');
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(landing.getByTestId('registration-result')).toContainText('Registrado');
  await visitor.close();
});
