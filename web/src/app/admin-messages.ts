import { documentsMessages } from '../features/documents/messages';
import { companiesMessages } from '../features/companies/messages';
import { certificatesMessages } from '../features/certificates/messages';
import { eventSettingsMessages } from '../features/event-settings/messages';
import { setupScreensMessages } from '../features/event-setup/screens-messages';
import { eventSetupMessages } from '../features/event-setup/messages';
import { productsMessages } from '../features/products/messages';
import { newsWallMessages } from '../features/news-wall/messages';
import { surveysMessages } from '../features/surveys/messages';
import { socialMessages } from '../features/chat/messages';
import { guestImportMessages } from '../features/guest-import/messages';
import { organizationsMessages } from '../features/organizations/messages';
import { communicationsMessages } from '../features/communications/messages';
import { agendaMessages } from '../features/agenda/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { surveyAnswerMessages } from '../features/surveys/answer-messages';
import { agendaLandingMessages } from '../features/agenda/landing-messages';
import { moreSectionsMessages } from '../features/landing/more-sections-messages';
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
  documentsMessages,
  companiesMessages,
  productsMessages,
  newsWallMessages,
  certificatesMessages,
  surveysMessages,
  socialMessages,
  guestImportMessages,
  organizationsMessages,
  communicationsMessages,
  agendaMessages,
  dashboardMessages,
  // Landing strings that their own lazy chunks lay over the catalogue (the agenda's sections and
  // room, the survey answering view): listed here for their keys' types and the admin's previews.
  surveyAnswerMessages,
  agendaLandingMessages,
  moreSectionsMessages,
] as const;

export const adminFeatureMessages = mergeMessages(ADMIN_FEATURE_MESSAGES);
