import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, text } from './common.js';

export const NOTIFICATION_TYPES = ['agenda', 'amistad'] as const;
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
});
export type NotificationInput = yup.InferType<typeof notificationSchema>;
export type Notification = NotificationInput &
  Partial<Timestamps> & {
    _id: string;
    /** The event it is about (the bell of an event shows that event's). */
    event_id?: string;
  };

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
  const counts: Record<NotificationType, number> = { agenda: 0, amistad: 0 };
  for (const n of notifications) if (n.state === '0') counts[n.type] += 1;
  return counts;
}
