import { paths } from '@aforo/domain';
import { expect, provokes, test } from './fixtures';
import { adminAuth, adminDb, uniqueId } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { smtpStandIn, standInPorts } from '../tests/stand-ins';
import { addStaff, createAccount, createEvent, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * A mail to one role reaches exactly that role's attendees over SMTP, once, after a confirmation,
 * and is listed in Comunicaciones enviadas; a mail with no recipients is refused. Before sending,
 * the organizer sees the server's count and the mail as one recipient gets it, and can send a test
 * to their own verified address only.
 */
const smtp = smtpStandIn();

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
});
test.afterAll(async () => {
  await smtp.stop();
});

test('a mail to one role reaches exactly its attendees and is listed as sent', async ({ page }) => {
  const admin = uniqueId('org-admin');
  const event = await createEvent({ name: 'Congreso de comunicaciones' });
  await addStaff(event._id, admin, 'admin', []);
  for (const [id, name] of [
    ['rol-ponentes', 'Ponentes'],
    ['rol-visitantes', 'Visitantes'],
  ] as const) {
    await adminDb
      .doc(paths.eventContentItem(event._id, 'roles', id))
      .set({ name, event_id: event._id, created_at: new Date(), updated_at: new Date() });
  }
  const speakers = [uniqueId('ponente-a'), uniqueId('ponente-b')].map((id) =>
    `${id}@example.com`.toLowerCase(),
  );
  const visitor = `${uniqueId('visitante')}@example.com`.toLowerCase();
  for (const email of speakers) await seedAttendee(event._id, { email, rolId: 'rol-ponentes' });
  await seedAttendee(event._id, { email: visitor, rolId: 'rol-visitantes' });

  await openAdmin(page, admin, `/eventadmin/${event._id}/invitados`);
  await expect(page.getByTestId('invitados-page')).toBeVisible();
  const recipients = page.getByLabel('Destinatarios');

  // No recipients: refused before anything is sent.
  await recipients.selectOption('emails');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByTestId('communication-error')).toHaveText(
    'Seleccione al menos un destinatario',
  );

  await recipients.selectOption({ label: 'Rol: Ponentes' });
  const subject = `Horario de ponentes ${uniqueId('s')}`;
  await page.getByLabel('Asunto').fill(subject);
  await page.getByLabel('Mensaje').fill('La sala abre a las 8:00.');
  // The server counts; the first API call of a run may wait for the function to start.
  await expect(page.getByTestId('communication-preview')).toContainText(
    'Se enviará a 2 destinatarios',
    { timeout: 60_000 },
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  // More than one person: asked first, with the count the server gives now.
  const confirm = page.getByTestId('send-confirm-dialog');
  await expect(confirm).toContainText('Se enviará a 2 destinatarios. ¿Continuar?', {
    timeout: 60_000,
  });
  await expectNoSeriousA11yViolations(page);
  // An impatient double click confirms once: the send id makes the second one a no-op.
  await confirm.getByRole('button', { name: 'Sí, enviar' }).dblclick();
  // The first API call of a run may wait for the functions emulator to start the function.
  await expect(page.getByTestId('communication-result')).toHaveText('2 correos en cola', {
    timeout: 60_000,
  });
  await expect(confirm).toBeHidden();

  for (const email of speakers) {
    await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject, 60_000);
  }
  expect(smtp.inbox.filter((m) => m.subject === subject)).toHaveLength(2);
  const queued = await adminDb
    .collection(paths.mail())
    .where('event_id', '==', event._id)
    .where('subject', '==', subject)
    .get();
  expect(queued.size).toBe(2);
  expect(smtp.inbox.some((m) => m.envelopeTo.includes(visitor))).toBe(false);

  await page.getByRole('link', { name: 'Comunicaciones enviadas' }).first().click();
  const table = page.getByTestId('communications-sent');
  for (const email of speakers) await expect(table).toContainText(email);
  await expect(table).not.toContainText(visitor);
  await expectNoSeriousA11yViolations(page);
});

