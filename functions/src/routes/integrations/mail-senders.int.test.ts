import { paths } from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../../tests/support/admin';
import { callApi } from '../../../../tests/support/api';
import { describeRoute } from '../../../../tests/support/route-contract';
import { createRoleFixture, seedAttendee, type RoleFixture } from '../../../../tests/support/roles';
import { smtpStandIn, standInPorts, type CaughtMail } from '../../../../tests/stand-ins';

/** The SMTP catcher where the emulator's functions/.env.local sends mail (shifted by the offset). */
const smtp = smtpStandIn();
let fx: RoleFixture;
const eventName = () => `Evento ${fx.eventId}`;
const mailTo = (address: string) => smtp.waitFor((m) => m.envelopeTo.includes(address), 20_000);
const linksOf = (mail: CaughtMail) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
  fx = await createRoleFixture({ permissions: ['admin_invitations'] });
});
afterAll(() => smtp.stop());

const invited = `${uniqueId('invitada')}@example.com`;
describeRoute('POST /api/events/{id}/invitation', {
  method: 'POST',
  path: () => `/api/events/${fx.eventId}/invitation`,
  body: () => ({ emails: [invited], message: 'Te esperamos <b>pronto</b>' }),
  allowed: { who: 'staff with admin_invitations', token: () => fx.staffWith.idToken },
  status: 201,
  check: async () => {
    const mail = await mailTo(invited);
    expect(mail.subject).toBe(`Invitación a ${eventName()}`);
    expect(mail.text).toContain('Te esperamos <b>pronto</b>');
    expect(mail.html).toContain('Te esperamos &lt;b&gt;pronto&lt;/b&gt;');
    expect(linksOf(mail).some((l) => l.endsWith(`/landing/${fx.eventId}`))).toBe(true);
  },
  forbidden: { who: 'staff without admin_invitations', token: () => fx.staff.idToken },
  missingPath: () => '/api/events/no-such-event/invitation',
  invalid: { body: () => ({ emails: ['no es correo'] }), field: 'emails[0]' },
});

describe('mail senders', () => {
  it('RSVP: mails each registered attendee asked for, and names the ones not found', async () => {
    const email = `${uniqueId('rsvp')}@example.com`;
    const id = await seedAttendee(fx.eventId, { email, names: 'Luis Pérez' });
    const res = await callApi<Record<string, unknown>>(`/api/rsvp/sendeventrsvp/${fx.eventId}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: { attendee_ids: [id, 'a1ffffffffffffffffffffff'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ queued: 1, missing: ['a1ffffffffffffffffffffff'] });
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Confirma tu asistencia a ${eventName()}`);
    expect(mail.text).toContain('Hola Luis Pérez,');
  });

  it('meeting request: mails the receiver accept and decline links that work once', async () => {
    // The requester is the fixture's attendee: owner_id is its account uid (the route once
    // compared it with the attendee record id and refused every requester).
    const receiverUser = await createUserWithToken();
    const receiverEmail = receiverUser.email;
    await seedAttendee(fx.eventId, {
      accountId: receiverUser.uid,
      email: receiverEmail,
      names: 'Marta Ríos',
    });
    const created = await callApi<{ data: { _id: string } }>(
      `/api/events/${fx.eventId}/meetingrequests`,
      {
        method: 'POST',
        token: fx.attendee.idToken,
        body: {
          receiver_id: receiverUser.uid,
          timestamp_start: '2027-03-15 11:00',
          timestamp_end: '2027-03-15 11:30',
        },
      },
    );
    expect(created.status).toBe(201);
    const meetingId = created.body.data._id;
    const refused = await callApi(`/api/events/${fx.eventId}/meetingrequest/notify`, {
      method: 'POST',
      token: fx.stranger.idToken,
      body: { meeting_id: meetingId },
    });
    expect(refused.status).toBe(403);
    const res = await callApi(`/api/events/${fx.eventId}/meetingrequest/notify`, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { meeting_id: meetingId },
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(receiverEmail);
    expect(mail.subject).toBe('Solicitud de reunión de Asistente de Prueba');
    const [accept, decline] = linksOf(mail);
    expect(accept).toMatch(
      new RegExp(`/api/event/${fx.eventId}/meeting/${meetingId}/accepted\\?token=`),
    );
    expect(decline).toContain('/rejected?token=');
    const forged = await fetch(accept?.replace(/token=[^&]+/, `token=${'x'.repeat(43)}`) ?? '');
    expect(forged.status).toBe(403);
    const accepted = await fetch(accept ?? '');
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('Reunión aceptada');
    expect(
      (await adminDb.doc(paths.meetingRequest(fx.eventId, meetingId)).get()).data()?.request_status,
    ).toBe('accepted');
    expect((await fetch(decline ?? '')).status).toBe(403);
  });

  it('silent auction: mails the bidder a receipt of the offer, once', async () => {
    const productId = uniqueId('producto');
    await adminDb.doc(paths.eventContentItem(fx.eventId, 'products', productId)).set({
      name: 'Cuadro al óleo',
      by: '',
      description: 'Obra',
      price: null,
      start_price: 100000,
      currency: 'COP',
      image: ['https://example.com/a.png'],
      position: 0,
      event_id: fx.eventId,
    });
    const offerId = uniqueId('oferta');
    await adminDb.doc(paths.offer(fx.eventId, productId, offerId)).set({
      amount: 150000,
      user_id: fx.attendee.uid,
      email: fx.attendee.email,
      first_name: 'Ana',
      last_name: 'Gómez',
      created_at: FieldValue.serverTimestamp(),
    });
    const url = `/api/events/${fx.eventId}/products/${productId}/silentauctionmail`;
    expect(
      (
        await callApi(url, {
          method: 'POST',
          token: fx.stranger.idToken,
          body: { offer_id: offerId },
        })
      ).status,
    ).toBe(403);
    const res = await callApi(url, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { offer_id: offerId },
    });
    expect(res.status).toBe(201);
    const again = await callApi<Record<string, unknown>>(url, {
      method: 'POST',
      token: fx.attendee.idToken,
      body: { offer_id: offerId },
    });
    expect(again.body).toMatchObject({ already: true });
    const mail = await mailTo(fx.attendee.email);
    expect(mail.subject).toBe('Oferta registrada: Cuadro al óleo');
    expect(mail.text).toMatch(/Valor ofertado: 150\.000 COP/);
  });
});
