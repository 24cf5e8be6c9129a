import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  HOURS_NOT_AVAILABLE,
  HOURS_NOT_AVAILABLE_MESSAGE,
  canAnswer,
  escapeHtml,
} from '@aforo/domain';
import { Router, type Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { mailDateRange } from '../../lib/mail-dates';
import { eventAccess, readableEvent, requireEventPermission, signedIn } from '../../lib/access';
import { db } from '../../lib/firebase';
import { conflict, forbidden, notFoundError } from '../../lib/http-error';
import { eventIdOf } from '../resource-router';
import { readAll, refs } from '../../lib/refs';
import { parseInput, validId, validateValue } from '../../lib/validate';
import {
  MEETING_LINK_ANSWERS,
  invitationSchema,
  meetingLinkQuerySchema,
  meetingNotifySchema,
  rsvpSchema,
  silentAuctionMailSchema,
  type MeetingLinkAnswer,
} from '@aforo/domain';
import { apiUrl } from '../../config';
import { mailingMail } from '../../lib/mailings';
import { queueMail, queueMailOnce } from '../../integrations/mail';
import { meetingRequestRef } from '../../integrations/refs';
import { MEETING_ANSWERED, MEETING_NOT_FOUND, answerMeetingRequest } from './meeting-requests';
import { silentAuctionMailId, silentAuctionReceipt } from '../../lib/auction';
import { rateLimit, spendMailQuota } from '../../middleware/rate-limits';

/** The API's mail senders (part 1 §7.3, §7.4; part 3 §4.3): each queues mail/{id} for the trigger. */
export const mailSendersRouter = Router();

/**
 * POST /api/events/{eventId}/invitation: invitations to the event, one mail per address (the
 * invitados screen sends through mailings.ts; this is the spec's route for other clients).
 */
mailSendersRouter.post('/events/:eventId/invitation', rateLimit('mailSender'), async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(invitationSchema, req.body ?? {});
  const recipients = [...new Set(input.emails)];
  await spendMailQuota(req, access.eventId, recipients.length);
  const batch = db.batch();
  const ids = recipients.map((to) =>
    queueMail(batch, mailingMail(access, { ...input, rsvp: false }, { email: to, names: null })),
  );
  await batch.commit();
  res.status(201).json({ message: 'OK', queued: ids.length, mail_ids: ids });
});

/** POST /api/rsvp/sendeventrsvp/{eventId}: asks registered attendees to confirm they will come. */
mailSendersRouter.post(
  '/rsvp/sendeventrsvp/:eventId',
  rateLimit('mailSender'),
  async (req, res) => {
    const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
    const input = await parseInput(rsvpSchema, req.body ?? {});
    const snaps = await readAll(input.attendee_ids.map((id) => refs.attendee(access.eventId, id)));
    const batch = db.batch();
    const missing: string[] = [];
    let queued = 0;
    snaps.forEach((snap, i) => {
      const attendee = snap.data();
      const to = attendee?.properties.email;
      if (!attendee || !to) {
        missing.push(input.attendee_ids[i] ?? '');
        return;
      }
      queueMail(
        batch,
        mailingMail(
          access,
          { ...input, rsvp: true },
          { email: to, names: attendee.properties.names },
        ),
      );
      queued += 1;
    });
    await spendMailQuota(req, access.eventId, queued);
    await batch.commit();
    res.status(201).json({ message: 'OK', queued, missing });
  },
);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/events/{eventId}/meetingrequest/notify: mails the receiver of a pending meeting
 * request with accept and decline links. The links carry a fresh random token whose hash is kept
 * on the request: only the mail's reader can answer, and a new mail voids the older links.
 */
mailSendersRouter.post(
  '/events/:eventId/meetingrequest/notify',
  rateLimit('mailSender'),
  async (req, res) => {
    const user = signedIn(req);
    const access = await eventAccess(req, eventIdOf(req));
    const { meeting_id: meetingId } = await parseInput(meetingNotifySchema, req.body ?? {});
    const ref = meetingRequestRef(access.eventId, meetingId);
    const meeting = (await ref.get()).data();
    if (!meeting) throw notFoundError(MEETING_NOT_FOUND);
    // owner_id is the requester's account uid (attendees holds uids), not its attendee record.
    if (!access.isTeam && user.uid !== meeting.owner_id) throw forbidden();
    if (!canAnswer(meeting)) throw conflict(MEETING_ANSWERED);
    const token = randomBytes(32).toString('base64url');
    const link = (answer: MeetingLinkAnswer) =>
      apiUrl(`/api/event/${access.eventId}/meeting/${meetingId}/${answer}?token=${token}`);
    await spendMailQuota(req, access.eventId, 1);
    const batch = db.batch();
    batch.update(ref, {
      answer_token_hash: hashToken(token),
      notified_at: FieldValue.serverTimestamp(),
    });
    queueMail(batch, {
      to: meeting.email,
      kind: 'meeting_request',
      eventId: access.eventId,
      subject: `Solicitud de reunión de ${meeting.name_requesting}`,
      paragraphs: [
        `Hola ${meeting.name},`,
        `${meeting.name_requesting} (${meeting.email_requesting}) te invita a una reunión en ${access.event.name}.`,
        `Horario: ${mailDateRange(meeting.timestamp_start, meeting.timestamp_end, access.event.time_zone)}`,
        ...(meeting.message ? [`Mensaje: ${meeting.message}`] : []),
      ],
      links: [
        { label: 'Aceptar la reunión', url: link('accepted') },
        { label: 'Rechazar la reunión', url: link('rejected') },
      ],
    });
    await batch.commit();
    res.status(201).json({ message: 'OK' });
  },
);

