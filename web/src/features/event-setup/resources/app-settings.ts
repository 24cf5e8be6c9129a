import { eventNotificationSettingsSchema, eventSchema } from '@aforo/domain';
import { eventDocumentForm } from '../lib/event-document';

/** Streaming platforms an event names in event_platform (the spec keeps the field, not a list). */
const PLATFORMS = ['vimeo', 'youtube', 'zoom', 'meet', 'teams'] as const;

/**
 * configurationApp (main admin; the spec is silent): the event's platform settings the API already
 * serves and nothing invented: where it streams (event_platform, vimeo_id), the landing's
 * Facebook pixel, and whether the landing offers registration (show_inscription).
 */
export const appSettingsForm = eventDocumentForm({
  name: 'app-settings',
  title: 'setup.app.title',
  description: 'setup.app.description',
  schema: eventSchema.pick(['event_platform', 'vimeo_id', 'facebookpixelid', 'show_inscription']),
  fields: [
    {
      name: 'event_platform',
      label: 'setup.app.platform',
      kind: 'select',
      // The select's own empty choice is "none".
      options: PLATFORMS.map((p) => ({ value: p, label: { text: p } })),
    },
    { name: 'vimeo_id', label: 'setup.app.vimeo' },
    { name: 'facebookpixelid', label: 'setup.app.pixel' },
    { name: 'show_inscription', label: 'setup.app.showInscription', kind: 'boolean' },
  ],
  toValues: (event) => ({
    event_platform: event.event_platform ?? null,
    vimeo_id: event.vimeo_id ?? null,
    facebookpixelid: event.facebookpixelid ?? null,
    show_inscription: event.show_inscription,
  }),
  // An emptied text is "none".
  toBody: (values) => ({
    event_platform: values.event_platform || null,
    vimeo_id: values.vimeo_id || null,
    facebookpixelid: values.facebookpixelid || null,
    show_inscription: values.show_inscription,
  }),
});

/**
 * notifications (main admin; the spec is silent): the event's automatic e-mails the API honours,
 * event.notification_settings (domain notification.ts). Push messages to the app have their own
 * section (notificationsApp) and the registration confirmation its own (confirmacion-registro).
 */
export const notificationSettingsForm = eventDocumentForm({
  name: 'notification-settings',
  title: 'setup.notifications.title',
  description: 'setup.notifications.description',
  schema: eventNotificationSettingsSchema,
  fields: [
    { name: 'staff_added_mail', label: 'setup.notifications.staffAdded', kind: 'boolean' },
    {
      name: 'signature',
      label: 'setup.notifications.signature',
      kind: 'textarea',
      help: 'setup.notifications.signatureHelp',
    },
  ],
  toValues: (event) => eventNotificationSettingsSchema.cast(event.notification_settings ?? {}),
  toBody: (values) => ({ notification_settings: values }),
});
