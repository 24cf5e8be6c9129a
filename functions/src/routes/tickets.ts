import { Router } from 'express';
import { eventAccess, signedIn } from '../lib/access';
import { TooManyRequests, conflict, notFoundError } from '../lib/http-error';
import { mailIdFor, queueMailOnce } from '../integrations/mail';
import { refs } from '../lib/refs';
import { spendMailQuota } from '../middleware/rate-limits';
import { attendeeMailLanguage, ticketMail } from '../lib/ticket-mail';
import { validId } from '../lib/validate';

/** The attendee's own ticket, sent again on request ("Mis tiquetes"). */
export const ticketsRouter = Router();

/** One resend per registration and minute: a double click or a loop cannot flood an inbox. */
const RESEND_WINDOW_MS = 60_000;

/**
 * POST /api/me/eventusers/event/{eventId}/ticket-mail: mails the caller's ticket of that event
 * (the same mail as the registration confirmation) to the e-mail of the registration.
 */
ticketsRouter.post('/me/eventusers/event/:eventId/ticket-mail', async (req, res) => {
  const user = signedIn(req);
  const eventId = validId(req.params.eventId, 'Evento no encontrado');
  const access = await eventAccess(req, eventId);
  const attendee = await access.attendee();
  if (!attendee) throw notFoundError('No está registrado en este evento');
  const email = attendee.properties.email;
  if (typeof email !== 'string' || email === '') {
    throw conflict('Tu registro no tiene correo electrónico: pide al organizador que lo agregue');
  }
  // The resend is a mail like any other: it counts in the event's hourly quota.
  await spendMailQuota(req, eventId, 1);
  const profile = (await refs.user(user.uid).get()).data();
  const now = Date.now();
  const slot = Math.floor(now / RESEND_WINDOW_MS);
  const queued = await queueMailOnce(
    mailIdFor('ticket-resend', eventId, attendee._id, String(slot)),
    ticketMail({
      event: access.event,
      eventId,
      attendeeId: attendee._id,
      attendee,
      email,
      language: attendeeMailLanguage(attendee, profile),
      resend: true,
      accountId: user.uid,
    }),
  );
  if (!queued) {
    const wait = Math.ceil(((slot + 1) * RESEND_WINDOW_MS - now) / 1000);
    throw new TooManyRequests(
      'Acabamos de enviar tu tiquete: revisa tu correo en un momento',
      wait,
    );
  }
  res.status(202).json({ message: 'Enviamos tu tiquete a tu correo', email });
});
