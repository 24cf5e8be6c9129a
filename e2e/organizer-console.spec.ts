import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { logInThroughModal, openAdmin, openSignedIn } from './shell-support';
import { PIXEL_PNG, expectNoSeriousA11yViolations } from './support';

const FERIA = DEMO.upcomingEventId;
const { organizer, staff } = DEMO.accounts;

// Sign-in, the first Firestore listeners and a build of the admin chunks on a busy machine.
test.describe.configure({ timeout: 120_000 });

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú de administración' });
}

test('the organizer signs in and reaches its event admin from "Administrar mis eventos"', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await logInThroughModal(page, organizer.email, organizer.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Administrar mis eventos' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventEdit/${organizer.uid}#events$`));
  const list = page.getByTestId('administered-events');
  await expect(list).toContainText(DEMO.upcomingEventName, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await list.getByRole('link', { name: `Administrar: ${DEMO.upcomingEventName}` }).click();
  // The admin's root opens the first section the organizer may use: the event's data.
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${FERIA}/main$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Datos del evento' })).toBeVisible();
  await expect(page.getByLabel('Nombre del evento')).toHaveValue(DEMO.upcomingEventName);

  // The landing offers its team the way back to the admin.
  await page.goto(`/landing/${FERIA}`);
  await page.getByTestId('landing-admin').click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${FERIA}`));
});

test('an event created from /create-event, renamed, re-dated, bannered and coloured shows every change on its landing', async ({
  page,
}) => {
  await openSignedIn(page, organizer.uid, '/');
  // The user menu's "Crear evento" button.
  await page.getByRole('link', { name: 'Crear evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-event/${organizer.uid}$`));
  const create = page.getByTestId('create-event-form');
  await create.getByRole('button', { name: 'Crear evento' }).click();
  await expect(create.getByText('El nombre es requerido')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const first = `Evento consola ${uniqueId('c').replace(/-/g, '')}`;
  await create.getByLabel('Nombre del evento').fill(first);
  await create.getByLabel('Fecha y hora de inicio').fill('2028-03-15T09:30');
  await create.getByLabel('Fecha y hora de finalización').fill('2028-03-16T18:00');
  await create.getByRole('button', { name: 'Crear evento' }).click();
  await expect(page).toHaveURL(/\/eventadmin\/[^/]+\/main$/, { timeout: 30_000 });
  const eventId = new URL(page.url()).pathname.split('/')[2]!;
  const stored = (await adminDb.doc(paths.event(eventId)).get()).data();
  expect(stored).toMatchObject({ name: first, author_id: organizer.uid, organizer_id: null });

  // main: name, dates and banner; an image over 5 MB is refused before any upload.
  const main = page.getByTestId('event-main-form');
  await expect(main.getByLabel('Nombre del evento')).toHaveValue(first);
  const renamed = `${first} renombrado`;
  await main.getByLabel('Nombre del evento').fill(renamed);
  await main.getByLabel('Fecha y hora de inicio').fill('2028-04-20T10:00');
  await main.getByLabel('Fecha y hora de finalización').fill('2028-04-21T17:30');
  const banner = main.locator('input[type="file"][name="banner_image"]');
  await banner.setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(main.getByText('El archivo debe pesar menos de 5 MB')).toBeVisible();
  await banner.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(main.getByRole('img', { name: 'Banner superior' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Información guardada correctamente!')).toBeVisible();
  // The e-mail banner is made from it for mail (uploadbase) and stored beside it, not a copy.
  const mailStyles = (await adminDb.doc(paths.event(eventId)).get()).data()?.styles;
  expect(decodeURIComponent(String(mailStyles?.banner_image_email))).toMatch(
    /\/events\/[^/]+\/images\/\d+-email-[0-9a-f]{16}-banner_image_email\.(png|jpg)\?/,
  );
  expect(mailStyles?.banner_image_email).not.toBe(mailStyles?.banner_image);

  // styles: colours, seen at once in the preview.
  await menu(page).getByRole('link', { name: 'Apariencia del evento' }).click();
  const styles = page.getByTestId('event-styles-form');
  await styles.getByLabel('Color de fondo').fill('#1a237e');
  await styles.getByLabel('Color de los botones').fill('#ffb300');
  await expect(page.getByTestId('styles-preview')).toHaveCSS(
    'background-color',
    'rgb(26, 35, 126)',
  );
  await expectNoSeriousA11yViolations(page);
  await styles.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Información guardada correctamente!').first()).toBeVisible();

  // After a reload the forms show what was stored.
  await page.reload();
  await expect(styles.getByLabel('Color de fondo')).toHaveValue('#1a237e', { timeout: 30_000 });
  await page.goto(`/eventadmin/${eventId}/main`);
  await expect(main.getByLabel('Nombre del evento')).toHaveValue(renamed, { timeout: 30_000 });
  await expect(main.getByLabel('Fecha y hora de inicio')).toHaveValue('2028-04-20T10:00');

  // The landing shows every change.
  await page.goto(`/landing/${eventId}`);
  const landing = page.getByTestId('event-landing');
  await expect(landing.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // The shared formatters (domain/src/entities/date-format.ts), in the event's zone.
  await expect(landing).toContainText(
    /20 de abr de 2028, 10:00\sa\.\sm\.\sal 21 de abr de 2028, 5:30\sp\.\sm\./,
  );
  await expect(page.getByTestId('landing-banner')).toHaveAttribute('src', /.+/);
  await expect(landing).toHaveCSS('background-color', 'rgb(26, 35, 126)');
  const saved = (await adminDb.doc(paths.event(eventId)).get()).data();
  // The mail-sized banner made at the first save survives the styles' save.
  expect(saved?.styles.banner_image_email).toBe(mailStyles?.banner_image_email);
});

test('a check-in-only staff member sees only the door', async ({ page }) => {
  // The seeded staff@aforo.test holds just the check-in permission.
  await openAdmin(page, staff.uid, `/eventadmin/${FERIA}`);
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${FERIA}/assistants$`), {
    timeout: 30_000,
  });
  const entries = (await menu(page).getByRole('link').allTextContents()).map((s) => s.trim());
  expect(entries).toEqual(['Asistentes / Check-in', 'Check-in por actividad']);
  await expect(page.getByRole('link', { name: 'Importar usuarios' })).toBeHidden();
  await page.goto(`/eventadmin/${FERIA}/adminUsers`);
  await expect(page.getByTestId('admin-forbidden')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: 'Generar y copiar contraseña temporal' }),
  ).toHaveCount(0);
  await page.goto(`/eventadmin/${FERIA}/main`);
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
