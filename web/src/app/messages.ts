import { attendeePagesMessages } from '../features/attendee-pages/messages';
import { ownCertificatesMessages } from '../features/certificates/attendee-messages';
import { landingMessages } from '../features/landing/messages';
import { newsWallLandingMessages } from '../features/landing/news-wall-messages';
import { platformPagesMessages } from '../features/platform-pages/messages';
import { registrationMessages } from '../features/registration/messages';
import { mergeMessages, type KeysOf } from '../i18n/define-messages';
import type { ADMIN_FEATURE_MESSAGES } from './admin-messages';

/**
 * Every feature's own messages, registered by the app (the convention is written in
 * i18n/define-messages.ts). A new feature adds its messages.ts here, one line (an admin-only
 * feature in app/admin-messages.ts, which loads with the admin).
 */
export const FEATURE_MESSAGES = [
  landingMessages,
  registrationMessages,
  attendeePagesMessages,
  platformPagesMessages,
  newsWallLandingMessages,
  ownCertificatesMessages,
] as const;

/** The registered messages per language; the I18nProvider lays them over the shared catalogue. */
export const featureMessages = mergeMessages(FEATURE_MESSAGES);

// The admin's messages (app/admin-messages.ts) are keys too; only their type is imported here.
type FeatureKey =
  KeysOf<(typeof FEATURE_MESSAGES)[number]> | KeysOf<(typeof ADMIN_FEATURE_MESSAGES)[number]>;

declare module '../i18n/define-messages' {
  // The registered keys become valid `useT` keys everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from the extended type
  interface FeatureMessageKeys extends Record<FeatureKey, true> {}
}
