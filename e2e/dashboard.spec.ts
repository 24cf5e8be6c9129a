import { paths } from '@aforo/domain';
import { expect, test } from '@playwright/test';
import { adminDb, createUserWithToken, uniqueId } from '../tests/support/admin';
import { callApi } from '../tests/support/api';
import { attendeeId, seedAttendee } from '../tests/support/roles';
import { addStaff, createEvent, openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Issue #19 item 5 and notificationsApp: the dashboard's checked-in figure and arrivals chart move
 * live when someone is checked in through the API; a notification sent from notificationsApp
 * lands as the attendee's notification document; orders and reportNetworking render, axe clean.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('dashboard, notificationsApp, orders and reportNetworking', async ({ page }) => {
  const admin = await createUserWithToken({ uid: uniqueId('dash-admin') });
  const event = await createEvent({ name: 'Feria de estadísticas' });
  await addStaff(event._id, admin.uid, 'admin', []);
  const guest = await createUserWithToken({ uid: uniqueId('dash-guest') });
  const attendee = await seedAttendee(event._id, { accountId: guest.uid, names: 'Ana Gómez' });
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
  await expect(page.getByRole('img', { name: /Ingresos cada 5 minutos/ })).toBeVisible();
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

  await page.getByRole('link', { name: 'Notificaciones push' }).first().click();
  await expect(page.getByTestId('notifications-app-page')).toBeVisible();
  const title = `Aviso ${uniqueId('t')}`;
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Mensaje').fill('La plenaria empieza en 10 minutos');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  await expect(page.getByTestId('notifications-app-result')).toHaveText(
    'Notificación enviada a 1 asistentes',
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
  await expectNoSeriousA11yViolations(page);
});
