import { expect, provokes, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { createEvent, openAdmin } from './shell-support';

/**
 * Spec part 1 §2.1 "a few fixed paths lead to specific events": the organizer chooses the short
 * address in the event's settings; it works at once (looked up at run time, no rebuild), is
 * unique across the platform and cannot hide one of the app's own addresses.
 */

const { organizer } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

test('a short address chosen in the settings opens the event; a taken or reserved one is refused', async ({
  page,
}) => {
  // The refused saves (a reserved and a taken address) answer 400/409, which the browser logs.
  provokes(/status of (400|409) .*\/api\/events\//);

  const stamp = Date.now().toString(36);
  const event = await createEvent({
    name: `Feria corta ${stamp}`,
    author_id: organizer.uid,
    organizer_id: null,
  });
  // Another event already holds this one.
  const taken = `tomada${stamp}`;
  await adminDb.doc(paths.shortPath(taken)).set({ event_id: 'evt-otro-evento' });

  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/main`);
  const main = page.getByTestId('event-main-form');
  const field = main.getByLabel('Dirección corta');
  await expect(field).toBeVisible({ timeout: 30_000 });

  await field.fill('landing');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(main.getByText('Esta dirección es de la plataforma: elija otra')).toBeVisible();

  await field.fill(taken);
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(main.getByText('Esta dirección corta ya es de otro evento')).toBeVisible();

  const chosen = `feria${stamp}`;
  await field.fill(`/Feria${stamp}`);
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Información guardada correctamente!').first()).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(paths.shortPath(chosen)).get()).data()?.event_id)
    .toBe(event._id);

  // Opened by anyone, signed in or not, the short address lands on the event.
  await page.goto(`/${chosen}`);
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible({
    timeout: 30_000,
  });

  // An address nobody holds is still the platform's 404.
  await page.goto(`/nadie${stamp}`);
  await expect(page.getByText('Lo sentimos, la página que está visitando no existe.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`/nadie${stamp}$`));
});
