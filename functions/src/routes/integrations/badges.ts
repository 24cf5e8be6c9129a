import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { badgeDesignSchema } from '@aforo/domain';
import { requireEvent } from '../../lib/access';
import { eventIdOf } from '../resource-router';
import { refs } from '../../lib/refs';
import { fieldError, parseInput } from '../../lib/validate';

/** The attendees' badges ("escarapelas", part 1 §7.6): their layout; printing is the web's. */
export const badgesRouter = Router();

/**
 * PUT /api/events/{eventId}/badge: the event's badge layout (event.badge_design), for event
 * admins and staff holding admin_badge (the "badge" section's gate, spec part 1 §2.2). Every
 * field it prints must be one of the event's attendee fields.
 */
badgesRouter.put('/events/:eventId/badge', async (req, res) => {
  const access = await requireEvent(req, eventIdOf(req), (a) => a.can('admin_badge'));
  const badge = await parseInput(badgeDesignSchema, req.body ?? {});
  const known = new Set(access.event.user_properties.map((p) => p.name));
  const unknown = badge.fields.find((f) => !known.has(f));
  if (unknown !== undefined) {
    throw fieldError('fields', `El campo ${unknown} no existe en este evento`);
  }
  await refs.event(access.eventId).update({
    badge_design: badge,
    updated_at: FieldValue.serverTimestamp(),
  });
  res.json(badge);
});
