import { paths, STAFF_PERMISSIONS, type AforoEvent } from '@aforo/domain';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, uniqueId } from '../tests/support/admin';
import { addStaff, createAccount, createEvent, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The attendee configuration: datos (fields, their order and a condition),
 * confirmacion-registro and menuLanding, each seen where visitors meet it. The event is this
 * file's own, so the seeded one stays as other specs expect it.
 */
let organizer: { uid: string };
let event: AforoEvent;
const admin = (section: string) => `/eventadmin/${event._id}/${section}`;
const landing = () => `/landing/${event._id}`;

async function storedEvent() {
  return (await adminDb.doc(paths.event(event._id)).get()).data() as AforoEvent;
}

/** An anonymous visitor's registration form, from the landing's Inscribirme. */
async function openRegistration(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(landing());
  await page.getByTestId('landing-register').click();
  const form = page.getByTestId('login-modal').getByTestId('registration-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  return { context, page, form };
}

async function addField(page: Page, label: string, type: string, options: string[] = []) {
  await page.getByRole('button', { name: 'Agregar dato' }).click();
  const dialog = page.getByTestId('field-dialog');
  await dialog.getByLabel('Etiqueta').fill(label);
  await dialog.getByLabel('Tipo de dato').selectOption(type);
  const save = dialog.getByRole('button', { name: 'Guardar' });
  if (options.length > 0) {
    // A list needs an option before it can be saved (part 2 §5).
    await expect(save).toBeDisabled();
    const entry = dialog.getByLabel('Opciones');
    for (const [i, option] of options.entries()) {
      await entry.fill(option);
      await entry.press(i % 2 === 0 ? 'Enter' : 'Tab');
    }
    for (const option of options) {
      await expect(dialog.getByRole('button', { name: `Quitar opción ${option}` })).toBeVisible();
    }
  }
  await save.click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  organizer = await createAccount('organizer');
  event = await createEvent({
    name: `Evento ${uniqueId('campos')}`,
    itemsMenu: {
      event: {
        name: 'Evento',
        section: 'event',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      agenda: {
        name: 'Agenda',
        section: 'agenda',
        icon: '',
        position: 1,
        permissions: 'public',
        checked: true,
      },
      speakers: {
        name: 'Conferencistas',
        section: 'speakers',
        icon: '',
        position: 2,
        permissions: 'public',
        checked: true,
      },
    },
  });
  await addStaff(event._id, organizer.uid, 'admin', [...STAFF_PERMISSIONS]);
});

test('datos: a list field conditions another, and the registration form follows it', async ({
  page,
  browser,
}) => {
  await openAdmin(page, organizer.uid, admin('datos'));
  await expect(page.getByRole('heading', { name: 'Recopilación de datos' })).toBeVisible();
  await expect(page.getByTestId('field-row-email')).toContainText('Fijo');
  // The fixed fields cannot be deleted (part 2 §5).
  await expect(page.getByRole('button', { name: 'Eliminar Correo' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await addField(page, '¿Vienes acompañado?', 'list', ['Sí', 'No']);
  await expect(page.getByTestId('field-row-vienesAcompanado')).toContainText('Lista');
  await addField(page, 'Nombre del acompañante', 'text');
  await expect(page.getByTestId('field-row-nombreDelAcompanante')).toBeVisible();

  // Visible to contacts and admin-only exclude each other in the edit dialog.
  await page.getByRole('button', { name: 'Editar Nombre del acompañante' }).click();
  const dialog = page.getByTestId('field-dialog');
  const admins = dialog.getByLabel('Visible solo para administradores');
  const contacts = dialog.getByLabel('Visible para contactos');
  // Through their labels, as a user clicks them (Chakra's inputs are visually hidden).
  await dialog.getByText('Visible solo para administradores', { exact: true }).click();
  await expect(admins).toBeChecked();
  await dialog.getByText('Visible para contactos', { exact: true }).click();
  await expect(contacts).toBeChecked();
  await expect(admins).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Order: the companion's name goes before the question, then Guardar orden de Datos.
  await page.getByRole('button', { name: 'Subir Nombre del acompañante' }).click();
  await page.getByRole('button', { name: 'Guardar orden de datos' }).click();
  await expect(page.getByText('Orden guardado correctamente.')).toBeVisible();
  await expect
    .poll(async () => (await storedEvent()).user_properties.map((f) => f.name).slice(-2))
    .toEqual(['nombreDelAcompanante', 'vienesAcompanado']);

  // Campos Relacionados: show the companion's name when the answer is 'Sí'.
  await page.getByRole('tab', { name: 'Campos relacionados' }).click();
  await page.getByRole('button', { name: 'Agregar relación' }).click();
  const condition = page.getByTestId('condition-dialog');
  const select = (name: string) => condition.getByRole('combobox', { name, exact: true });
  await select('Dato').selectOption('nombreDelAcompanante');
  await select('Acción').selectOption('enabled');
  await select('Cuando el dato').selectOption('vienesAcompanado');
  await select('Tiene el valor').selectOption('Sí');
  await condition.getByRole('button', { name: 'Guardar' }).click();
  await expect(condition).toBeHidden();
  await expect(page.getByTestId('conditions-table')).toContainText('Nombre del acompañante');
  await expectNoSeriousA11yViolations(page);
  expect((await storedEvent()).fields_conditions).toEqual([
    {
      field: 'nombreDelAcompanante',
      state: 'enabled',
      fieldToValidate: 'vienesAcompanado',
      value: 'Sí',
    },
  ]);

  const visitor = await openRegistration(browser);
  const companion = visitor.form.getByLabel('Nombre del acompañante');
  await expect(companion).toBeHidden();
  await visitor.form.getByLabel('¿Vienes acompañado?').selectOption('Sí');
  await expect(companion).toBeVisible();
  await visitor.form.getByLabel('¿Vienes acompañado?').selectOption('No');
  await expect(companion).toBeHidden();
  await visitor.context.close();
});

test('confirmacion-registro: the message is saved, shown after registering and mailed', async ({
  page,
  browser,
}) => {
  await openAdmin(page, organizer.uid, admin('confirmacion-registro'));
  await expect(
    page.getByRole('heading', { name: 'Mensaje de confirmación de registro' }),
  ).toBeVisible();
  const message = page.getByLabel('Mensaje');
  await message.fill(
    '<p>Gracias por venir, <strong>te esperamos</strong>.</p><script>x()</script>',
  );
  await expect(page.getByTestId('registration_message-preview').locator('strong')).toHaveText(
    'te esperamos',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Stored as typed (sanitized where it is shown), and the form is back from saving.
  await expect
    .poll(async () => (await storedEvent()).registration_message)
    .toContain('Gracias por venir');
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('data-loading');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByLabel('Mensaje')).toHaveValue(/Gracias por venir/);

  const stamp = uniqueId('conf').replace(/[^a-z0-9]/gi, '');
  const email = `confirmado.${stamp}@aforo.test`;
  const visitor = await openRegistration(browser);
  await visitor.form.getByLabel('Correo').fill(email);
  await visitor.form.getByLabel('Nombres y apellidos').fill(`Confirmado ${stamp}`);
  await visitor.form.getByLabel('Documento de identidad').fill(String(Date.now()).slice(-10));
  await visitor.form.getByLabel('Contraseña').fill('Clave-Segura-1');
  await visitor.form.getByRole('button', { name: 'Registrarme' }).click();
  const result = visitor.page.getByTestId('registration-result');
  await expect(result).toContainText('Gracias por venir, te esperamos.', { timeout: 20_000 });
  // Sanitized on render: the script never reaches the page.
  await expect(result.locator('script')).toHaveCount(0);
  await visitor.context.close();

  const mails = await adminDb
    .collection(paths.mail())
    .where('event_id', '==', event._id)
    .where('kind', '==', 'registration')
    .get();
  expect(mails.docs.map((doc) => String(doc.get('text')))).toEqual([
    expect.stringContaining('Gracias por venir, te esperamos.'),
  ]);
});

test('menuLanding: a disabled section leaves the landing, a renamed one shows its name', async ({
  page,
}) => {
  await openAdmin(page, organizer.uid, admin('menuLanding'));
  await expect(page.getByRole('heading', { name: 'Habilitar secciones del evento' })).toBeVisible();
  await expect(page.locator('[data-testid^="menu-row-"]')).toHaveCount(23);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Habilitar Agenda').uncheck({ force: true });
  await expect(page.getByLabel('Nombre de Agenda')).toBeDisabled();
  await page.getByLabel('Nombre de Conferencistas').fill('Ponentes');
  // allow_register follows the tickets section (part 2 §4).
  await expect(page.getByTestId('menu-allow-register')).toContainText('deshabilitadas');
  await page.getByLabel('Habilitar Boletería').check({ force: true });
  await expect(page.getByTestId('menu-allow-register')).toContainText('Inscripciones habilitadas');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect.poll(async () => (await storedEvent()).allow_register).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Nombre de Conferencistas')).toHaveValue('Ponentes');
  await expect(page.getByLabel('Habilitar Agenda')).not.toBeChecked();

  await page.goto(landing());
  const nav = page.getByTestId('landing-sections');
  await expect(nav.getByRole('link', { name: 'Ponentes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveCount(0);
});
