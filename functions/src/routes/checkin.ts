import { eventCheckIn } from '@aforo/domain';
import { Router, type Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { requireEventPermission } from '../lib/access';
import { EVENT_TIME_ZONE } from '../config';
import { countAttendeeWrite } from '../lib/counters';
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
 * Sets the same fields as the check-in screen's write: checkedin_at in the spec's format,
 * checked_in, checked_at and updated_at, and +1 on the attendee's counter shard. In a
 * transaction, and never over an earlier time: a second scan or a second device answers the first
 * check-in unchanged (true: it was already checked in) and counts nothing.
 */
export async function checkInOnce(
  eventId: string,
  attendeeId: string,
  /** Who checks in (the dashboard counts check-ins per staff member); null: no one signed in. */
  by: string | null = null,
): Promise<boolean> {
  const ref = refs.attendee(eventId, attendeeId);
  return db.runTransaction(async (tx) => {
    const attendee = (await tx.get(ref)).data();
    if (!attendee) throw notFoundError(NOT_FOUND);
    const patch = eventCheckIn(attendee, new Date(), EVENT_TIME_ZONE);
    if (!patch) return true;
    tx.update(ref, {
      ...patch,
      checked_at: patch.checkedin_at,
      ...(by ? { checked_in_by: by } : {}),
      updated_at: FieldValue.serverTimestamp(),
    });
    countAttendeeWrite(tx, eventId, attendeeId, attendee, patch);
    return false;
  });
}

checkinRouter.put('/events/:eventId/eventusers/:attendeeId/checkin', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'checkin');
  const attendeeId = validId(req.params.attendeeId, NOT_FOUND);
  await parseInput(yup.object({}), req.body ?? {});
  const already = await checkInOnce(access.eventId, attendeeId, access.user?.uid ?? null);
  const data = (await refs.attendee(access.eventId, attendeeId).get()).data();
  res.json({ message: 'Usuario checkeado..', already, data });
});
