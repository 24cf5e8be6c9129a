import { paths, type AforoEvent, type ItemsMenu } from '@aforo/domain';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminAuth, adminDb, uniqueId } from '../tests/support/admin';
import { callApi } from '../tests/support/api';
import { smtpStandIn, standInPorts } from '../tests/stand-ins';
import { eventContentWriter, menuSection, openSignedIn, organizerToken } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The ticket travels with the attendee: registering on an event made here sends the mail with the
 * QR inline, the ticket as a PDF and the event as an .ics in the event's zone; "Mis tiquetes"
 * links to the event and sends the same mail again. On the landing, an activity goes into "Mi
 * agenda", is exported as one .ics and taken out again.
 */
const smtp = smtpStandIn();

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
});
test.afterAll(async () => {
  await smtp.stop();
});

const ZONE = 'America/Mexico_City';
const ACTIVITY = 'Taller de mapas abiertos';

const MENU: ItemsMenu = {
  agenda: menuSection({ section: 'agenda', name: 'Agenda', position: 0 }),
  my_sessions: menuSection({ section: 'my_sessions', name: 'Mis sesiones', position: 1 }),
};

/** Unfolded content lines of an .ics text (RFC 5545 §3.1), failing on bare line feeds. */
function icsLines(text: string): string[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const downloaded = async (download: Download) =>
  (await readFile((await download.path()) ?? '')).toString('utf8');

let eventId = '';
const attendee = {
  email: `${uniqueId('tiquete')}@aforo.test`.toLowerCase(),
  names: 'Lucía Fernández',
  password: 'Clave-Segura-1',
};

test.beforeAll(async () => {
  const created = await callApi<AforoEvent>('/api/events', {
    method: 'POST',
    token: await organizerToken(),
    body: {
      name: `Encuentro de datos ${Date.now().toString(36)}`,
      datetime_from: '2027-06-10 08:00',
      datetime_to: '2027-06-10 18:00',
      time_zone: ZONE,
      registration_message: '<p>¡Te esperamos en la sala principal!</p>',
      itemsMenu: MENU,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  eventId = created.body._id;
  const write = eventContentWriter(eventId);
  await write('spaces', 'sala-norte', { name: 'Sala Norte' });
  await write('categories', 'cat-taller', { name: 'Talleres', color: '#2B6CB0' });
  await write('activities', 'act-mapas', {
    name: ACTIVITY,
    subtitle: '',
    description: '<p>Traiga su portátil.</p>',
    datetime_start: '2027-06-10 10:00',
    datetime_end: '2027-06-10 11:30',
    space_id: 'sala-norte',
    activity_categories_ids: ['cat-taller'],
    host_ids: [],
    capacity: 0,
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    isPublished: true,
    habilitar_ingreso: 'none',
  });
});

async function register(page: Page) {
  await page.goto(`/landing/${eventId}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const form = page.getByTestId('login-modal').getByTestId('registration-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Correo electrónico').fill(attendee.email);
  await form.getByLabel('Nombres y apellidos').fill(attendee.names);
  await form.getByLabel('Contraseña').fill(attendee.password);
  await form.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByTestId('registration-result')).toContainText('Registrado', {
    timeout: 30_000,
  });
}

test('registering mails the ticket: the QR inline, a PDF and an .ics in the event zone', async ({
  page,
}) => {
  await register(page);
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(attendee.email), 90_000);
  expect(mail.subject).toMatch(/^Confirmación de registro: Encuentro de datos/);
  expect(mail.text).toContain(`Hola ${attendee.names},`);
  expect(mail.text).toContain('¡Te esperamos en la sala principal!');

  const qr = mail.attachments.find((a) => a.cid === 'ticket-qr');
  expect(qr?.contentType).toBe('image/png');
  // The catcher's parser turns the cid reference into the image itself: it named the attachment.
  expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Código QR/);

  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toBe('tiquete.pdf');
  expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const lines = icsLines(ics?.content.toString('utf8') ?? '');
  expect(lines).toContain(`DTSTART;TZID=${ZONE}:20270610T080000`);
  expect(lines).toContain(`DTEND;TZID=${ZONE}:20270610T180000`);
  expect(lines).toContain(`TZID:${ZONE}`);
  expect(lines).toContain(`UID:event-${eventId}@aforo`);
});

test('"Mis tiquetes" links the ticket to its event and mails it again', async ({ page }) => {
  const { uid } = await adminAuth.getUserByEmail(attendee.email);
  await openSignedIn(page, uid, `/tickets/${uid}`);
  const card = page.getByTestId('tickets').getByRole('listitem').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('ticket-event-link')).toHaveAttribute(
    'href',
    `/landing/${eventId}`,
  );
  await card.getByTestId('ticket-resend').click();
  await expect(page.getByText(`Enviamos tu tiquete a ${attendee.email}`)).toBeVisible({
    timeout: 30_000,
  });
  const again = await smtp.waitFor(
    (m) => m.envelopeTo.includes(attendee.email) && m.text.includes('Aquí tienes de nuevo'),
    90_000,
  );
  // One click, one mail (the registration also sent its confirmation and its access link).
  expect(
    smtp.to(attendee.email).filter((m) => m.text.includes('Aquí tienes de nuevo')),
  ).toHaveLength(1);
  expect(again.attachments.map((a) => a.contentType.split(';')[0])).toEqual([
    'image/png',
    'application/pdf',
    'text/calendar',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('an activity goes into "Mi agenda", is exported as one .ics and taken out again', async ({
  page,
}) => {
  const { uid } = await adminAuth.getUserByEmail(attendee.email);
  await openSignedIn(page, uid, `/landing/${eventId}/agenda`);
  const card = page.getByTestId('landing-activity').filter({ hasText: ACTIVITY });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The activity that starts next is marked, from the clock and the rooms' listener.
  await expect(card.getByTestId('activity-next')).toHaveText('A continuación', {
    timeout: 30_000,
  });

  // "Añadir al calendario": the .ics, Google and Outlook, in the event's zone.
  await card.getByTestId('activity-calendar').click();
  const google = page.getByRole('menuitem', { name: 'Abrir en Google Calendar' });
  await expect(google).toHaveAttribute('href', /ctz=America%2FMexico_City/);
  await expect(google).toHaveAttribute('href', /dates=20270610T100000%2F20270610T113000/);
  await expect(page.getByRole('menuitem', { name: 'Abrir en Outlook' })).toHaveAttribute(
    'href',
    /startdt=2027-06-10T16%3A00%3A00Z/,
  );
  await expectNoSeriousA11yViolations(page);
  const single = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descargar archivo .ics' }).click();
  expect(icsLines(await downloaded(await single))).toContain(
    `DTSTART;TZID=${ZONE}:20270610T100000`,
  );

  await card.getByTestId('agenda-add').click();
  await expect(card.getByTestId('agenda-remove')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/landing/${eventId}/my_sessions`);
  const sessions = page.getByTestId('my-sessions');
  await expect(sessions.getByRole('heading', { name: ACTIVITY })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
  const exported = page.waitForEvent('download');
  await page.getByTestId('my-sessions-export').click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^Mi-agenda-Encuentro-de-datos.*\.ics$/);
  const lines = icsLines(await downloaded(file));
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines).toContain(`DTSTART;TZID=${ZONE}:20270610T100000`);
  expect(lines).toContain(`UID:activity-${eventId}-act-mapas@aforo`);

  await sessions.getByRole('button', { name: `Quitar ${ACTIVITY} de mi agenda` }).click();
  await expect(page.getByTestId('my-sessions-empty')).toBeVisible({ timeout: 30_000 });
  const registration = await adminDb
    .collection(paths.attendees(eventId))
    .where('properties.email', '==', attendee.email)
    .get();
  const attendeeId = registration.docs[0]?.id ?? '';
  expect(attendeeId).not.toBe('');
  const record = await adminDb.doc(paths.activityAttendee(eventId, 'act-mapas', attendeeId)).get();
  expect(record.exists).toBe(false);
});
