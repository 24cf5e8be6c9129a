import { eventDuplicateSchema } from '@aforo/domain';
import { Router } from 'express';
import { requireEventAdmin, signedIn } from '../lib/access';
import { duplicateEvent } from '../lib/event-duplicate';
import { HttpError, forbidden } from '../lib/http-error';
import { refs } from '../lib/refs';
import { eventIdOf } from './resource-router';
import { parseInput } from '../lib/validate';
import { assertOrganizer } from './events';

/** POST /api/events/{eventId}/duplicate (mounted under /events/:eventId). */
export const eventDuplicateRouter = Router({ mergeParams: true });

const ORG_ADMIN_NEEDED = 'Para duplicar este evento debes ser administrador de su organización';

/**
 * A new event with the source's set-up and content (lib/event-duplicate.ts says what is copied
 * and why), the caller as its author, under the same organization, which the caller must still
 * administer. Answers the new event (201).
 */
eventDuplicateRouter.post('/duplicate', async (req, res) => {
  const user = signedIn(req);
  const eventId = eventIdOf(req);
  const access = await requireEventAdmin(req, eventId);
  const input = await parseInput(eventDuplicateSchema, req.body);
  await assertOrganizer(access.event.organizer_id, user.uid).catch((error: unknown) => {
    // The copy goes under the same organization: say which permission is missing.
    if (error instanceof HttpError && error.status === 403) throw forbidden(ORG_ADMIN_NEEDED);
    throw error;
  });
  const newId = await duplicateEvent(access.event, input, user.uid);
  res.status(201).json((await refs.event(newId).get()).data());
});
