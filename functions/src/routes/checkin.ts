import { eventCheckIn } from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { requireEventPermission } from '../lib/access';
import { EVENT_TIME_ZONE } from '../lib/config';
import { db } from '../lib/firebase';
import { notFoundError } from '../lib/http-error';
import { refs } from '../lib/refs';
import { parseInput, validId } from '../lib/validate';
import * as yup from 'yup';

/** Event check-in by event id and attendee id (spec part 1 §7.7), mounted under /api. */
export const checkinRouter = Router();

const NOT_FOUND = 'Asistente no encontrado';

const eventIdOf = (req: Request) => validId(req.params.eventId, 'Evento no encontrado');

/**
 * Sets the same fields as the check-in screen's direct write: checkedin_at in the spec's format,
 * checked_in, checked_at and updated_at. In a transaction, and never over an earlier time: a
 * second scan or a second device answers the first check-in unchanged (`already: true`).
 */
checkinRouter.put('/events/:eventId/eventusers/:attendeeId/checkin', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'checkin');
  const attendeeId = validId(req.params.attendeeId, NOT_FOUND);
  await parseInput(yup.object({}), req.body ?? {});
  const ref = refs.attendee(access.eventId, attendeeId);
  const already = await db.runTransaction(async (tx) => {
    const attendee = (await tx.get(ref)).data();
    if (!attendee) throw notFoundError(NOT_FOUND);
    const patch = eventCheckIn(attendee, new Date(), EVENT_TIME_ZONE);
    if (!patch) return true;
    tx.update(ref, {
      ...patch,
      checked_at: patch.checkedin_at,
      updated_at: FieldValue.serverTimestamp(),
    });
    return false;
  });
  res.json({ message: 'Usuario checkeado..', already, data: (await ref.get()).data() });
});
