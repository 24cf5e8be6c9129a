import { expect, test } from '../fixtures';
import { readFile } from 'node:fs/promises';
import { ACTIVITY, CERTIFICATE, PHONE, SURVEY } from './data';
import { need } from './state';
import { expectNoSeriousA11yViolations, signIn } from './support';
import { openEventAdmin, openSection } from './support-admin';

/**
 * Journey 4 and 5 on a phone: the organizer opens the room; the attendee enters the activity,
 * chats, answers the survey and downloads the certificate.
 */
test('the attendee enters the live room, chats, answers the survey and gets the certificate', async ({
  browser,
  page,
}) => {
  // The organizer opens the room from the activity's Espacio Virtual tab.
  await openEventAdmin(page);
  await openSection(page, 'Agenda', 'Programación');
  await page.getByRole('button', { name: `Editar ${ACTIVITY}` }).click();
  await page.getByRole('tab', { name: 'Espacio virtual' }).click();
  await page.getByTestId('virtual-status').selectOption('open_meeting_room');

  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  const eventId = need('eventId');
  await signIn(phone, need('attendee'), `/landing/${eventId}`);
  const sections = phone.getByRole('navigation', { name: 'Secciones del evento' });
  await sections.getByRole('link', { name: 'Agenda' }).click();
  await phone.getByRole('link', { name: ACTIVITY, exact: true }).click();
  await expect(phone.getByTestId('activity-room-live')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Entrar a la videoconferencia' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // The chat of the activity.
  const text = `¡Hola desde el celular! ${Date.now().toString(36)}`;
  await phone.getByTestId('chat-input').fill(text);
  await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(phone.getByTestId('chat-messages').getByText(text)).toBeVisible();

  // The survey.
  await phone.goto(`/landing/${eventId}`);
  await sections.getByRole('link', { name: 'Encuestas' }).click();
  await expect(phone.getByRole('heading', { name: SURVEY })).toBeVisible();
  await phone.getByRole('button', { name: 'Excelente', exact: true }).click();
  await phone.getByRole('button', { name: 'Responder' }).click();
  await expect(
    phone.getByText(/Encuesta completada|Resultados \(1 respuesta\)/).first(),
  ).toBeVisible();

  // The certificate, as a PDF.
  await sections.getByRole('link', { name: 'Certificados' }).click();
  const button = phone.getByRole('button', { name: `Descargar certificado: ${CERTIFICATE}` });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  const [download] = await Promise.all([phone.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
