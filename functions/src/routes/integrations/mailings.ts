import {
  mailingCountSchema,
  mailingPreviewSchema,
  mailingSendSchema,
  mailingTestSchema,
  type MailingCount,
} from '@aforo/domain';
import { Router } from 'express';
import { requireEventPermission, signedIn } from '../../lib/access';
import { countAudience, previewMailing, sendMailing, sendTestMailing } from '../../lib/mailings';
import { eventIdOf } from '../resource-router';
import { parseInput } from '../../lib/validate';
import { mailQuotaStatus, rateLimit, spendMailQuota } from '../../middleware/rate-limits';

/**
 * invitados (part 1 §7.3): a mail to an audience of the event. The count, the preview, the test
 * send and the send read the audience with the same queries (lib/mailings.ts); the browser never
 * holds the list. Whoever sends the event's invitations (admin_invitations) may use them.
 */
export const mailingsRouter = Router();

/** POST /api/events/{eventId}/mailings/count: how many the send would mail now. */
mailingsRouter.post('/events/:eventId/mailings/count', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(mailingCountSchema, req.body ?? {});
  const answer: MailingCount = {
    count: await countAudience(access.eventId, input.audience, input.rsvp),
  };
  res.json(answer);
});

/** POST /api/events/{eventId}/mailings/preview: the mail as one recipient or sample data gets it. */
mailingsRouter.post('/events/:eventId/mailings/preview', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(mailingPreviewSchema, req.body ?? {});
  res.json(await previewMailing(access, input));
});

/**
 * POST /api/events/{eventId}/mailings/test: the mail to the caller's own verified address only;
 * a body naming an address (`to`) is refused as an unknown field.
 */
mailingsRouter.post('/events/:eventId/mailings/test', rateLimit('mailSender'), async (req, res) => {
  const user = signedIn(req);
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(mailingTestSchema, req.body ?? {});
  await spendMailQuota(req, access.eventId, 1);
  res.status(201).json(await sendTestMailing(access, user, input));
});

/**
 * POST /api/events/{eventId}/mailings: the send. `send_id` is the confirmation's idempotency key:
 * 201 when this call queued the mails, 200 with `already` when an earlier call with the key did.
 */
mailingsRouter.post('/events/:eventId/mailings', rateLimit('mailSender'), async (req, res) => {
  const user = signedIn(req);
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(mailingSendSchema, req.body ?? {});
  const result = await sendMailing(access, user.uid, input);
  res.status(result.already ? 200 : 201).json(result);
});

/**
 * GET /api/events/{eventId}/mailquota: the mails the event's routes queued this hour against its
 * quota (MAIL_QUOTA) and when the count starts again; shown on the invitados screen.
 */
mailingsRouter.get('/events/:eventId/mailquota', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  res.json(await mailQuotaStatus(access.eventId));
});
