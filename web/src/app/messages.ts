import { attendeePagesMessages } from '../features/attendee-pages/messages';
import { eventSettingsMessages } from '../features/event-settings/messages';
import { eventSetupMessages } from '../features/event-setup/messages';
import { setupScreensMessages } from '../features/event-setup/screens-messages';
import { landingMessages } from '../features/landing/messages';
import { platformPagesMessages } from '../features/platform-pages/messages';
import { registrationMessages } from '../features/registration/messages';
import { mergeMessages, type KeysOf } from '../i18n/define-messages';

/**
 * Every feature's own messages, registered by the app (the convention is written in
 * i18n/define-messages.ts). A new feature adds its messages.ts here, one line.
 */
export const FEATURE_MESSAGES = [
  landingMessages,
  registrationMessages,
  attendeePagesMessages,
  platformPagesMessages,
  eventSettingsMessages,
  eventSetupMessages,
  setupScreensMessages,
] as const;

/** The registered messages per language; the I18nProvider lays them over the shared catalogue. */
export const featureMessages = mergeMessages(FEATURE_MESSAGES);

type FeatureKey = KeysOf<(typeof FEATURE_MESSAGES)[number]>;

declare module '../i18n/define-messages' {
  // The registered keys become valid `useT` keys everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from the extended type
  interface FeatureMessageKeys extends Record<FeatureKey, true> {}
}
