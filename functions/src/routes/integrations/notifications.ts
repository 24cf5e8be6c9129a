import {
  paths,
  pushNotificationSchema,
  type NotificationInput,
  type SentPushNotification,
} from '@aforo/domain';
import { Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { requireEventPermission } from '../../lib/access';
import { BatchQueue } from '../../lib/batches';
import { db } from '../../lib/firebase';
import { eventIdOf } from '../resource-router';
import { refs } from '../../lib/refs';
import { parseInput } from '../../lib/validate';

/**
 * notificationsApp's API (part 1 §7.6 sendpush): an in-app notice to the event's
 * attendees, for those who send its invitations. Each attendee with an account gets one
 * users/{uid}/notifications document (the bell of the live experience reads them); the send is
 * logged in events/{eventId}/notifications_app so the screen lists what went out.
 */
export const notificationsRouter = Router();

/** Sends listed at most (the newest first). */
const LISTED = 100;

/** POST /api/events/{eventId}/sendpush {title, message, rol_id?} */
notificationsRouter.post('/events/:eventId/sendpush', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const input = await parseInput(pushNotificationSchema, req.body ?? {});
  const attendees = refs.attendees(access.eventId);
  const targeted =
    input.rol_id === null ? attendees : attendees.where('rol_id', '==', input.rol_id);
  const snap = await targeted.select('account_id').get();
  // One notice per account: an account holds one attendee record per event, but be sure.
  const accounts = new Set<string>();
  for (const doc of snap.docs) {
    const account: unknown = doc.get('account_id');
    if (typeof account === 'string' && account !== '') accounts.add(account);
  }
  const notice: NotificationInput & { created_at: FieldValue; updated_at: FieldValue } = {
    type: 'evento',
    state: '0',
    title: input.title,
    message: input.message,
    event_id: access.eventId,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
  const queue = new BatchQueue();
  for (const uid of accounts) {
    queue.add(1, (batch) => batch.set(db.collection(paths.notifications(uid)).doc(), notice));
  }
  const log = db.collection(paths.eventContent(access.eventId, 'notifications_app')).doc();
  queue.add(1, (batch) =>
    batch.set(log, {
      type: 'evento',
      state: '0',
      title: input.title,
      message: input.message,
      rol_id: input.rol_id,
      recipients: accounts.size,
      created_at: FieldValue.serverTimestamp(),
      updated_at: FieldValue.serverTimestamp(),
    }),
  );
  await queue.commit();
  res.status(201).json({ _id: log.id, recipients: accounts.size });
});

/** GET /api/events/{eventId}/sendpush: the sends, newest first. */
notificationsRouter.get('/events/:eventId/sendpush', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'admin_invitations');
  const snap = await db
    .collection(paths.eventContent(access.eventId, 'notifications_app'))
    .orderBy('created_at', 'desc')
    .limit(LISTED)
    .get();
  const data: SentPushNotification[] = snap.docs.map((doc) => {
    const value = doc.data();
    const created: unknown = value.created_at;
    return {
      _id: doc.id,
      title: typeof value.title === 'string' ? value.title : '',
      message: typeof value.message === 'string' ? value.message : '',
      rol_id: typeof value.rol_id === 'string' ? value.rol_id : null,
      recipients: typeof value.recipients === 'number' ? value.recipients : 0,
      created_at: created instanceof Timestamp ? created.toDate().toISOString() : '',
    };
  });
  res.json({ data });
});
