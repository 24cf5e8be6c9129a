import { Router } from 'express';
import * as yup from 'yup';
import type { AforoEvent } from '@aforo/domain';
import { notFoundError } from '../lib/http-error';
import { refs } from '../lib/refs';
import { parseInput, validId } from '../lib/validate';

export const eventsRouter = Router();

const listQuerySchema = yup.object({
  pageSize: yup
    .number()
    .typeError('pageSize debe ser un número')
    .integer('pageSize debe ser un entero')
    .min(1, 'pageSize debe ser al menos 1')
    .max(100, 'pageSize no puede ser mayor que 100')
    .default(50),
  organizer_id: yup.string().max(128),
});

/** Public events, soonest first (spec part 1 §7.2 GET /api/events). */
eventsRouter.get('/', async (req, res) => {
  const query = await parseInput(listQuerySchema, req.query);
  let q = refs.events().where('visibility', '==', 'PUBLIC');
  if (query.organizer_id) q = q.where('organizer_id', '==', query.organizer_id);
  const snap = await q.orderBy('datetime_from', 'asc').limit(query.pageSize).get();
  res.json({ data: snap.docs.map((d) => d.data()) });
});

eventsRouter.get('/:eventId', async (req, res) => {
  const eventId = validId(req.params.eventId, 'Evento no encontrado');
  const snap = await refs.event(eventId).get();
  const event = snap.data();
  if (!event || !canRead(event, req.user?.uid)) throw notFoundError('Evento no encontrado');
  res.json(event);
});

/** Private events stay invisible (404, not 403) to everyone but their author until #3's roles. */
function canRead(event: AforoEvent, uid: string | undefined): boolean {
  return event.visibility === 'PUBLIC' || (uid !== undefined && event.author_id === uid);
}
