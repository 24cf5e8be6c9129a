import { defineMessages } from '../../i18n/define-messages';

export const registrationMessages = defineMessages({ es: {}, en: {}, pt: {} });
