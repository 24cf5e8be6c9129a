import { expect, test } from '../fixtures';
import { workbookBytes } from '../../tests/support/workbooks';
import { GUESTS } from './data';
import { openEventAdmin, openSection } from './support-admin';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Journey 1, "Importar invitados": 20 guests from an .xlsx made here, whose headers are not the
 * event's field names, so the wizard's mapping is chosen by hand; importing it again adds none.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the organizer imports 20 guests from a spreadsheet, twice without duplicates', async ({
  page,
}) => {
  const workbook = workbookBytes([
    ['Correo electrónico', 'Nombre completo'],
    ...GUESTS.map((g) => [g.email, g.names]),
  ]);
  await openEventAdmin(page);
  await openSection(page, 'Asistentes / Check-in', 'Registrar ingreso');
  await page.getByRole('link', { name: 'Importar usuarios' }).click();
  await expect(page.getByText('Importación de usuarios - Excel')).toBeVisible();

  const importOnce = async () => {
    await page
      .getByTestId('import-page')
      .locator('input[type=file]')
      .setInputFiles({ name: 'invitados.xlsx', mimeType: XLSX, buffer: Buffer.from(workbook) });
    const mapping = page.getByTestId('import-mapping');
    await mapping.getByRole('combobox', { name: /^Correo/ }).selectOption('Correo electrónico');
    await mapping.getByRole('combobox', { name: /^Nombres/ }).selectOption('Nombre completo');
    await expect(page.getByTestId('import-missing')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByTestId('import-progress-text')).toHaveText('20 de 20 filas', {
      timeout: 60_000,
    });
    await expect(page.getByRole('tab', { name: 'Correctos (20)' })).toBeVisible();
  };
  await importOnce();
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await importOnce();
  // The second run updated the same 20 people.
  await page.getByRole('tab', { name: 'Correctos (20)' }).click();
  await expect(page.getByTestId('import-row-2')).toContainText('UPDATED');

  // The door's list counts the attendee who registered and the 20 guests, once each.
  await openSection(page, 'Asistentes / Check-in', 'Registrar ingreso');
  await expect(page.getByTestId('checkin-tags')).toContainText('Inscritos: 21');
});
