import {
  mailingSendSchema,
  paths,
  type MailingPreview,
  type MailingSendResult,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';
import { smtpStandIn, standInPorts } from '../../../../tests/stand-ins';
import { mailIdFor } from '../../integrations/mail';
import { bodyHash } from '../../lib/mailings';

/** The SMTP catcher where the emulator's functions/.env.local sends mail (shifted by the offset). */
const smtp = smtpStandIn();
let fx: RoleFixture;
const ROLE = 'rol-ponentes';
const speakers: string[] = [];
const base = () => `/api/events/${fx.eventId}/mailings`;
const roleAudience = { kind: 'role', rol_id: ROLE };

/** The mails a send queued for the event with this subject, read back from mail/. */
const queuedWith = async (subject: string) =>
  (
    await adminDb
      .collection(paths.mail())
      .where('event_id', '==', fx.eventId)
      .where('subject', '==', subject)
      .get()
  ).docs.map((d) => String(d.get('to')));

const sendId = () =>
  uniqueId('envio')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .padEnd(16, '0');

beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
  fx = await createRoleFixture({ permissions: ['admin_invitations'] });
  await adminDb.doc(paths.eventContentItem(fx.eventId, 'roles', ROLE)).set({
    name: 'Ponentes',
    event_id: fx.eventId,
    created_at: FieldValue.serverTimestamp(),
  });
  for (const [names, checkedinAt] of [
    ['Ana Ponente', '2027-03-15 09:00:00'],
    ['Berta Ponente', null],
    ['Carlos Ponente', null],
  ] as const) {
    const email = `${uniqueId('ponente')}@example.com`.toLowerCase();
    speakers.push(email);
    await seedAttendee(fx.eventId, { email, names, rolId: ROLE, checkedinAt });
  }
});
afterAll(() => smtp.stop());

