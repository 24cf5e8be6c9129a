import { paths } from '@aforo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../../scripts/ports.mjs';
import { smtpStandIn, standInPorts } from '../../../tests/stand-ins';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';

/**
 * Mail links under AFORO_PORT_OFFSET: they point at the app the user is
 * using, the request's Origin when it is one of the app's (the Vite dev server of `npm start`, at
 * 5173 + offset), else the default app origin (hosting, 5000 + offset); never at a fixed port, and
 * never at an origin the caller made up. The mails are read from the SMTP stand-in the emulator's
 * functions/.env.local sends to (its port shifted by the same offset).
 */
const smtp = smtpStandIn();
const P = ports();
const DEV_SERVER = `http://127.0.0.1:${P.web}`;
const HOSTING = `http://127.0.0.1:${P.hosting}`;
let fx: RoleFixture;

beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
  fx = await createRoleFixture();
  await adminDb.doc(paths.event(fx.eventId)).update({
    registration_message: '<p>Te esperamos.</p>',
    user_properties: [
      { name: 'email', label: 'Correo', type: 'email', mandatory: true, options: [] },
      { name: 'names', label: 'Nombres', type: 'text', mandatory: true, options: [] },
    ],
  });
});
afterAll(() => smtp.stop());

/** Every http(s) URL in a mail's text, with the continue URL of Auth's action links unwrapped. */
function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].flatMap(([url]) => {
    const continueUrl = new URL(url).searchParams.get('continueUrl');
    return continueUrl ? [url, continueUrl] : [url];
  });
}

async function register(headers: Record<string, string>) {
  const email = `${uniqueId('enlace')}@example.com`;
  const res = await callApi(`/api/events/${fx.eventId}/adduserwithemailvalidation`, {
    method: 'POST',
    headers,
    body: { properties: { email, names: 'Persona Enlace' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return email;
}

describe('mail links follow the offset and the app the user is on', () => {
  it('the access mail of a registration made from the dev server links to the dev server', async () => {
    const email = await register({ Origin: DEV_SERVER });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Acceso a'),
    );
    const links = linksIn(mail.text);
    expect(links).toContain(`${DEV_SERVER}/landing/${fx.eventId}`);
  });

  it('the sign-in link of the (Spanish) access mail asks for Spanish, not lang=en', async () => {
    const email = await register({ Origin: DEV_SERVER });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Acceso a'),
    );
    const action = linksIn(mail.text)
      .map((link) => new URL(link))
      .find((url) => url.searchParams.get('mode') === 'signIn');
    expect(action, mail.text).toBeDefined();
    expect(action?.searchParams.getAll('lang')).toEqual(['es']);
  });

  // The registration queues its confirmation itself (no trigger), so it follows the
  // app the registrant is on like the access mail.
  it('the registration confirmation links to the app the registrant is on', async () => {
    const email = await register({ Origin: DEV_SERVER });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Confirmación de registro'),
      30_000,
    );
    expect(linksIn(mail.text)).toContain(`${DEV_SERVER}/landing/${fx.eventId}`);
  });

  it('an Origin that is not one of the app origins is ignored', async () => {
    const email = await register({ Origin: 'https://phishing.example' });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Acceso a'),
    );
    const links = linksIn(mail.text);
    expect(links).toContain(`${HOSTING}/landing/${fx.eventId}`);
    expect(links.some((l) => l.includes('phishing.example'))).toBe(false);
  });

  it('the staff mail links to the admin pages on the app the admin is using', async () => {
    const email = `${uniqueId('staff-enlace')}@example.com`;
    const res = await callApi(`/api/contributors/events/${fx.eventId}`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      headers: { Origin: DEV_SERVER },
      body: { email, role: 'staff' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(linksIn(mail.text)).toContain(`${DEV_SERVER}/eventadmin/${fx.eventId}`);
  });
});
