import { eventDuplicateSchema } from '@aforo/domain';
import { Router } from 'express';
import { requireEventAdmin, signedIn } from '../lib/access';
import { duplicateEvent } from '../lib/event-duplicate';
import { refs } from '../lib/refs';
import { eventIdOf } from '../lib/resource-router';
import { parseInput } from '../lib/validate';
import { assertOrganizer } from './events';

/** POST /api/events/{eventId}/duplicate (mounted under /events/:eventId). */
export const eventDuplicateRouter = Router({ mergeParams: true });

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
  await assertOrganizer(access.event.organizer_id, user.uid);
  const newId = await duplicateEvent(access.event, input, user.uid);
  res.status(201).json((await refs.event(newId).get()).data());
});