describeRoute('POST /api/events/{id}/mailings/count', {
  method: 'POST',
  path: () => `${base()}/count`,
  body: () => ({ audience: roleAudience }),
  allowed: { who: 'staff with admin_invitations', token: () => fx.staffWith.idToken },
  status: 200,
  check: ({ body }) => expect(body).toEqual({ count: 3 }),
  forbidden: { who: 'staff without admin_invitations', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/mailings/count',
  invalid: { body: () => ({ audience: { kind: 'role' } }), field: 'audience.rol_id' },
});

describeRoute('POST /api/events/{id}/mailings/preview', {
  method: 'POST',
  path: () => `${base()}/preview`,
  body: () => ({ audience: roleAudience, message: 'Trae <b>tu</b> charla' }),
  allowed: { who: 'the event admin', token: () => fx.eventAdmin.idToken },
  status: 200,
  check: ({ body }) => {
    const preview = body as unknown as MailingPreview;
    expect(preview.subject).toBe(`Invitación a Evento ${fx.eventId}`);
    expect(preview.to).toBe('asistente@ejemplo.com');
    expect(preview.html).toContain('<p>Hola Nombre del asistente,</p>');
    expect(preview.html).toContain('Trae &lt;b&gt;tu&lt;/b&gt; charla');
    expect(preview.recipients.map((r) => r.email).sort()).toEqual([...speakers].sort());
  },
  forbidden: { who: 'an attendee', token: () => fx.attendee.idToken },
  missingPath: () => '/api/events/no-such-event/mailings/preview',
  invalid: { body: () => ({ audience: { kind: 'todos' } }), field: 'audience.kind' },
});

describe('mailings', () => {
  it('previews the mail as a chosen recipient of the audience, and refuses one outside it', async () => {
    const res = await callApi<MailingPreview>(`${base()}/preview`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { audience: roleAudience, rsvp: true, recipient: speakers[1] },
    });
    expect(res.status).toBe(200);
    expect(res.body.to).toBe(speakers[1]);
    expect(res.body.subject).toBe(`Confirma tu asistencia a Evento ${fx.eventId}`);
    expect(res.body.text).toContain('Hola Berta Ponente,');
    const outside = await callApi(`${base()}/preview`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { audience: roleAudience, recipient: fx.attendee.email },
    });
    expect(outside.status).toBe(404);
  });

  it("sends the test only to the caller's own verified address; a `to` in the body is refused", async () => {
    const subject = `Prueba ${uniqueId('s')}`;
    const res = await callApi<{ to: string }>(`${base()}/test`, {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { subject, message: 'Hola' },
    });
    expect(res.status).toBe(201);
    expect(res.body.to).toBe(fx.staffWith.email.toLowerCase());
    const mail = await smtp.waitFor((m) => m.subject === `[Prueba] ${subject}`, 20_000);
    expect(mail.envelopeTo).toEqual([fx.staffWith.email.toLowerCase()]);
    expect(await queuedWith(`[Prueba] ${subject}`)).toEqual([fx.staffWith.email.toLowerCase()]);

    const redirected = await callApi<{ errors?: Record<string, string> }>(`${base()}/test`, {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { subject: `${subject} otro`, to: 'victima@example.com' },
    });
    expect(redirected.status).toBe(400);
    expect(redirected.body.errors).toHaveProperty('to');
    expect(await queuedWith(`[Prueba] ${subject} otro`)).toEqual([]);
  });

  it('refuses the test send for an unverified address and says how to fix it', async () => {
    const unverified = await createUserWithToken({ emailVerified: false });
    await adminDb.doc(paths.staffMember(fx.eventId, unverified.uid)).set({
      email: unverified.email,
      name: 'Sin verificar',
      role: 'staff',
      permission_ids: ['admin_invitations'],
      event_id: fx.eventId,
      created_at: FieldValue.serverTimestamp(),
    });
    const subject = `Sin verificar ${uniqueId('s')}`;
    const res = await callApi<{ message: string }>(`${base()}/test`, {
      method: 'POST',
      token: unverified.idToken,
      body: { subject },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verificar tu correo/);
    expect(res.body.message).toMatch(/enlace de acceso/);
    expect(await queuedWith(`[Prueba] ${subject}`)).toEqual([]);
  });

  it('queues as many mails as the count said, to exactly the audience', async () => {
    for (const [audience, expected] of [
      [roleAudience, speakers],
      [{ kind: 'checkedIn' }, [speakers[0]]],
      [{ kind: 'emails', emails: [speakers[2], 'fuera@example.com', speakers[2]] }, null],
    ] as const) {
      const counted = await callApi<{ count: number }>(`${base()}/count`, {
        method: 'POST',
        token: fx.staffWith.idToken,
        body: { audience },
      });
      expect(counted.status).toBe(200);
      const subject = `Conteo ${uniqueId('s')}`;
      const sent = await callApi<MailingSendResult>(base(), {
        method: 'POST',
        token: fx.staffWith.idToken,
        body: { audience, subject, send_id: sendId() },
      });
      expect(sent.status).toBe(201);
      const mails = await queuedWith(subject);
      expect(sent.body.queued).toBe(counted.body.count);
      expect(mails).toHaveLength(counted.body.count);
      if (expected) expect(mails.sort()).toEqual([...expected].sort());
      else expect(mails.sort()).toEqual([speakers[2], 'fuera@example.com'].sort());
    }
  });

  it('the RSVP to typed addresses counts and mails only those registered', async () => {
    const audience = { kind: 'emails', emails: [speakers[0], 'nadie@example.com'] };
    const counted = await callApi<{ count: number }>(`${base()}/count`, {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { audience, rsvp: true },
    });
    expect(counted.body.count).toBe(1);
    const subject = `RSVP ${uniqueId('s')}`;
    const sent = await callApi<MailingSendResult>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { audience, rsvp: true, subject, send_id: sendId() },
    });
    expect(sent.body.queued).toBe(1);
    expect(await queuedWith(subject)).toEqual([speakers[0]]);
    const mail = await smtp.waitFor((m) => m.subject === subject, 20_000);
    expect(mail.text).toContain('Hola Ana Ponente,');
  });

  it('confirming the same send id twice, one after the other, queues the mails once', async () => {
    const subject = `Dos veces ${uniqueId('s')}`;
    const body = { audience: roleAudience, subject, send_id: sendId() };
    const first = await callApi<MailingSendResult>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body,
    });
    const second = await callApi<MailingSendResult>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ queued: 3, already: false });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ queued: 3, already: true, state: 'queued' });
    expect(await queuedWith(subject)).toHaveLength(3);
    // The same key with another body is a mistake, not a new send.
    const changed = await callApi(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: { ...body, subject: `${subject} cambiado` },
    });
    expect(changed.status).toBe(409);
    expect(await queuedWith(`${subject} cambiado`)).toEqual([]);
  });

  it('confirming the same send id concurrently queues the mails once', async () => {
    const subject = `A la vez ${uniqueId('s')}`;
    const body = { audience: roleAudience, subject, send_id: sendId() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        callApi<MailingSendResult>(base(), { method: 'POST', token: fx.staffWith.idToken, body }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(answers.filter((a) => !a.body.already)).toHaveLength(1);
    expect(await queuedWith(subject)).toHaveLength(3);
    for (const email of speakers) {
      await smtp.waitFor((m) => m.subject === subject && m.envelopeTo.includes(email), 20_000);
    }
    expect(smtp.inbox.filter((m) => m.subject === subject)).toHaveLength(3);
  });

  it('resumes a send whose instance died half-way, without mailing anyone twice', async () => {
    const subject = `Reanudado ${uniqueId('s')}`;
    const body = { audience: roleAudience, subject, send_id: sendId() };
    const input = await mailingSendSchema.validate(body);
    // What a dead instance left: its claim, lease run out, and the first mail already sent.
    await adminDb.doc(paths.mailSend(fx.eventId, body.send_id)).set({
      event_id: fx.eventId,
      created_by: fx.staffWith.uid,
      body_hash: bodyHash(input),
      state: 'queuing',
      queued: 0,
      skipped: 0,
      created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      lease_until: new Date(Date.now() - 5 * 60_000).toISOString(),
      finished_at: null,
    });
    const sentId = mailIdFor('mailing', fx.eventId, body.send_id, speakers[0] ?? '');
    await adminDb.doc(paths.mailItem(sentId)).set({
      to: speakers[0],
      subject,
      text: 'ya enviado',
      html: '<p>ya enviado</p>',
      state: 'SENT',
      kind: 'invitation',
      event_id: fx.eventId,
      created_at: FieldValue.serverTimestamp(),
    });
    const res = await callApi<MailingSendResult>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ queued: 3, already: false, state: 'queued' });
    expect((await queuedWith(subject)).sort()).toEqual([...speakers].sort());
    expect((await adminDb.doc(paths.mailItem(sentId)).get()).get('text')).toBe('ya enviado');
    // A live claim is not taken over: the retry answers what is under way.
    const liveBody = { ...body, subject: `${subject} vivo`, send_id: sendId() };
    await adminDb.doc(paths.mailSend(fx.eventId, liveBody.send_id)).set({
      event_id: fx.eventId,
      created_by: fx.staffWith.uid,
      body_hash: bodyHash(await mailingSendSchema.validate(liveBody)),
      state: 'queuing',
      queued: 0,
      skipped: 0,
      created_at: new Date().toISOString(),
      lease_until: new Date(Date.now() + 60_000).toISOString(),
      finished_at: null,
    });
    const live = await callApi<MailingSendResult>(base(), {
      method: 'POST',
      token: fx.staffWith.idToken,
      body: liveBody,
    });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ already: true, state: 'queuing' });
    expect(await queuedWith(`${subject} vivo`)).toEqual([]);
  });

  it('refuses bad input with field errors, and the send without its key', async () => {
    for (const body of [
      { audience: roleAudience },
      { audience: roleAudience, send_id: 'corto' },
      { audience: { kind: 'emails', emails: ['no es correo'] }, send_id: sendId() },
      { audience: { kind: 'emails', emails: [] }, send_id: sendId() },
      { audience: roleAudience, send_id: sendId(), to: 'otro@example.com' },
    ]) {
      const res = await callApi<{ errors?: Record<string, string> }>(base(), {
        method: 'POST',
        token: fx.staffWith.idToken,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    const refused = await callApi(base(), {
      method: 'POST',
      token: fx.staff.idToken,
      body: { audience: roleAudience, send_id: sendId() },
    });
    expect(refused.status).toBe(403);
  });
});
