import { readFile } from 'node:fs/promises';
import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { readSheet } from '../tests/support/workbooks';
import { openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer } = DEMO.accounts;
const ORG = DEMO.organizationId;

test.describe.configure({ timeout: 90_000 });

async function counts(eventId: string) {
  const attendees = adminDb.collection(paths.attendees(eventId));
  const [all, checked] = await Promise.all([
    attendees.count().get(),
    attendees.where('checked_in', '==', true).count().get(),
  ]);
  return { all: all.data().count, checked: checked.data().count };
}

test('the organization admin shows exact statistics for its two events and exports its members', async ({
  page,
}) => {
  await openSignedIn(page, organizer.uid, `/admin/organization/${ORG}`);
  await expect(page.getByTestId('organization-admin')).toBeVisible({ timeout: 30_000 });
  for (const eventId of [DEMO.upcomingEventId, DEMO.pastEventId]) {
    const { all, checked } = await counts(eventId);
    const cells = page.getByTestId(`organization-stats-${eventId}`).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(String(all));
    await expect(cells.nth(2)).toHaveText(String(checked));
    await expect(cells.nth(3)).toHaveText(String(all - checked));
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Miembros', exact: true }).click();
  await expect(page.getByTestId('organization-members')).toContainText(organizer.email);
  await expect(page.getByText('Solo se muestran los primeros 50 usuarios')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Miembros_\d{6}\.xlsx$/);
  const { sheetName, rows } = readSheet(await readFile(await download.path()));
  expect(sheetName).toBe('Members');
  expect(rows.some((row) => row.includes(organizer.email))).toBe(true);

  // Add a member (an invalid e-mail is refused first), then remove it.
  const form = page.getByTestId('add-member');
  const email = `${uniqueId('miembro')}@example.com`.toLowerCase();
  await form.getByLabel('Nombre').fill('Lucía Ñáñez');
  await form.getByLabel('Correo').fill('no-es-un-correo');
  await form.getByRole('button', { name: 'Agregar miembro' }).click();
  await expect(form.getByLabel('Correo')).toHaveAttribute('aria-invalid', 'true');
  const members = adminDb.collection(paths.organizationMembers(ORG));
  expect((await members.where('properties.email', '==', 'no-es-un-correo').get()).size).toBe(0);
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel('Cargo').fill('Coordinadora');
  await form.getByRole('button', { name: 'Agregar miembro' }).click();
  const table = page.getByTestId('organization-members');
  await expect(table).toContainText(email);
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Eliminar|Borrar/ })
    .click();
  await expect(table).not.toContainText(email);
  expect((await members.where('properties.email', '==', email).get()).size).toBe(0);
});

test('the public organization landing lists upcoming and past events', async ({ page }) => {
  await page.goto(`/organization/${ORG}/events`);
  const upcoming = page.getByRole('region', { name: 'Próximos eventos' });
  const past = page.getByRole('region', { name: 'Eventos pasados' });
  await expect(upcoming).toContainText(DEMO.upcomingEventName);
  await expect(past).toContainText(DEMO.pastEventName);
  await expectNoSeriousA11yViolations(page);
});

test('the event admin menu leads to the organization admin', async ({ page }) => {
  await openAdmin(page, organizer.uid, `/eventadmin/${DEMO.upcomingEventId}/main`);
  await page.getByRole('link', { name: 'Organización del evento' }).first().click();
  await expect(page.getByTestId('organization-admin')).toBeVisible({ timeout: 30_000 });
});
