import { type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import type { ItemsMenu, MenuSection } from '@aforo/domain';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { createEvent, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/** Ticket types, staff and custom pages, set up as the organizer. */

const { organizer, volunteer } = DEMO.accounts;

// The first Firestore listeners of a run are slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const section = (over: Pick<MenuSection, 'section' | 'name' | 'position'>): MenuSection => ({
  icon: '',
  permissions: 'public',
  checked: true,
  ...over,
});

/** A fresh event of the organizer's, so the demo event stays as seeded. */
async function organizersEvent(itemsMenu: ItemsMenu = {}) {
  return createEvent({
    name: `Montaje ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    organizer_id: null,
    itemsMenu,
    event_stages: [{ stage_id: 'etapa-1', title: 'Preventa' }],
    tickets: [],
  });
}

const dialog = (page: Page) => page.getByRole('dialog');

test('a ticket type added in ticketsEvent is offered on the landing, stages are editable', async ({
  page,
}) => {
  const event = await organizersEvent({
    event: section({ section: 'event', name: 'El evento', position: 0 }),
    tickets: section({ section: 'tickets', name: 'Entradas', position: 1 }),
  });
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/ticketsEvent`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de tiquete' })).toBeVisible();
  // The first API read of a run wakes the functions emulator: it may take a while.
  await expect(page.getByTestId('stages-form')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Agregar tiquete' }).click();
  await dialog(page).getByLabel('Nombre').fill('Estudiante');
  await dialog(page).getByLabel('Etapa').selectOption({ label: 'Preventa' });
  await dialog(page).getByLabel('Precio').fill('15000');
  await dialog(page).getByLabel('Cupo').fill('0');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  // The schema refuses a capacity of 0 under its field, and the form keeps what was typed.
  await expect(dialog(page).getByText('El cupo debe ser mayor que 0')).toBeVisible();
  await dialog(page).getByLabel('Cupo').fill('25');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Estudiante' })).toBeVisible();

  // A second stage, saved on the event (read back from the store: toasts of earlier saves may
  // still be queued) and still there after a reload.
  await page.getByRole('button', { name: 'Agregar etapa' }).click();
  await page.getByLabel('Etapa 2').fill('Venta general');
  await page.getByRole('button', { name: 'Guardar etapas' }).click();
  await expect
    .poll(async () => {
      const stored = (await adminDb.doc(paths.event(event._id)).get()).data();
      return (stored?.event_stages ?? []).map((stage: { title: string }) => stage.title);
    })
    .toContain('Venta general');
  await page.reload();
  await expect(page.getByLabel('Etapa 2')).toHaveValue('Venta general');
  await expect(page.getByRole('cell', { name: 'Estudiante' })).toBeVisible();

  await page.goto(`/landing/${event._id}/tickets`);
  const tickets = page.getByTestId('landing-tickets');
  await expect(tickets).toContainText('Estudiante · Preventa');
  await expect(tickets).toContainText('$15.000');
  await expect(tickets).toContainText('25 cupos');
});

test('the organizer invites a seeded account to the staff with only check-in', async ({
  page,
  browser,
}) => {
  const event = await organizersEvent();
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff del evento' })).toBeVisible();
  await page.getByRole('button', { name: 'Invitar al staff' }).click();
  await dialog(page).getByLabel('Correo').fill(volunteer.email);
  await dialog(page).getByLabel('Nombre').fill(volunteer.names);
  await dialog(page).getByLabel('Rol').selectOption({ label: 'Staff' });
  await dialog(page).getByText('Check-in', { exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(volunteer.email) });
  await expect(row).toContainText('Check-in');
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(volunteer.email) })).toContainText(
    'Check-in',
  );
  await expectNoSeriousA11yViolations(page);

  // The invited member signs in (its own browser) and finds the door, and only the door.
  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await openAdmin(staffPage, volunteer.uid, `/eventadmin/${event._id}`);
  await expect(staffPage).toHaveURL(new RegExp(`/eventadmin/${event._id}/assistants$`));
  const entries = await staffPage.getByTestId('admin-menu').getByRole('link').allTextContents();
  expect(entries.map((entry) => entry.trim())).toEqual([
    'Asistentes / Check-in',
    'Check-in por actividad',
  ]);
  await context.close();
});

test('a published custom page shows in the landing navigation, its body sanitized', async ({
  page,
}) => {
  const event = await organizersEvent({
    event: section({ section: 'event', name: 'El evento', position: 0 }),
  });
  // The hostile body's handler is blocked by the CSP too, which says so in the console.
  provokes(/Executing inline event handler violates .*Content Security Policy/);
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Páginas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Agregar página' }).click();
  await dialog(page).getByLabel('Título').fill('Cómo llegar');
  await dialog(page).getByLabel('Dirección').fill('como-llegar');
  await dialog(page)
    .getByLabel('Contenido')
    .fill('<p>Tome el bus 12.</p><img src="x" alt="" onerror="window.__paginaXss = 1">');
  await dialog(page).getByText('Publicada', { exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Cómo llegar' })).toBeVisible();

  await page.goto(`/landing/${event._id}`);
  const pagesNav = page.getByRole('navigation', { name: 'Páginas del evento' });
  await pagesNav.getByRole('link', { name: 'Cómo llegar' }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/p/como-llegar$`));
  await expect(page.getByTestId('landing-page-como-llegar')).toContainText('Tome el bus 12.');
  expect(await page.evaluate(() => (window as { __paginaXss?: number }).__paginaXss)).toBe(
    undefined,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the ticket design, app settings, notifications and FAQs are saved and read back', async ({
  page,
}) => {
  const event = await organizersEvent();
  const saved = page.getByText('¡Información guardada correctamente!');
  const admin = `/eventadmin/${event._id}`;

  await openAdmin(page, organizer.uid, `${admin}/ticket`);
  const footer = page.getByLabel('Nota al pie (condiciones de ingreso)');
  await footer.fill('Presente su documento en la entrada.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(saved).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${admin}/configurationApp`);
  await page.getByLabel('Id del video o transmisión de Vimeo').fill('76979871');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(saved.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${admin}/notifications`);
  await page.getByLabel('Firma de los correos del evento').fill('Equipo de montaje');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(saved.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${admin}/falqs`);
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await dialog(page).getByLabel('Pregunta').fill('¿Hay parqueadero?');
  await dialog(page).getByLabel('Respuesta').fill('<p>Sí, en el sótano.</p>');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page)).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Everything was stored: each screen reads it back after a reload.
  await page.reload();
  await expect(page.getByRole('cell', { name: '¿Hay parqueadero?' })).toBeVisible();
  await page.goto(`${admin}/ticket`);
  await expect(page.getByLabel('Nota al pie (condiciones de ingreso)')).toHaveValue(
    'Presente su documento en la entrada.',
  );
  await page.goto(`${admin}/configurationApp`);
  await expect(page.getByLabel('Id del video o transmisión de Vimeo')).toHaveValue('76979871');
  await page.goto(`${admin}/notifications`);
  await expect(page.getByLabel('Firma de los correos del evento')).toHaveValue('Equipo de montaje');
});
