import { paths } from '@aforo/domain';
import { expect, provokes, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { FERIA } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer, attendee } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

test('password lookup never shows a stored password and issues a temporary one', async ({
  page,
}) => {
  const noAccount = (
    await adminDb.collection(paths.attendees(FERIA)).where('account_id', '==', null).limit(60).get()
  ).docs.at(-1)!;
  const noAccountEmail = String(noAccount.get('properties.email'));
  await openAdmin(page, organizer.uid, `/eventadmin/${FERIA}/adminUsers`);
  const tool = page.getByTestId('password-lookup');
  await expect(tool).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tool.getByRole('button', { name: 'Generar y copiar contraseña temporal' }).click();
  await expect(page.getByText('Por favor busque un usuario')).toBeVisible();
  await tool.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Por favor ingrese todos los campos')).toBeVisible();

  // An address nobody registered: the lookup answers 404, which the browser logs.
  provokes(/status of 404 .*\/api\/users\/findByEmail\/nadie/);
  await tool.getByLabel('Correo electrónico del usuario').fill('nadie@example.com');
  await tool.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Este usuario no existe dentro del evento')).toBeVisible();

  await tool.getByLabel('Correo electrónico del usuario').fill(attendee.email);
  await tool.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('password-result')).toContainText('Tiene contraseña');
  await expect(page.getByTestId('password-result')).not.toContainText(attendee.password);

  await tool.getByLabel('Correo electrónico del usuario').fill(noAccountEmail);
  await tool.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('password-result')).toContainText('NO TIENE');
  await tool.getByRole('button', { name: 'Generar y copiar contraseña temporal' }).click();
  await expect(page.getByTestId('temporary-password')).toContainText('Contraseña temporal: ');
});
