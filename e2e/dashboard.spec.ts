import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { adminDb, createUserWithToken, uniqueId } from '../tests/support/admin';
import { callApi } from '../tests/support/api';
import { attendeeId, seedAttendee } from '../tests/support/roles';
import { clickCheckIn, waitForList } from './checkin-support';
import { addStaff, createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The dashboard and notificationsApp: the dashboard's checked-in figure and arrivals chart move
 * live when someone is checked in through the API; a notification sent from notificationsApp
 * lands as the attendee's notification document; orders and reportNetworking render, axe clean.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('dashboard, notificationsApp, orders and reportNetworking', async ({ page, context }) => {
  const admin = await createUserWithToken({ uid: uniqueId('dash-admin') });
  const event = await createEvent({ name: 'Feria de estadísticas' });
  await addStaff(event._id, admin.uid, 'admin', []);
  const guest = await createUserWithToken({ uid: uniqueId('dash-guest') });
  const attendee = await seedAttendee(event._id, { accountId: guest.uid, names: 'Ana Gómez' });
  const walkIn = await seedAttendee(event._id, { names: 'Beto Puerta' });
  // A contact made: Ana's contact request to Bruno, accepted (the API writes these).
  const contactId = attendeeId();
  await adminDb.doc(paths.networkingInvitation(event._id, contactId)).set({
    _id: contactId,
    event_id: event._id,
    participants: [guest.uid, admin.uid],
    id_user_requesting: guest.uid,
    id_user_requested: admin.uid,
    user_name_requesting: 'Ana Gómez',
    user_name_requested: 'Bruno Díaz',
    state: 'send',
    response: 'accepted',
    created_at: new Date(),
    updated_at: new Date(),
  });
  const payer = `${uniqueId('pagadora')}@example.com`.toLowerCase();
  const orderId = attendeeId();
  await adminDb.doc(paths.order(orderId)).set({
    _id: orderId,
    event_id: event._id,
    account_id: guest.uid,
    items: [event._id],
    amount: 50000,
    currency: 'COP',
    buyer_email: payer,
    status: 'APPROVED',
    created_at: new Date(),
  });
  const meetingId = attendeeId();
  await adminDb.doc(paths.meetingRequest(event._id, meetingId)).set({
    name: 'Bruno Díaz',
    email: 'bruno@example.com',
    name_requesting: 'Ana Gómez',
    email_requesting: 'ana@example.com',
    attendees: [guest.uid, admin.uid],
    owner_id: guest.uid,
    type: 'meeting',
    timestamp_start: '2027-03-10 10:00:00',
    timestamp_end: '2027-03-10 10:30:00',
    message: '',
    request_status: 'accepted',
  });

  await openAdmin(page, admin.uid, `/eventadmin/${event._id}/dashboard`);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId('dashboard-checked-in')).toHaveText('0', { timeout: 30_000 });
  // The figures wait for the API's first answers: cold function instances on a busy machine.
  await expect(page.getByRole('img', { name: /Ingresos cada 5 minutos/ })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousA11yViolations(page);

  const checkin = await callApi(`/api/events/${event._id}/eventusers/${attendee}/checkin`, {
    method: 'PUT',
    token: admin.idToken,
    body: {},
  });
  expect(checkin.status).toBe(200);
  // Live: the counters' listener moves the figure and the arrivals are counted again.
  await expect(page.getByTestId('dashboard-checked-in')).toHaveText('1', { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-checkins-text')).toContainText(': 1');
  // The staff member who checked Ana in (the API records checked_in_by) has one check-in.
  const adminRow = page.getByTestId('dashboard-staff').getByRole('row', { name: admin.uid });
  await expect(adminRow).toContainText('1', { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-devices')).toHaveCount(0);

  // The same staff account checks Beto in at the door (another tab, this browser's door device):
  // a device row appears with one check-in and the staff member's count moves to two.
  const door = await context.newPage();
  await openAdmin(door, admin.uid, `/eventadmin/${event._id}/assistants`);
  await waitForList(door);
  await clickCheckIn(door, { id: walkIn, documento: '', names: 'Beto Puerta' });
  await page.bringToFront();
  await expect(page.getByTestId('dashboard-checked-in')).toHaveText('2', { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-devices')).toContainText(/Dispositivo 1 \(.+\)1/, {
    timeout: 30_000,
  });
  await expect(adminRow).toContainText('2');
  await expect(
    page.getByTestId('dashboard-payments').getByRole('row', { name: /APPROVED/ }),
  ).toContainText('50.000');
  await expectNoSeriousA11yViolations(page);
  await door.close();

  await page.getByRole('link', { name: 'Notificaciones push' }).first().click();
  await expect(page.getByTestId('notifications-app-page')).toBeVisible();
  const title = `Aviso ${uniqueId('t')}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Mensaje').fill('La plenaria empieza en 10 minutos');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  await expect(page.getByTestId('notifications-app-result')).toHaveText(
    'Notificación enviada a 1 asistente',
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('notifications-app-sent')).toContainText(title);
  const notices = await adminDb
    .collection(paths.notifications(guest.uid))
    .where('title', '==', title)
    .get();
  expect(notices.docs.map((d) => d.get('message'))).toEqual(['La plenaria empieza en 10 minutos']);

  await page.getByRole('link', { name: 'Órdenes', exact: true }).first().click();
  await expect(page.getByTestId('orders-table')).toContainText(payer, { timeout: 30_000 });
  await expect(page.getByTestId('orders-table')).toContainText('APPROVED');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Networking', exact: true }).first().click();
  await expect(page.getByTestId('report-networking-table')).toContainText('Bruno Díaz', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('report-networking-counts')).toContainText('Aceptadas1');
  // Contacts made: the accepted contact request, counted and listed.
  await expect(page.getByTestId('report-contacts-accepted')).toHaveText('1', { timeout: 30_000 });
  await expect(page.getByTestId('report-contacts-table')).toContainText('Bruno Díaz');
  await expect(page.getByTestId('report-contacts-table')).toContainText('Contactos hechos');
  await expectNoSeriousA11yViolations(page);
});

/**
 * Web push where the browser allows: the attendee opts in from the bell, and
 * a notice that arrives while the page is hidden is shown through the notifications worker's
 * registration (no push service: the notice comes through the page's live listener).
 */
test('an attendee opts in to browser notifications and a notice arriving hidden shows', async ({
  browser,
}) => {
  const event = await createEvent({ name: 'Feria de avisos' });
  const guest = await createAccount('push-guest');
  await seedAttendee(event._id, { accountId: guest.uid, email: guest.email, names: 'Ana Aviso' });
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await openSignedIn(page, guest.uid, `/social/${event._id}`);
  await page.getByTestId('notifications-bell').click();
  await page.getByRole('button', { name: 'Recibir notificaciones en este navegador' }).click();
  await expect(page.getByTestId('browser-notifications-on')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The choice is kept for this browser.
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('browser-notifications-on')).toBeVisible({ timeout: 30_000 });

  // The tab goes to the background (headless pages stay visible, so the page is told so).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const title = `Aviso ${uniqueId('push')}`;
  await adminDb.collection(paths.notifications(guest.uid)).add({
    type: 'evento',
    state: '0',
    title,
    message: 'La plenaria empieza en 10 minutos',
    event_id: event._id,
    created_at: new Date(),
  });
  // The bell's open list shows it (its count covers contact and meeting notices only).
  await expect(
    page.getByTestId('notification').filter({ hasText: 'La plenaria empieza en 10 minutos' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/notifications-sw/');
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map(
            (n) => `${n.title}|${n.body}|${String((n.data as { url?: string })?.url)}`,
          );
        }),
      { timeout: 30_000 },
    )
    .toEqual([`${title}|La plenaria empieza en 10 minutos|/landing/${event._id}`]);
  await context.close();
});
