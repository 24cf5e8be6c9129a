import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { createEvent, eventContentWriter, menuSection, openAdmin } from './shell-support';

/** Part 2 §8's success messages of the speakers and agenda screens, shown where the spec says. */

const { organizer } = DEMO.accounts;

test.describe.configure({ timeout: 120_000 });

test('saving a speaker and deleting an activity say what the spec quotes', async ({ page }) => {
  const event = await createEvent({
    name: `Mensajes ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    organizer_id: null,
    itemsMenu: {
      event: menuSection({ section: 'event', name: 'El evento', position: 0 }),
      agenda: menuSection({ section: 'agenda', name: 'Agenda', position: 1 }),
      speakers: menuSection({ section: 'speakers', name: 'Conferencistas', position: 2 }),
    },
  });
  const item = eventContentWriter(event._id);
  await Promise.all([
    item('spaces', 'sala-1', { name: 'Sala Andes' }),
    item('types', 'tipo-1', { name: 'Conferencia' }),
    item('categories', 'cat-1', { name: 'Tecnología', color: '#1F77B4' }),
    item('activities', 'charla-borrable', {
      name: 'Charla borrable',
      subtitle: '',
      datetime_start: '2027-03-15 09:00',
      datetime_end: '2027-03-15 10:00',
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

  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/speakers`);
  await page.getByRole('button', { name: 'Nuevo conferencista' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Rosa Valencia');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Conferencista guardado correctamente!').first()).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`/eventadmin/${event._id}/agenda`);
  await page.getByRole('button', { name: 'Eliminar Charla borrable' }).click({ timeout: 30_000 });
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Actividad eliminada').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await adminDb.doc(`${paths.event(event._id)}/activities/charla-borrable`).get()).exists,
    )
    .toBe(false);
});
