import { defineMessages } from '../../i18n/define-messages';

export const attendeePagesMessages = defineMessages({ es: {}, en: {}, pt: {} });
