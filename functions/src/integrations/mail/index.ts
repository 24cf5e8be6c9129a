import { smtpConfig } from '../../config';
import { perConfiguration } from '../instance';
import { createMailer } from './transport';

export * from './compose';
export * from './queue';
export { createMailer, type MailAttachment, type Mailer, type SentInfo } from './transport';

/** The SMTP mailer of this instance. */
export const mailer = perConfiguration(smtpConfig, createMailer);
