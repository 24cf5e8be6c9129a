import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A mail as the catcher received it over SMTP, parsed. */
export interface CaughtMail {
  id: number;
  /** SMTP envelope: who the client said it was for. */
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files attached; an inline image has the cid its HTML shows it by. */
  attachments: CaughtAttachment[];
  receivedAt: Date;
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  cid: string | null;
  content: Buffer;
}

export interface SmtpStandInOptions {
  user: string;
  password: string;
}

/**
 * An SMTP server on loopback that keeps what it receives (smtp-server, parsed with mailparser).
 * It requires AUTH with the configured user and password, as a real relay would; STARTTLS is
 * off because no certificate exists here, so AUTH is allowed in clear on loopback only.
 */
export class SmtpStandIn {
  readonly inbox: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: { test: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  port = 0;

  constructor(private readonly options: SmtpStandInOptions) {}

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 10 * 1024 * 1024,
      onAuth: (auth: SMTPServerAuthentication, _session: SMTPServerSession, callback) => {
        if (auth.username === this.options.user && auth.password === this.options.password) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const addresses = (value: typeof parsed.to) =>
              (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
                a.value.map((v) => v.address ?? ''),
              );
            const mail: CaughtMail = {
              id: this.inbox.length + 1,
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: parsed.from?.text ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                cid: a.cid ?? null,
                content: a.content,
              })),
              receivedAt: new Date(),
            };
            this.inbox.push(mail);
            this.waiters = this.waiters.filter((w) => {
              if (!w.test(mail)) return true;
              w.resolve(mail);
              return false;
            });
            callback();
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first mail (already here or still to come) that passes `test`, or a timeout error. */
  waitFor(test: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
    const found = this.inbox.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`No mail arrived within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  /** Mails to `address`, by envelope recipient. */
  to(address: string): CaughtMail[] {
    return this.inbox.filter(
      (m) => m.envelopeTo.includes(address.toLowerCase()) || m.envelopeTo.includes(address),
    );
  }
}
