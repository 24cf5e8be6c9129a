import { expect, type Page } from '@playwright/test';
import { ports } from '../../scripts/ports.mjs';
import { standInPorts } from '../../tests/stand-ins/ports';
import type { Account } from './state';

export { expectNoSeriousA11yViolations } from '../support';

const AUTH = `http://127.0.0.1:${ports().auth}`;
const PROJECT = 'demo-aforo';

/**
 * An account made the way a person makes one: the Auth emulator's REST signUp (no Admin SDK),
 * its e-mail then marked verified as the link in the verification mail would (the API binds
 * nothing to an unverified address).
 */
export async function signUp(names: string): Promise<Account> {
  const slug = names.toLowerCase().replace(/[^a-z]+/g, '.');
  const email = `${slug}.${Date.now().toString(36)}@aforo.test`;
  const password = 'Clave-Segura-1';
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName: names, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!body.localId) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  const verified = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: body.localId, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`verifying ${email} failed: ${await verified.text()}`);
  return { email, password, names };
}

/** Signs in from the home page's header, by the login dialog, as a person would. */
export async function signIn(page: Page, account: Account, from = '/') {
  await page.goto(from);
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(account.email);
  await dialog.getByLabel('Contraseña').fill(account.password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export interface InboxMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The SMTP stand-in's inbox (the global setup's catcher), as its web view reads it. */
export async function inbox(): Promise<InboxMail[]> {
  const response = await fetch(`http://127.0.0.1:${standInPorts().smtpInbox}/api/messages`);
  return (await response.json()) as InboxMail[];
}

export async function mailTo(address: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).find((mail) => mail.to.some((to) => to.includes(address)));
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail to ${address} in the SMTP stand-in` },
    )
    .toBe(true);
  return found as InboxMail;
}
