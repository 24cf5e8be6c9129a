import { readFile } from 'node:fs/promises';
import { paths } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { readSheet, workbookBytes } from '../tests/support/workbooks';
import { openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer } = DEMO.accounts;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe.configure({ timeout: 180_000 });

/** An organization of its own, the organizer its admin, with one member to edit. */
async function freshOrganization() {
  const orgId = uniqueId('org-admin');
  const memberId = uniqueId('miembro');
  const now = new Date();
  await adminDb.doc(paths.organization(orgId)).set({
    _id: orgId,
    name: 'Fundación Prueba',
    description: '',
    banner_image_email: null,
    footer_image_email: null,
    styles: {},
    user_properties: [],
    created_at: now,
    updated_at: now,
  });
  await adminDb.doc(paths.organizationMember(orgId, organizer.uid)).set({
    role: 'admin',
    properties: { name: organizer.names, email: organizer.email, position: 'Directora' },
    created_at: now,
    updated_at: now,
  });
  await adminDb.doc(paths.organizationMember(orgId, memberId)).set({
    role: 'member',
    properties: { name: 'Miembro Uno', email: `${memberId}@example.com`, position: '' },
    created_at: now,
    updated_at: now,
  });
  return { orgId, memberId };
}

const tab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Secciones de la organización' })
    .getByRole('link', { name, exact: true });

test('the organization admin: appearance on the public page, member fields, a member edited, the organization import', async ({
  page,
}) => {
  const { orgId, memberId } = await freshOrganization();
  await openSignedIn(page, organizer.uid, `/admin/organization/${orgId}`);
  await expect(page.getByTestId('organization-admin')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('organization-stats')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Crear evento opens the create-event flow with this organization chosen.
  await page.getByTestId('organization-admin').getByRole('link', { name: 'Crear evento' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-event\\?orgId=${orgId}$`));
  await expect(page.getByLabel('Organización del evento')).toHaveValue(orgId, {
    timeout: 30_000,
  });
  await page.goBack();

  // Apariencia: a colour saved through the API paints the public page.
  await tab(page, 'Apariencia').click();
  await expect(page.getByRole('heading', { name: 'Apariencia de la organización' })).toBeVisible();
  const styles = page.getByTestId('organization-styles-form');
  await styles.getByLabel('Color de fondo').fill('#fde2b8');
  await expectNoSeriousA11yViolations(page);
  await styles.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Información guardada correctamente!').first()).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(paths.organization(orgId)).get()).get('styles'))
    .toMatchObject({ containerBgColor: '#fde2b8' });

  // Configuración miembros: a member field added with the event's field dialog.
  await tab(page, 'Configuración miembros').click();
  await page.getByRole('button', { name: 'Agregar dato' }).click();
  const dialog = page.getByTestId('field-dialog');
  await dialog.getByLabel('Etiqueta').fill('Sede');
  await dialog.getByLabel('Tipo de dato').selectOption('text');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('field-row-sede')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const fields = async () =>
    (
      (await adminDb.doc(paths.organization(orgId)).get()).get('user_properties') as {
        name: string;
      }[]
    ).map((f) => f.name);
  await expect.poll(fields).toEqual(['sede']);

  // Miembros: edit a member's position and new field; an invalid e-mail is refused first.
  await tab(page, 'Miembros').click();
  // On a phone the members' table scrolls inside its box; the page itself never does.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('organization-members')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByText('Solo se muestran los primeros 50 usuarios')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Editar Miembro Uno' }).click();
  const form = page.getByTestId('member-form');
  await form.getByLabel('Cargo').fill('Tesorera');
  await form.getByLabel('Sede').fill('Cali');
  await form.getByLabel('Correo').fill('no-es-un-correo');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ingrese un correo válido')).toBeVisible();
  await expect(form.getByLabel('Correo')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Correo').fill(`${memberId}@example.com`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const table = page.getByTestId('organization-members');
  await expect(table.getByRole('row').filter({ hasText: 'Miembro Uno' })).toContainText('Tesorera');
  const stored = await adminDb.doc(paths.organizationMember(orgId, memberId)).get();
  expect(stored.get('properties')).toMatchObject({ position: 'Tesorera', sede: 'Cali' });

  // The organization import: a small workbook adds members; a re-run adds none.
  const stamp = uniqueId('importado').toLowerCase();
  const emails = [`${stamp}-1@example.com`, `${stamp}-2@example.com`];
  const workbook = workbookBytes([
    ['name', 'email', 'position', 'Sede'],
    ['Ángela Núñez', emails[0], 'Analista', 'Bogotá'],
    ['Tomás Ibáñez', emails[1], 'Gerente', 'Medellín'],
  ]);
  const members = adminDb.collection(paths.organizationMembers(orgId));
  const imported = async () =>
    (await members.where('properties.email', 'in', emails).count().get()).data().count;
  const runImport = async () => {
    await page
      .getByTestId('import-page')
      .locator('input[type=file]')
      .setInputFiles({ name: 'miembros.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(workbook) });
    await expect(page.getByTestId('import-mapping')).toBeVisible();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByTestId('import-progress-text')).toHaveText('2 de 2 filas', {
      timeout: 60_000,
    });
    await page.getByRole('tab', { name: 'Correctos (2)' }).click();
  };
  await page.getByRole('link', { name: 'Importar miembros' }).click();
  await expect(page.getByText('Importación de usuarios - Excel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The empty template carries the spec's name for an organization (part 3 §9) and its columns.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/^usersorganization_template_\d{6}\.xls$/);
  const sheet = readSheet(await readFile(await template.path()));
  expect(sheet.sheetName).toBe('Miembros');
  expect(sheet.rows[0]?.slice(0, 3)).toEqual(['name', 'email', 'position']);
  await runImport();
  await expectNoSeriousA11yViolations(page);
  expect(await imported()).toBe(2);
  const angela = await members.where('properties.email', '==', emails[0]).get();
  expect(angela.docs[0]?.get('properties')).toMatchObject({
    name: 'Ángela Núñez',
    position: 'Analista',
    sede: 'Bogotá',
  });
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await runImport();
  await expect(page.getByTestId('import-row-2')).toContainText('UPDATED');
  expect(await imported()).toBe(2);

  // The public page shows the organization's colour.
  await page.goto(`/organization/${orgId}/events`);
  await expect(page.getByTestId('organization-events')).toHaveCSS(
    'background-color',
    'rgb(253, 226, 184)',
    { timeout: 30_000 },
  );
  await expectNoSeriousA11yViolations(page);
});