test('the count and preview come from the server; the test goes only to the organizer', async ({
  page,
}) => {
  const organizer = await createAccount('org-mail');
  const event = await createEvent({ name: 'Congreso de pruebas de correo' });
  await addStaff(event._id, organizer.uid, 'admin', []);
  await adminDb
    .doc(paths.eventContentItem(event._id, 'roles', 'rol-jurado'))
    .set({ name: 'Jurado', event_id: event._id, created_at: new Date(), updated_at: new Date() });
  const jurors = [
    ['Inés Jurado Núñez', `${uniqueId('jurado-a')}@example.com`.toLowerCase()],
    ['Óscar Jurado Peña', `${uniqueId('jurado-b')}@example.com`.toLowerCase()],
    ['Úrsula Jurado Díaz', `${uniqueId('jurado-c')}@example.com`.toLowerCase()],
  ] as const;
  for (const [names, email] of jurors) {
    await seedAttendee(event._id, { email, names, rolId: 'rol-jurado' });
  }

  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/invitados`);
  await page.getByLabel('Destinatarios').selectOption({ label: 'Rol: Jurado' });
  await expect(page.getByTestId('communication-count')).toHaveText('Se enviará a 3 destinatarios', {
    timeout: 60_000,
  });
  const subject = `Deliberación ${uniqueId('s')}`;
  await page.getByLabel('Asunto').fill(subject);
  await page.getByLabel('Mensaje').fill('Sala 2 <script>alert(1)</script>');

  // The preview: sample data first, then one recipient of the audience.
  const preview = page.getByTestId('mail-preview');
  await expect(preview).toContainText(`Asunto: ${subject}`, { timeout: 30_000 });
  await expect(preview).toContainText('Hola Nombre del asistente,');
  await expect(preview).toContainText('Sala 2 <script>alert(1)</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  const [names, email] = jurors[1];
  await page.getByLabel('Ver la vista previa como').selectOption(email);
  await expect(preview).toContainText(`Para: ${email}`);
  await expect(preview).toContainText(`Hola ${names},`);
  await expectNoSeriousA11yViolations(page);
  // On a phone the preview and both buttons fit; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Enviar prueba', 'Enviar']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 720 });

  // "Enviar prueba": to the organizer only, who is told where it went.
  await page.getByRole('button', { name: 'Enviar prueba' }).click();
  await expect(page.getByTestId('communication-test-result')).toHaveText(
    `Prueba enviada a ${organizer.email}. Revise su bandeja de entrada.`,
    { timeout: 60_000 },
  );
  // The test mail counts against the event's hourly quota, which the organizer sees here.
  await expect(page.getByTestId('mail-quota-usage')).toContainText(/^1 de 2\.?000 correos usados/);
  const test = await smtp.waitFor((m) => m.subject === `[Prueba] ${subject}`, 60_000);
  expect(test.envelopeTo).toEqual([organizer.email]);
  expect(smtp.inbox.filter((m) => m.subject.includes(subject))).toHaveLength(1);
  for (const [, juror] of jurors) expect(smtp.to(juror)).toHaveLength(0);
});

test('the test send is refused, with how to fix it, while the address is unverified', async ({
  page,
}) => {
  const organizer = await createAccount('org-unverified');
  await adminAuth.updateUser(organizer.uid, { emailVerified: false });
  const event = await createEvent({ name: 'Congreso sin verificar' });
  await addStaff(event._id, organizer.uid, 'admin', []);
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/invitados`);
  const subject = `Sin verificar ${uniqueId('s')}`;
  // The refusal under test: the browser logs the 403.
  provokes(/status of 403 .*\/mailings\/test/);
  await page.getByLabel('Asunto').fill(subject);
  await page.getByRole('button', { name: 'Enviar prueba' }).click();
  const result = page.getByTestId('communication-test-result');
  await expect(result).toContainText('No se pudo enviar la prueba', { timeout: 60_000 });
  await expect(result).toContainText('Debes verificar tu correo');
  await expect(result).toContainText('enlace de acceso');
  expect(smtp.inbox.some((m) => m.subject.includes(subject))).toBe(false);
});

test('the same mail confirmed in two tabs goes out once', async ({ page }) => {
  const organizer = await createAccount('org-tabs');
  const event = await createEvent({ name: 'Congreso en dos pestañas' });
  await addStaff(event._id, organizer.uid, 'admin', []);
  const guests = [uniqueId('tab-a'), uniqueId('tab-b')].map((id) =>
    `${id}@example.com`.toLowerCase(),
  );
  for (const email of guests) await seedAttendee(event._id, { email });
  const subject = `Dos pestañas ${uniqueId('s')}`;

  const other = await page.context().newPage();
  const tabs = [page, other];
  for (const tab of tabs) {
    await openAdmin(tab, organizer.uid, `/eventadmin/${event._id}/invitados`);
    await tab.getByLabel('Destinatarios').selectOption('emails');
    await tab.getByLabel('Correos (separados por coma o línea)').fill(guests.join(', '));
    await tab.getByLabel('Asunto').fill(subject);
    await tab.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(tab.getByTestId('send-confirm-dialog')).toContainText(
      'Se enviará a 2 destinatarios. ¿Continuar?',
      { timeout: 60_000 },
    );
  }
  await page.bringToFront();
  await page.getByRole('button', { name: 'Sí, enviar' }).click();
  await expect(page.getByTestId('communication-result')).toHaveText('2 correos en cola', {
    timeout: 60_000,
  });
  await other.bringToFront();
  await other.getByRole('button', { name: 'Sí, enviar' }).click();
  await expect(other.getByTestId('communication-result')).toHaveText(
    'Este envío ya estaba confirmado: 2 correos en cola',
    { timeout: 60_000 },
  );
  for (const email of guests) {
    await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject, 60_000);
  }
  const queued = await adminDb
    .collection(paths.mail())
    .where('event_id', '==', event._id)
    .where('subject', '==', subject)
    .get();
  expect(queued.size).toBe(2);
  await other.close();
});
