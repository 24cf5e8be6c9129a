import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_CREDENTIALS, smtpStandIn } from '../../../../tests/stand-ins';
import { renderMail } from './compose';
import { createMailer } from './transport';

const smtp = smtpStandIn();
const config = () => ({
  host: '127.0.0.1',
  port: smtp.port,
  user: STAND_IN_CREDENTIALS.smtp.user,
  password: STAND_IN_CREDENTIALS.smtp.password,
  from: 'Aforo <no-reply@aforo.test>',
});

beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describe('mailer over SMTP', () => {
  it('delivers to the recipient with a Spanish subject and escaped HTML', async () => {
    const body = renderMail({
      subject: 'Invitación',
      paragraphs: ['Hola <script>alert(1)</script>', 'Año & más'],
      links: [{ label: 'Ver', url: 'https://aforo.test/landing/e1?a=1&b=2' }],
    });
    const info = await createMailer(config()).send({
      to: 'ana@example.com',
      subject: 'Invitación a Congreso Ñandú',
      ...body,
    });
    expect(info.accepted).toEqual(['ana@example.com']);
    const mail = await smtp.waitFor((m) => m.subject === 'Invitación a Congreso Ñandú');
    expect(mail.envelopeTo).toEqual(['ana@example.com']);
    expect(mail.from).toContain('no-reply@aforo.test');
    expect(mail.text).toContain('Año & más');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="https://aforo.test/landing/e1?a=1&amp;b=2"');
  });

  it('is refused with a wrong password', async () => {
    await expect(
      createMailer({ ...config(), password: 'wrong' }).send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
      }),
    ).rejects.toThrow(/Invalid/);
  });
});
