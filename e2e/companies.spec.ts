import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';
import { createAccount, createEvent, openAdmin } from './shell-support';
import { PIXEL_PNG, expectNoSeriousA11yViolations } from './support';

// Sign-in, the first listeners, uploads and the landing's chunks on a busy machine.
test.describe.configure({ timeout: 150_000 });

const stored = (name: string, index: number) => ({
  name,
  description: `<p>${name} expone en la feria.</p>`,
  short_description: '',
  stand_image: '/demo/productos/cafe-especial.svg',
  list_image: '/favicon.svg',
  stand_type: 'oro',
  visible: true,
  index,
  advisor: [],
  services: [],
  social_networks: [],
  gallery: [],
});

/** An event of its own, its Empresas section enabled, two companies and the stand type Oro. */
async function eventWithCompanies(authorId: string) {
  const event = await createEvent({
    author_id: authorId,
    itemsMenu: {
      event: {
        name: 'El evento',
        section: 'event',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      companies: {
        name: 'Empresas',
        section: 'companies',
        icon: '',
        position: 1,
        permissions: 'public',
        checked: true,
      },
    },
  });
  await adminDb.doc(paths.companySettings(event._id)).set({
    config: { visualization: 'list' },
    stand_types: [{ id: 'oro', label: 'Oro', value: 'Oro', color: '#B8860B' }],
  });
  await adminDb.doc(paths.company(event._id, 'empresa-alfa')).set(stored('Tostadora Alfa', 0));
  await adminDb.doc(paths.company(event._id, 'empresa-beta')).set(stored('Textiles Beta', 1));
  return event;
}

const order = (page: Page) => page.getByTestId('companies-order-item');

test('the organizer creates a company, reorders the list and the attendee sees that order', async ({
  page,
  browser,
}) => {
  const organizer = await createAccount('empresas');
  const event = await eventWithCompanies(organizer.uid);
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/empresas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  await expect(order(page)).toHaveCount(2, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // Crear empresa: the part 3 §5.1 messages first.
  await page.getByRole('link', { name: 'Crear empresa' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/empresas/crear$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Crear empresa' })).toBeVisible();
  const form = page.getByTestId('companies-form');
  const name = form.getByLabel('Nombre').first();
  await name.fill('Ab');
  // Leaving the field shows its message (and moves the layout) before the button is clicked.
  await name.blur();
  await expect(form.getByText('Ingrese un nombre de empresa válido')).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('la imagen es requerida')).toHaveCount(2);
  await expect(form.getByText('Este campo es requerido')).toBeVisible();
  await name.fill('');
  await name.blur();
  await expect(form.getByText('El nombre de la empresa es requerido')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A valid company: name, description, stand type, its two images.
  await name.fill('Cafetería La Ceiba');
  await form
    .locator('textarea[name="description"]')
    .fill('<p>Pasteles y <b>café de origen</b>.</p>');
  await form.getByLabel('Tipo de stand').selectOption({ label: 'Oro' });
  await form.locator('input[type="file"][name="list_image"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await form.locator('input[type="file"][name="stand_image"]').setInputFiles({
    name: 'stand.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(form.getByText('la imagen es requerida')).toHaveCount(0, { timeout: 30_000 });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/empresas$`), {
    timeout: 30_000,
  });
  // Appended after the companies already there.
  await expect(order(page)).toHaveText([/Tostadora Alfa/, /Textiles Beta/, /Cafetería La Ceiba/]);

  // The new company to the top, saved; a reload shows the stored order.
  await page.getByRole('button', { name: 'Subir Cafetería La Ceiba' }).click();
  await page.getByRole('button', { name: 'Subir Cafetería La Ceiba' }).click();
  const saveOrder = page.getByRole('button', { name: 'Guardar orden' });
  await saveOrder.click();
  // Saved when its spinner is gone and it stays off: while saving it is off too, and a reload
  // then cuts the write's request (the next page re-sends it from the cache's queue).
  await expect(saveOrder).not.toHaveAttribute('data-loading');
  await expect(saveOrder).toBeDisabled();
  await page.reload();
  await expect(order(page)).toHaveText([/Cafetería La Ceiba/, /Tostadora Alfa/, /Textiles Beta/], {
    timeout: 30_000,
  });

  // Delete after the confirmation.
  await page.getByRole('button', { name: 'Eliminar Textiles Beta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Una vez eliminado, no lo podrá recuperar');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(order(page)).toHaveText([/Cafetería La Ceiba/, /Tostadora Alfa/]);

  // The configuration screen is one click away, and axe-clean.
  await page.getByRole('link', { name: 'Configuración', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de empresas' }),
  ).toBeVisible();
  await expect(page.getByLabel('Tipo de stand 1: Nombre')).toHaveValue('Oro', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // A visitor's landing: the section through its nav, the saved order, the company's page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await context.newPage();
  await visitor.goto(`/landing/${event._id}`);
  await visitor.getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/landing/${event._id}/companies$`));
  const cards = visitor.getByTestId('landing-company');
  await expect(cards).toHaveText([/Cafetería La Ceiba/, /Tostadora Alfa/], { timeout: 30_000 });
  await expect(visitor.getByRole('heading', { name: 'Oro' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await cards.getByRole('link', { name: 'Cafetería La Ceiba' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/landing/${event._id}/companies/[^/]+$`));
  const description = visitor.getByTestId('landing-company-description');
  await expect(description).toHaveText('Pasteles y café de origen.');
  await expect(description.locator('b')).toHaveText('café de origen');
  await expectNoSeriousA11yViolations(visitor);
  await context.close();
});
