import { ANONYMISED_NAME, paths } from '@aforo/domain';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminAuth, adminDb } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openSignedIn } from './shell-support';
import { PIXEL_PNG, expectNoSeriousA11yViolations } from './support';

/**
 * The attendee's profile and data rights: a photo upload (a non-image refused), interests that
 * drive "Personas recomendadas", "Descargar mis datos", and "Eliminar mi cuenta" — the
 * registration goes, the chat message stays under "Usuario eliminado", another attendee's stays
 * as it was. Every account and the event are the test's own.
 */
test.setTimeout(180_000);

test('a profile that finds people, its data downloaded, the account deleted', async ({
  page,
  browser,
}) => {
  const organizer = await createAccount('perfil-admin');
  const event = await createEvent({ dates: ['2027-03-15'], author_id: organizer.uid });
  const [me, near, far] = await Promise.all([
    createAccount('perfil-yo'),
    createAccount('perfil-afin'),
    createAccount('perfil-lejos'),
  ]);
  const [myRecord] = await Promise.all([
    seedAttendee(event._id, { accountId: me.uid, email: me.email, names: 'Marta Perfil' }),
    seedAttendee(event._id, { accountId: near.uid, email: near.email, names: 'Zoe Afín' }),
    seedAttendee(event._id, { accountId: far.uid, email: far.email, names: 'Ana Lejana' }),
    adminDb.doc(paths.user(near.uid)).set({ names: 'Zoe Afín', interests: ['data', 'health'] }),
    adminDb.doc(paths.user(far.uid)).set({ names: 'Ana Lejana', interests: ['design'] }),
  ]);

  // The profile: a non-image is refused with a message, a PNG becomes the photo.
  await openSignedIn(page, me.uid, `/profile/${me.uid}`);
  await expect(page.getByLabel('Nombres')).toHaveValue('Prueba perfil-yo', { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  const picker = page.locator('input[type="file"][name="picture"]');
  await picker.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(
    page.getByText('Solo se permiten archivos de imagen.', { exact: false }),
  ).toBeVisible();
  await picker.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByTestId('profile-picture')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Empresa u organización').fill('Datos SAS');
  const interests = page.getByTestId('profile-interests');
  await interests.getByText('Datos y analítica').click();
  await interests.getByText('Salud', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('profile-saved')).toBeVisible({ timeout: 30_000 });
  const saved = (await adminDb.doc(paths.user(me.uid)).get()).data();
  expect(saved?.interests).toEqual(['data', 'health']);
  expect(saved?.company).toBe('Datos SAS');
  expect(String(saved?.picture)).toContain('yo.png');

  // Networking recommends the person with shared interests first, and says why.
  await page.goto(`/social/${event._id}`);
  await expect(page.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 });
  const mine = `Mensaje de Marta ${Date.now()}`;
  await page.getByTestId('chat-input').fill(mine);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await page.getByRole('tab', { name: 'Asistentes' }).click();
  const first = page.getByTestId('recommendation').first();
  await expect(first).toContainText('Zoe Afín', { timeout: 30_000 });
  await expect(first.getByTestId('recommendation-reasons')).toHaveText(
    '2 intereses en común: Datos y analítica, Salud',
  );
  await expect(page.getByTestId('recommendations')).not.toContainText('Ana Lejana');
  await expectNoSeriousA11yViolations(page);

  // Another attendee's message, which must stay as it is.
  const theirs = adminDb.collection(paths.publicChat(event._id)).doc();
  await theirs.set({
    _id: theirs.id,
    chatId: event._id,
    user_id: near.uid,
    name: 'Zoe Afín',
    text: 'Mensaje de Zoe',
    sortByDateAndTime: new Date(),
  });

  // "Descargar mis datos": a JSON file with the registration and the message.
  await page.goto(`/profile/${me.uid}`);
  const section = page.getByTestId('my-data-section');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    profile: { company: string };
    registrations: { event_id: string; messages: { text: string }[] }[];
  };
  expect(file.profile.company).toBe('Datos SAS');
  expect(file.registrations.map((r) => r.event_id)).toEqual([event._id]);
  expect(file.registrations[0]?.messages.map((m) => m.text)).toEqual([mine]);

  // "Eliminar mi cuenta": the consequences first, then the server deletes.
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByTestId('confirm-account-deletion');
  await expect(dialog).toContainText('Tus mensajes en los chats se conservan');
  await expect(dialog).toContainText('Esta acción no se puede deshacer.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  expect((await adminDb.doc(paths.attendee(event._id, myRecord)).get()).exists).toBe(false);
  await expect(adminAuth.getUser(me.uid)).rejects.toThrow();

  // Zoe sees the message kept under "Usuario eliminado", and her own as it was.
  const zoe = await browser.newContext();
  const zoePage = await zoe.newPage();
  await openSignedIn(zoePage, near.uid, `/social/${event._id}`);
  const messages = zoePage.getByTestId('chat-messages');
  await expect(messages.getByText(mine)).toBeVisible({ timeout: 30_000 });
  await expect(messages).toContainText(ANONYMISED_NAME);
  await expect(messages).not.toContainText('Marta Perfil');
  await expect(messages.getByText('Mensaje de Zoe')).toBeVisible();
  const kept = (await theirs.get()).data();
  expect(kept).toMatchObject({ user_id: near.uid, name: 'Zoe Afín' });
  await zoe.close();
});
