import {
  paths,
  type AforoEvent,
  type MenuSection,
  type StaffPermission,
  type StaffRole,
} from '@aforo/domain';
import { expect, type Page } from '@playwright/test';
import { eventFactory } from '../tests/factories/index';
import { DEMO } from '../tests/factories/demo';
import { adminAuth, adminDb, signInIdToken, uniqueId } from '../tests/support/admin';
import { AUTH_HOST, PROJECT_ID } from '../tests/support/emulators';

/** Test data and sign-in helpers for the web shell's browser tests. */

export async function createAccount(prefix = 'user') {
  const uid = uniqueId(prefix);
  const email = `${uid}@aforo.test`.toLowerCase();
  const password = 'Clave-Segura-1';
  // Verified, as after signing in by e-mail link: the API binds nothing to an unverified address.
  await adminAuth.createUser({
    uid,
    email,
    password,
    displayName: `Prueba ${prefix}`,
    emailVerified: true,
  });
  return { uid, email, password };
}

/** A public event written with the Admin SDK, as the API would have created it. */
export async function createEvent(overrides: Partial<AforoEvent> = {}) {
  const event = eventFactory({ _id: uniqueId('evt'), ...overrides });
  const { _id, ...data } = event;
  await adminDb.doc(paths.event(_id)).set({ ...data, created_at: new Date() });
  return event;
}

/** A landing menu entry, shown and public, for an event made in a test. */
export const menuSection = (
  over: Pick<MenuSection, 'section' | 'name' | 'position'>,
): MenuSection => ({ icon: '', permissions: 'public', checked: true, ...over });

/** Writes one content document of an event (kind: its collection), stamped now. */
export function eventContentWriter(eventId: string) {
  const at = new Date();
  return (kind: string, id: string, data: Record<string, unknown>) =>
    adminDb
      .doc(`${paths.event(eventId)}/${kind}/${id}`)
      .set({ event_id: eventId, created_at: at, updated_at: at, ...data });
}

export async function addStaff(
  eventId: string,
  uid: string,
  role: StaffRole,
  permission_ids: StaffPermission[],
) {
  await adminDb
    .doc(paths.staffMember(eventId, uid))
    .set({ role, permission_ids, email: `${uid}@aforo.test`, name: uid });
}

/**
 * Signs in through the app's own one-time `?token=` path (a custom token from the Admin SDK),
 * which is quicker than the login form; the form has its own tests.
 */
export async function openSignedIn(page: Page, uid: string, path: string) {
  const token = await adminAuth.createCustomToken(uid);
  // The token joins the query, which comes before any '#anchor'.
  const [base = path, hash] = path.split('#');
  const separator = base.includes('?') ? '&' : '?';
  const anchor = hash === undefined ? '' : `#${hash}`;
  await page.goto(`${base}${separator}token=${encodeURIComponent(token)}${anchor}`);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * Opens an admin page signed in and waits for the shell to know the event and the user's roles;
 * the first Firestore listeners of a run can take a while on a busy machine.
 */
export async function openAdmin(page: Page, uid: string, path: string) {
  await openSignedIn(page, uid, path);
  await expect(
    page
      .getByTestId('admin-menu')
      .or(page.getByTestId('admin-no-access'))
      .or(page.getByTestId('admin-timeout')),
  ).toBeVisible({ timeout: 30_000 });
}

export async function logInThroughModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await expect(dialog).toBeHidden();
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The latest out-of-band code the Auth emulator "sent" to this address. */
export async function latestOobCode(email: string, requestType: string): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
      );
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as OobCode;
}

/** The names of the JavaScript files a page loaded. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The demo organizer's ID token (the seeded account signs in with its password). */
export function organizerToken(): Promise<string> {
  const { email, password } = DEMO.accounts.organizer;
  return signInIdToken(email, password);
}
