import { paths, privateChatId } from '@aforo/domain';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import { adminAuth, adminDb } from '../tests/support/admin';
import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from '../tests/support/emulators';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The social zone with three attendees in three browser contexts: the public chat, a private chat the
 * third cannot read, presence (the stale period shortened by configuration), a contact request
 * through the bell, a meeting refused with HOURS_NOT_AVAILABLE, and the visitor's register modal.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

interface Person {
  uid: string;
  names: string;
  context: BrowserContext;
  page: Page;
}

/**
 * A context whose presence heartbeat beats every two seconds and goes stale after twelve: minutes
 * in production, too long for a test; at four seconds a heartbeat delayed by a loaded machine's
 * emulator read as gone ("2 en línea ahora" with three open).
 */
async function presenceContext(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    // Init scripts also run in about:blank, where storage is off limits.
    if (location.origin === 'null') return;
    localStorage.setItem('aforo-presence-heartbeat-ms', '2000');
    localStorage.setItem('aforo-presence-stale-ms', '12000');
  });
  return context;
}

/** A user's ID token from the Auth emulator, for a direct Firestore read as that user. */
async function idTokenOf(uid: string): Promise<string> {
  const custom = await adminAuth.createCustomToken(uid);
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: custom, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

test('three attendees chat, see each other online, network and meet', async ({ browser }) => {
  const organizer = await createAccount('social-admin');
  const event = await createEvent({ dates: ['2027-03-15'], author_id: organizer.uid });
  const people: Person[] = [];
  for (const names of ['Ana Social', 'Beto Social', 'Carla Social']) {
    const account = await createAccount('social');
    await seedAttendee(event._id, { accountId: account.uid, email: account.email, names });
    const context = await presenceContext(browser);
    const page = await context.newPage();
    people.push({ uid: account.uid, names, context, page });
  }
  const [ana, beto, carla] = people as [Person, Person, Person];
  for (const p of people) {
    await openSignedIn(p.page, p.uid, `/social/${event._id}`);
    await expect(p.page.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 });
  }

  // Presence: the three are online (each counts itself too).
  for (const p of people) {
    await expect(p.page.getByTestId('online-count')).toHaveText('3 en línea ahora', {
      timeout: 30_000,
    });
  }

  // A public message reaches the other two; script-laden text stays inert. How fast it arrives
  // is measured by `npm run bench` (chat), not here: a loaded machine stretches any fixed time.
  const text = `Hola a todos <b>negrita</b> ${Date.now()}`;
  await ana.page.getByTestId('chat-input').fill(text);
  await ana.page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await adminDb.collection(paths.publicChat(event._id)).where('text', '==', text).get())
          .size,
      { timeout: 20_000 },
    )
    .toBe(1);
  for (const p of [beto, carla]) {
    await expect(p.page.getByTestId('chat-messages').getByText(text)).toBeVisible({
      timeout: 20_000,
    });
  }
  expect(await beto.page.getByTestId('chat-messages').locator('b').count()).toBe(0);
  await expectNoSeriousA11yViolations(ana.page);

  // A private chat between Ana and Beto, opened from the attendee list.
  await ana.page.getByRole('tab', { name: 'Asistentes' }).click();
  const betoCard = ana.page.getByTestId('attendee-card').filter({ hasText: 'Beto Social' });
  await expect(betoCard).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(ana.page);
  await betoCard.getByRole('button', { name: 'Chatear' }).click();
  const secret = `Solo para Beto ${Date.now()}`;
  const privateChat = ana.page.getByTestId('private-chat');
  await privateChat.getByTestId('chat-input').fill(secret);
  await privateChat.getByRole('button', { name: 'Enviar', exact: true }).click();
  // Beto's private tab counts the unread message; his chats list the conversation with Ana,
  // its last message and its count, which clear once he reads it.
  await expect(beto.page.getByTestId('chat-private-unread')).toHaveText('1 sin leer', {
    timeout: 5_000,
  });
  await beto.page.getByRole('tab', { name: 'Chats privados' }).click();
  const betoChat = beto.page.getByTestId('my-chats').getByTestId('my-chat');
  await expect(betoChat).toHaveCount(1);
  await expect(betoChat).toContainText('Ana Social');
  await expect(betoChat).toContainText(secret);
  await expect(betoChat.getByTestId('my-chat-unread')).toHaveText('1 sin leer');
  await expectNoSeriousA11yViolations(beto.page);
  await betoChat.getByRole('button').click();
  await expect(beto.page.getByTestId('private-chat').getByText(secret)).toBeVisible({
    timeout: 5_000,
  });
  await expect(beto.page.getByTestId('chat-private-unread')).toHaveCount(0);
  await expect(betoChat.getByTestId('my-chat-unread')).toHaveCount(0);
  // Carla sees it nowhere, and a direct Firestore read as Carla is denied.
  await carla.page.getByRole('tab', { name: 'Chats privados' }).click();
  await expect(carla.page.getByTestId('my-chats-empty')).toBeVisible();
  await expect(carla.page.getByText(secret)).toHaveCount(0);
  const chatId = privateChatId(ana.uid, beto.uid);
  const denied = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${paths.privateChats(event._id)}/${chatId}/messages`,
    { headers: { Authorization: `Bearer ${await idTokenOf(carla.uid)}` } },
  );
  expect(denied.status).toBe(403);

  // Contact request → Beto's bell → accept → each is in the other's contacts.
  await ana.page.getByRole('tab', { name: 'Asistentes' }).click();
  await betoCard.getByRole('button', { name: 'Enviar solicitud de contacto' }).click();
  await expect(betoCard.getByRole('status')).toHaveText('Solicitud enviada');
  await expect(beto.page.getByTestId('notifications-count')).toHaveText('1', { timeout: 10_000 });
  await beto.page.getByTestId('notifications-bell').click();
  await expect(beto.page.getByTestId('notification')).toContainText('Ana Social');
  await expectNoSeriousA11yViolations(beto.page);
  // Read: the notice leaves the unread count; the list closes with the bell.
  await beto.page.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(beto.page.getByTestId('notifications-count')).toHaveText('0');
  await beto.page.getByTestId('notifications-bell').click();
  await beto.page.getByRole('tab', { name: 'Contactos' }).click();
  await beto.page.getByTestId('contacts-received').getByRole('button', { name: 'Aceptar' }).click();
  await expect(beto.page.getByTestId('contacts-list')).toContainText('Ana Social');
  await ana.page.getByRole('tab', { name: 'Contactos' }).click();
  await expect(ana.page.getByTestId('contacts-list')).toContainText('Beto Social');

  // Beto already has an accepted meeting at 10:00: Ana's request for that slot is refused (409).
  provokes(/status of 409 .*\/meetingrequests/);
  await adminDb.doc(paths.meetingRequest(event._id, 'reunion-tomada')).set({
    name: 'Beto Social',
    email: 'beto@example.com',
    name_requesting: 'Carla Social',
    email_requesting: 'carla@example.com',
    attendees: [carla.uid, beto.uid],
    owner_id: carla.uid,
    type: 'meeting',
    timestamp_start: '2027-03-15 10:00',
    timestamp_end: '2027-03-15 11:00',
    message: '',
    request_status: 'accepted',
  });
  await ana.page.getByRole('tab', { name: 'Asistentes' }).click();
  await betoCard.getByRole('button', { name: 'Solicitar reunión' }).click();
  const form = ana.page.getByTestId('meeting-form');
  await form.getByLabel('Hora de inicio').selectOption('10:00');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByTestId('meeting-error')).toHaveText('HOURS_NOT_AVAILABLE');
  // A free slot goes through; Beto accepts it and both see "Unirse" on it in Mis reuniones (no
  // Zoom stand-in runs in this suite, so the room is the private chat, said so).
  await form.getByLabel('Hora de inicio').selectOption('11:00');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form).toHaveCount(0);
  await beto.page.getByRole('tab', { name: 'Reuniones' }).click();
  await beto.page.getByTestId('meetings-received').getByRole('button', { name: 'Aceptar' }).click();
  for (const who of [ana, beto]) {
    if (who === ana) await ana.page.getByRole('tab', { name: 'Reuniones' }).click();
    const accepted = who.page
      .getByTestId('meetings-mine')
      .getByRole('listitem')
      .filter({
        hasText: who === ana ? 'Beto Social' : 'Ana Social',
      });
    await expect(accepted.getByRole('button', { name: /Unirse/ })).toBeVisible({ timeout: 10_000 });
  }
  await expectNoSeriousA11yViolations(beto.page);

  // Carla leaves: the others see her offline once her heartbeat is stale.
  await carla.context.close();
  await ana.page.getByRole('tab', { name: 'Chat', exact: true }).click();
  await expect(ana.page.getByTestId('online-count')).toHaveText('2 en línea ahora', {
    timeout: 30_000,
  });

  // A visitor opening the chat gets the register modal.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/social/${event._id}`);
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('tab', { name: 'Registrarme' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await visitor.close();

  // The organizer's Gestión de chats lists the public chat.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openAdmin(admin, organizer.uid, `/eventadmin/${event._id}/chatexport`);
  await expect(admin.getByTestId('chat-export-row').filter({ hasText: text })).toBeVisible({
    timeout: 20_000,
  });
  await expect(admin.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
  await ana.context.close();
  await beto.context.close();
});
