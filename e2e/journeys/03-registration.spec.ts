import { expect, test } from '../fixtures';
import { decodeQrImage } from '../qr-support';
import { PHONE } from './data';
import { need, saveState } from './state';
import { expectNoSeriousA11yViolations, mailTo } from './support';

/**
 * Journey 2, an attendee registers: an anonymous visitor on a phone opens the landing by its link,
 * "Inscribirme" shows the form the organizer built (names, e-mail, the Sí/No field and the field
 * it shows), registers, and the mails arrive in the SMTP stand-in's inbox.
 */

test('an anonymous visitor registers from the landing and the mail arrives', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/landing/${need('eventId')}`);
  await expect(page.getByRole('heading', { level: 1, name: need('eventName') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('tab', { name: 'Registrarme' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = modal.getByTestId('registration-form');
  await expect(form).toBeVisible();

  const attendee = {
    email: `ana.asistente.${Date.now().toString(36)}@aforo.test`,
    names: 'Ana Asistente',
    password: 'Clave-Segura-1',
  };
  // Soft, so a form without them still says how the condition and the button fare.
  await expect.soft(form.getByLabel('Correo')).toBeVisible();
  await expect.soft(form.getByLabel(/^Nombres/)).toBeVisible();
  if (await form.getByLabel('Correo').isVisible()) {
    await form.getByLabel('Correo').fill(attendee.email);
    await form.getByLabel(/^Nombres/).fill(attendee.names);
  }
  // The default fields ask for a password, so the attendee can come back with it.
  await form.getByLabel('Contraseña').fill(attendee.password);

  // The plate shows only while the answer to the Sí/No field is yes.
  const plate = form.getByLabel('Placa del vehículo');
  const parking = form.getByText('¿Necesitas parqueadero?');
  await expect(plate).toBeHidden();
  await parking.click();
  await expect(plate).toBeVisible();
  await parking.click();
  await expect(plate).toBeHidden();
  await parking.click();
  await plate.fill('ABC123');
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByTestId('registration-result')).toContainText('Registrado');
  saveState({ attendee });

  // The registration's mail, in the SMTP stand-in's inbox, with the way into the event.
  const mail = await mailTo(attendee.email);
  expect(mail.subject).toContain(need('eventName'));
  await context.close();
});

test('the attendee signs in by the link in the mail and finds the ticket QR', async ({
  browser,
}) => {
  const attendee = need('attendee');
  const mail = await mailTo(attendee.email);
  const link = /href="([^"]+)"[^>]*>\s*Ingresar al evento/.exec(mail.html)?.[1];
  expect(link, 'the mail links into the event').toBeTruthy();
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto((link as string).replaceAll('&amp;', '&'));
  // Opened in another browser than the one that registered: the address is asked again.
  const confirm = page.getByRole('dialog', { name: 'Confirma tu correo' });
  await confirm.getByLabel('Correo electrónico').fill(attendee.email);
  await confirm.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mis tiquetes' }).click();
  const qr = page.getByTestId('ticket-qr').first();
  await expect(qr).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const ticketCode = await decodeQrImage(qr);
  expect(ticketCode, 'the ticket QR reads').toBeTruthy();
  saveState({ ticketCode: ticketCode as string });
  await context.close();
});
