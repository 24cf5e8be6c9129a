import { paths } from '@aforo/domain';
import { expect, test } from '@playwright/test';
import { adminDb, uniqueId } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { smtpStandIn, standInPorts } from '../tests/stand-ins';
import { addStaff, createEvent, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Issue #19 item 4: a mail to one role reaches exactly that role's attendees over SMTP and is
 * listed in Comunicaciones enviadas; a mail with no recipients is refused.
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
  await expect(page.getByTestId('communication-preview')).toContainText(
    'Se enviará a 2 destinatarios',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  // The first API call of a run may wait for the functions emulator to start the function.
  await expect(page.getByTestId('communication-result')).toHaveText('Correos en cola: 2', {
    timeout: 60_000,
  });

  for (const email of speakers) {
    await smtp.waitFor((m) => m.envelopeTo.includes(email) && m.subject === subject, 60_000);
  }
  expect(smtp.inbox.filter((m) => m.subject === subject)).toHaveLength(2);
  expect(smtp.inbox.some((m) => m.envelopeTo.includes(visitor))).toBe(false);

  await page.getByRole('link', { name: 'Comunicaciones enviadas' }).first().click();
  const table = page.getByTestId('communications-sent');
  for (const email of speakers) await expect(table).toContainText(email);
  await expect(table).not.toContainText(visitor);
  await expectNoSeriousA11yViolations(page);
});
