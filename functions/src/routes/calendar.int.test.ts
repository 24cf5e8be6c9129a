import { paths } from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { describeRoute } from '../../../tests/support/route-contract';
import {
  createRoleFixture,
  type RoleFixture,
  seedActivity as seedEventActivity,
} from '../../../tests/support/roles';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';

/** The calendar files of an event and its activities, and the ticket mail with its files. */
let fx: RoleFixture;
let activityId: string;
let hiddenActivityId: string;

const seedActivity = (overrides: Record<string, unknown> = {}) =>
  seedEventActivity(fx.eventId, {
    description: '<p>Traer portátil</p>',
    datetime_start: '2027-03-15 11:00',
    datetime_end: '2027-03-15 12:30',
    ...overrides,
  });

/** Unfolded content lines of an .ics text. */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

beforeAll(async () => {
  fx = await createRoleFixture({
    event: {
      time_zone: 'America/Mexico_City',
      datetime_from: '2027-03-15 09:00',
      datetime_to: '2027-03-15 18:00',
    },
  });
  activityId = await seedActivity();
  hiddenActivityId = await seedActivity({ isPublished: false });
}, 120_000);

describeRoute('GET /api/events/{id}/calendar.ics', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/calendar.ics`,
  allowed: { who: 'an anonymous visitor of a public event', token: () => undefined },
  isPublic: true,
  missingPath: () => `/api/events/${uniqueId('no-existe')}/calendar.ics`,
  invalid: { path: () => '/api/events/no.es~un-id/calendar.ics', field: 'eventId' },
  check: (result) => {
    expect(result.contentType).toMatch(/^text\/calendar/);
    const lines = icsLines(String(result.body));
    expect(lines).toContain('DTSTART;TZID=America/Mexico_City:20270315T090000');
    expect(lines).toContain('TZID:America/Mexico_City');
    expect(lines).toContain(`UID:event-${fx.eventId}@aforo`);
  },
});

describeRoute('GET /api/events/{id}/activities/{activityId}/calendar.ics', {
  method: 'GET',
  path: () => `/api/events/${fx.eventId}/activities/${activityId}/calendar.ics`,
  allowed: { who: 'an anonymous visitor of a public event', token: () => undefined },
  isPublic: true,
  missingPath: () => `/api/events/${fx.eventId}/activities/${uniqueId('no-existe')}/calendar.ics`,
  invalid: {
    path: () => `/api/events/${fx.eventId}/activities/no.es~un-id/calendar.ics`,
    field: 'activityId',
  },
  check: (result) => {
    const lines = icsLines(String(result.body));
    expect(lines).toContain('DTSTART;TZID=America/Mexico_City:20270315T110000');
    expect(lines).toContain('DTEND;TZID=America/Mexico_City:20270315T123000');
    expect(lines).toContain('DESCRIPTION:Traer portátil');
  },
});

describe('calendar files that are not everyone’s', () => {
  it('answers 404 for an unpublished activity to a visitor, and the file to the team', async () => {
    const path = `/api/events/${fx.eventId}/activities/${hiddenActivityId}/calendar.ics`;
    expect((await callApi(path)).status).toBe(404);
    const admin = await callApi(path, { token: fx.eventAdmin.idToken });
    expect(admin.status).toBe(200);
  });

  it("answers 404 JSON for a private event's file to a visitor", async () => {
    await adminDb.doc(paths.event(fx.eventId)).update({ visibility: 'PRIVATE' });
    try {
      const result = await callApi<{ status: number; message: string }>(
        `/api/events/${fx.eventId}/calendar.ics`,
      );
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('Evento no encontrado');
      const member = await callApi(`/api/events/${fx.eventId}/calendar.ics`, {
        token: fx.attendee.idToken,
      });
      expect(member.status).toBe(200);
    } finally {
      await adminDb.doc(paths.event(fx.eventId)).update({ visibility: 'PUBLIC' });
    }
  });
});

describe('the ticket mail', () => {
  const smtp = smtpStandIn();
  beforeAll(() => smtp.start(standInPorts().smtp));
  afterAll(() => smtp.stop());

  it('resends the attendee their ticket: QR inline, PDF and .ics, once a minute', async () => {
    const path = `/api/me/eventusers/event/${fx.eventId}/ticket-mail`;
    const sent = await callApi(path, { method: 'POST', token: fx.attendee.idToken });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(fx.attendee.email), 60_000);
    expect(mail.subject).toBe(`Confirmación de registro: Evento ${fx.eventId}`);
    const qr = mail.attachments.find((a) => a.cid === 'ticket-qr');
    expect(qr?.contentType).toBe('image/png');
    // mailparser puts an inline image (cid) into the HTML as data: the cid named the attachment.
    expect(mail.html).toMatch(
      /<img src="data:image\/png;base64,[^"]+" alt="Código QR de tu tiquete/,
    );
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(icsLines(ics?.content.toString() ?? '')).toContain(
      'DTSTART;TZID=America/Mexico_City:20270315T090000',
    );

    const again = await callApi<{ message: string }>(path, {
      method: 'POST',
      token: fx.attendee.idToken,
    });
    expect([202, 429]).toContain(again.status);
    // The trigger renders a PDF: on a loaded machine that is more than the default test time.
  }, 90_000);

  it('refuses whoever is not registered, and anonymous callers', async () => {
    const path = `/api/me/eventusers/event/${fx.eventId}/ticket-mail`;
    expect((await callApi(path, { method: 'POST' })).status).toBe(401);
    const stranger = await callApi(path, { method: 'POST', token: fx.stranger.idToken });
    expect(stranger.status).toBe(404);
  });
});
