import { buildIcs, icsFileName, isId } from '@aforo/domain';
import { Router, type Response } from 'express';
import { activityEntry, eventIcs } from '../lib/calendars';
import { readableEvent } from '../lib/access';
import { readerSees } from './activities';
import { badRequest, notFoundError } from '../lib/http-error';

/** Public calendar files of an event and of its activities, for "Añadir al calendario". */
export const calendarRouter = Router();

/**
 * A malformed id is the caller's mistake (400, with the field), a well-formed one that names
 * nothing is 404: a calendar link is typed or pasted by people, who deserve to know which.
 */
function pathId(value: string | string[] | undefined, field: string): string {
  const id = typeof value === 'string' ? value : '';
  if (!isId(id))
    throw badRequest('Identificador no válido', { [field]: 'No es un identificador válido' });
  return id;
}

function sendIcs(res: Response, name: string, body: string) {
  res
    .type('text/calendar; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${icsFileName(name)}"`)
    .set('Cache-Control', 'private, max-age=300')
    .send(body);
}

/** GET /api/events/{id}/calendar.ics: the event, in its zone. Private events: members only. */
calendarRouter.get('/events/:eventId/calendar.ics', async (req, res) => {
  const eventId = pathId(req.params.eventId, 'eventId');
  const { event } = await readableEvent(req, eventId);
  sendIcs(res, event.name, eventIcs(eventId, event));
});

/** GET /api/events/{id}/activities/{activityId}/calendar.ics: one activity of the agenda. */
calendarRouter.get('/events/:eventId/activities/:activityId/calendar.ics', async (req, res) => {
  const eventId = pathId(req.params.eventId, 'eventId');
  const activityId = pathId(req.params.activityId, 'activityId');
  const access = await readableEvent(req, eventId);
  const { event } = access;
  const entry = await activityEntry(eventId, event, activityId, (activity) =>
    readerSees(access, activity),
  );
  if (!entry) throw notFoundError('Actividad no encontrada');
  sendIcs(res, entry.title, buildIcs([entry], { name: event.name }));
});
