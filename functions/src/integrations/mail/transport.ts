import nodemailer from 'nodemailer';
import * as yup from 'yup';
import type { SmtpConfig } from '../../config';

/** What the SMTP server answered, as nodemailer reports it; checked before it is stored. */
export const sentInfoSchema = yup.object({
  messageId: yup.string().default(''),
  accepted: yup.array(yup.string().required()).default([]),
  rejected: yup.array(yup.string().required()).default([]),
  response: yup.string().default(''),
});
export type SentInfo = yup.InferType<typeof sentInfoSchema>;

export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array | string;
  contentType: string;
  /** Set for an image the HTML shows inline (src="cid:…"). */
  cid?: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<SentInfo>;
}

/** nodemailer reports addresses as text or {address}; keep the text. */
const addressText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value && 'address' in value
      ? String(value.address)
      : '';

/**
 * SMTP through nodemailer. Port 465 is implicit TLS; on any other port nodemailer upgrades with
 * STARTTLS whenever the server offers it.
 */
export function createMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.port === 465,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      const info: unknown = await transport.sendMail({
        from: config.from,
        ...message,
        attachments: message.attachments?.map((a) => ({
          ...a,
          content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
          ...(a.cid ? { contentDisposition: 'inline' as const } : {}),
        })),
      });
      const raw = typeof info === 'object' && info ? (info as Record<string, unknown>) : {};
      return sentInfoSchema.validate(
        {
          messageId: raw.messageId,
          response: raw.response,
          accepted: Array.isArray(raw.accepted) ? raw.accepted.map(addressText) : [],
          rejected: Array.isArray(raw.rejected) ? raw.rejected.map(addressText) : [],
        },
        { stripUnknown: true },
      );
    },
  };
}