/** The answer link is opened in a browser: it answers a small page, not JSON. */
function answerPage(res: Response, status: number, title: string, text: string) {
  res
    .status(status)
    .type('html')
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
}

const sameHash = (stored: unknown, token: string) =>
  typeof stored === 'string' &&
  stored.length === 64 &&
  timingSafeEqual(Buffer.from(stored), Buffer.from(hashToken(token)));

/**
 * GET /api/event/{eventId}/meeting/{meetingId}/{answer}?token=...: the link of the mail. Only a
 * pending request can be answered; accepting is refused with HOURS_NOT_AVAILABLE when either
 * person already has an accepted meeting in that slot (part 3 §4.3). The decision is
 * `answerMeetingRequest`'s, the same as the in-app answer's.
 */
mailSendersRouter.get('/event/:eventId/meeting/:meetingId/:answer', async (req, res) => {
  const answer = MEETING_LINK_ANSWERS.find((a) => a === req.params.answer);
  if (!answer) {
    return answerPage(res, 404, 'Enlace no válido', 'La respuesta del enlace no existe.');
  }
  let eventId: string;
  let meetingId: string;
  let token: string;
  try {
    eventId = eventIdOf(req);
    meetingId = validId(req.params.meetingId, 'Solicitud no encontrada');
    token = (await validateValue(meetingLinkQuerySchema, req.query)).token;
  } catch {
    return answerPage(res, 400, 'Enlace no válido', 'Revise que el enlace esté completo.');
  }
  const { outcome } = await answerMeetingRequest(eventId, meetingId, answer, (meeting) =>
    sameHash(meeting.answer_token_hash, token),
  );
  if (outcome === 'invalid')
    return answerPage(res, 403, 'Enlace no válido', 'Este enlace no es válido o ya fue usado.');
  if (outcome === 'answered')
    return answerPage(
      res,
      409,
      'Solicitud ya respondida',
      'Esta solicitud de reunión ya fue respondida.',
    );
  if (outcome === 'busy') {
    return answerPage(res, 409, HOURS_NOT_AVAILABLE, `${HOURS_NOT_AVAILABLE_MESSAGE}.`);
  }
  return answer === 'accepted'
    ? answerPage(res, 200, 'Reunión aceptada', 'Aceptaste la solicitud de reunión.')
    : answerPage(res, 200, 'Reunión rechazada', 'Rechazaste la solicitud de reunión.');
});

/**
 * POST /api/events/{eventId}/products/{productId}/silentauctionmail: the bidder's receipt for an
 * offer of the silent auction. Once per offer, whoever asks twice.
 */
mailSendersRouter.post(
  '/events/:eventId/products/:productId/silentauctionmail',
  rateLimit('mailSender'),
  async (req, res) => {
    const user = signedIn(req);
    const access = await readableEvent(req, eventIdOf(req));
    const productId = validId(req.params.productId, 'Producto no encontrado');
    const { offer_id: offerId } = await parseInput(silentAuctionMailSchema, req.body ?? {});
    const [productSnap, offerSnap] = await Promise.all([
      refs.eventContentItem(access.eventId, 'products', productId).get(),
      refs.offers(access.eventId, productId).doc(offerId).get(),
    ]);
    const product = productSnap.data();
    const offer = offerSnap.data();
    if (!product) throw notFoundError('Producto no encontrado');
    if (!offer) throw notFoundError('Oferta no encontrada');
    if (offer.user_id !== user.uid && !access.isTeam) throw forbidden();
    // POST products/{pid}/offers queued it with the bid already; this answers `already`.
    const queued = await queueMailOnce(
      silentAuctionMailId(access.eventId, productId, offerId),
      silentAuctionReceipt(access.eventId, access.event, product, offer),
    );
    res.status(queued ? 201 : 200).json({ message: 'OK', already: !queued });
  },
);
