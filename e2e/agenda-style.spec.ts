import { expect, provokes, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { createEvent, eventContentWriter, menuSection, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Part 3 §2.9 and §3.11: the styles screen ("Configuración de estilos") edits how the landing's
 * agenda shows activities (hideDatesAgenda, hideDatesAgendaItem, hideHoursAgenda,
 * hideBtnDetailAgenda), and a failed save says "Error al guardar".
 */

const { organizer } = DEMO.accounts;

test.describe.configure({ timeout: 120_000 });

test('the styles screen hides the agenda dates on the landing; a failed save says so', async ({
  page,
}) => {
  const event = await createEvent({
    name: `Agenda sin fechas ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    organizer_id: null,
    itemsMenu: {
      event: menuSection({ section: 'event', name: 'El evento', position: 0 }),
      agenda: menuSection({ section: 'agenda', name: 'Agenda', position: 1 }),
    },
  });
  const item = eventContentWriter(event._id);
  await Promise.all([
    item('spaces', 'sala-1', { name: 'Sala Andes' }),
    item('types', 'tipo-1', { name: 'Conferencia' }),
    item('categories', 'cat-1', { name: 'Tecnología', color: '#1F77B4' }),
    item('activities', 'charla-1', {
      name: 'Charla de apertura',
      subtitle: '',
      datetime_start: '2027-03-15 09:00',
      datetime_end: '2027-03-15 10:30',
      space_id: 'sala-1',
      type_id: 'tipo-1',
      activity_categories_ids: ['cat-1'],
      host_ids: [],
      capacity: 0,
      access_restriction_type: 'OPEN',
      access_restriction_rol_ids: [],
      isPublished: true,
    }),
  ]);

  // By default the agenda shows its days, each activity's date and hours, no detail button.
  await page.goto(`/landing/${event._id}/agenda`);
  const agenda = page.getByTestId('landing-agenda');
  await expect(agenda.getByTestId('landing-activity')).toContainText('Charla de apertura', {
    timeout: 30_000,
  });
  await expect(agenda.getByTestId('agenda-day')).toHaveCount(1);
  await expect(agenda.getByTestId('agenda-filter-day')).toBeVisible();
  await expect(agenda.getByTestId('landing-activity-when')).toContainText('9:00 a 10:30');
  await expect(agenda.getByRole('link', { name: 'Ver detalle' })).toHaveCount(0);

  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/styles`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de estilos' }),
  ).toBeVisible();
  const styles = page.getByTestId('event-styles-form');
  await expect(styles.getByText('Ocultar los días en la agenda')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await styles.getByText('Ocultar los días en la agenda').click();
  await styles.getByText('Ocultar las horas de las actividades').click();
  await styles.getByText('Ocultar el botón «Ver detalle» de las actividades').click();

  // The server fails once: the toast says "Error al guardar" and the form keeps the switches.
  provokes(/status of 500 .*\/api\/events\//);
  let failed = false;
  await page.route(`**/api/events/${event._id}`, async (route) => {
    if (route.request().method() === 'PUT' && !failed) {
      failed = true;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, message: 'Error interno' }),
      });
      return;
    }
    await route.continue();
  });
  await styles.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Error al guardar').first()).toBeVisible();
  expect(failed).toBe(true);

  await styles.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información guardada correctamente!').first()).toBeVisible();
  await expect
    .poll(async () => {
      const stored = (await adminDb.doc(paths.event(event._id)).get()).data();
      return stored?.styles?.hideDatesAgenda;
    })
    .toBe(true);

  // The landing's agenda now shows no days (no filter, no headings) and no hours, but a detail
  // button; each activity keeps its own date (hideDatesAgendaItem is still off).
  await page.goto(`/landing/${event._id}/agenda`);
  await expect(agenda.getByTestId('landing-activity')).toContainText('Charla de apertura', {
    timeout: 30_000,
  });
  await expect(agenda.getByTestId('agenda-day')).toHaveCount(0);
  await expect(agenda.getByTestId('agenda-filter-day')).toHaveCount(0);
  await expect(agenda.getByTestId('landing-activity-when')).not.toContainText('9:00');
  await expect(agenda.getByTestId('landing-activity-when')).toContainText('Sala Andes');
  await agenda.getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/activity/charla-1$`));
});
