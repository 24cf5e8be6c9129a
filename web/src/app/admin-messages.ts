import { certificatesMessages } from '../features/certificates/messages';
import { eventSettingsMessages } from '../features/event-settings/messages';
import { setupScreensMessages } from '../features/event-setup/screens-messages';
import { eventSetupMessages } from '../features/event-setup/messages';
import { mergeMessages } from '../i18n/define-messages';

/**
 * The admin features' messages (see the convention in i18n/define-messages.ts), registered like
 * app/messages.ts's but loaded with the admin's chunks only: admin-routes.tsx and the create-event
 * route lay them over the catalogue with MoreMessages.
 */
export const ADMIN_FEATURE_MESSAGES = [
  eventSettingsMessages,
  eventSetupMessages,
  setupScreensMessages,
  certificatesMessages,
] as const;

export const adminFeatureMessages = mergeMessages(ADMIN_FEATURE_MESSAGES);
