import { defineMessages } from '../../i18n/define-messages';

export const landingMessages = defineMessages({ es: {}, en: {}, pt: {} });
