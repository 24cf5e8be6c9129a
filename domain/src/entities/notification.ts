import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, idString, text } from './common.js';

/** 'evento': a notice the event's organizers sent from notificationsApp. */
export const NOTIFICATION_TYPES = ['agenda', 'amistad', 'evento'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** '0' is unread (part 1 §4); '1' read. */
export const NOTIFICATION_STATES = ['0', '1'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** users/{userId}/notifications/{id}; written by the server, marked read by its owner. */
export const notificationSchema = yup.object({
  type: yup
    .mixed<NotificationType>()
    .oneOf([...NOTIFICATION_TYPES])
    .required(),
  state: yup
    .mixed<NotificationState>()
    .oneOf([...NOTIFICATION_STATES])
    .default('0'),
  message: text(LIMITS.text).required(),
  /** An organizer's notice carries a title and the event it is about. */
  title: text(LIMITS.name).optional(),
  event_id: idString().optional(),
  /** A contact request's notice names the request: answering it marks the notice read. */
  invitation_id: idString().optional(),
});
export type NotificationInput = yup.InferType<typeof notificationSchema>;
/** `event_id`: the event it is about (the bell of an event shows that event's). */
export type Notification = NotificationInput & Partial<Timestamps> & { _id: string };

export const PUSH_MESSAGE_REQUIRED = 'Escriba el mensaje de la notificación';
export const PUSH_TITLE_REQUIRED = 'Escriba el título de la notificación';

/**
 * POST /api/events/{eventId}/sendpush (notificationsApp, part 1 §7.6 sendpush): an in-app notice
 * to every attendee of the event, or to those of one role. The server writes one notification
 * per attendee with an account (users/{uid}/notifications) and logs the send in the event's
 * notifications_app.
 */
export const pushNotificationSchema = yup.object({
  title: text(LIMITS.name).required(PUSH_TITLE_REQUIRED),
  message: text(LIMITS.text).required(PUSH_MESSAGE_REQUIRED),
  rol_id: idString().nullable().default(null),
});
export type PushNotificationInput = yup.InferType<typeof pushNotificationSchema>;

/** A send as notificationsApp lists it (events/{eventId}/notifications_app). */
export interface SentPushNotification {
  _id: string;
  title: string;
  message: string;
  rol_id: string | null;
  recipients: number;
  created_at: string;
}

/**
 * The event's automatic e-mails (the admin's main-admin "notifications" section; the spec is
 * silent): whether adding someone to the staff e-mails them, and a signature closing that notice.
 * The API honours both (functions/src/routes/contributors.ts); other mails follow their own
 * screens (the registration confirmation has its own section).
 */
export const eventNotificationSettingsSchema = yup.object({
  staff_added_mail: yup.boolean().default(true),
  signature: text(500).default(''),
});
export type EventNotificationSettings = yup.InferType<typeof eventNotificationSettingsSchema>;

/** Unread counts per type: friend requests (amistad) and agenda requests. */
export function unreadCounts(
  notifications: readonly Pick<Notification, 'type' | 'state'>[],
): Record<NotificationType, number> {
  const counts: Record<NotificationType, number> = { agenda: 0, amistad: 0, evento: 0 };
  for (const n of notifications) if (n.state === '0') counts[n.type] += 1;
  return counts;
}
