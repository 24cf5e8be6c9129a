import { paths, type ItemsMenu } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminDb, uniqueId } from '../tests/support/admin';
import { AUTH_HOST, FIRESTORE_HOST, PORTS, PROJECT_ID } from '../tests/support/emulators';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * The documents section end to end. The organizer creates a folder, has a wrong
 * file refused before upload, uploads a pdf through the admin and restricts it to one attendee
 * role (and that attendee's account, picked by e-mail); an attendee of that role sees it on the landing and downloads the same bytes; an attendee
 * of another role neither sees it nor reads it directly (Firestore and Storage refuse, decided
 * by the rules, or where the Storage emulator cannot run by the stand-in's storageAllows).
 */

const ROLE_IN = 'rol-expositores';
const ROLE_OUT = 'rol-visitantes';
const PDF = Buffer.from(
  `%PDF-1.4\n% Programa para expositores ${uniqueId('pdf')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
);
const MENU: ItemsMenu = {
  event: {
    section: 'event',
    name: 'El evento',
    icon: '',
    position: 0,
    permissions: 'public',
    checked: true,
  },
  documents: {
    section: 'documents',
    name: 'Documentos',
    icon: '',
    position: 1,
    permissions: 'public',
    checked: true,
  },
};

type Person = Awaited<ReturnType<typeof createAccount>>;
let organizer: Person;
let insider: Person;
let outsider: Person;
let eventId: string;

/** An ID token of the Auth emulator for this account, as the Firebase SDK would send it. */
async function idToken(person: Person): Promise<string> {
  const answer = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: person.password,
        returnSecureToken: true,
      }),
    },
  );
  return ((await answer.json()) as { idToken: string }).idToken;
}

/** A direct Firestore read of the document, as `person` (REST, rules applied). */
async function firestoreRead(person: Person, documentId: string): Promise<number> {
  const path = paths.eventContentItem(eventId, 'documents', documentId);
  const answer = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { Authorization: `Bearer ${await idToken(person)}` } },
  );
  return answer.status;
}

/** A direct Storage download of the object, as `person` (no download token: rules decide). */
async function storageRead(person: Person, objectPath: string): Promise<number> {
  const bucket = `${PROJECT_ID}.appspot.com`;
  const answer = await fetch(
    `http://127.0.0.1:${PORTS.storage}/v0/b/${bucket}/o/${encodeURIComponent(objectPath)}?alt=media`,
    { headers: { Authorization: `Firebase ${await idToken(person)}` } },
  );
  return answer.status;
}

const landingDocuments = (page: Page) => page.getByTestId('landing-section-documents');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe('documents restricted to an attendee role', () => {
  let documentId = '';
  let objectPath = '';

  test.beforeAll(async () => {
    organizer = await createAccount('docs-org');
    insider = await createAccount('docs-in');
    outsider = await createAccount('docs-out');
    const event = await createEvent({
      name: `Documentos ${Date.now().toString(36)}`,
      author_id: organizer.uid,
      itemsMenu: MENU,
    });
    eventId = event._id;
    for (const [id, name] of [
      [ROLE_IN, 'Expositores'],
      [ROLE_OUT, 'Visitantes'],
    ] as const) {
      await adminDb
        .doc(paths.eventContentItem(eventId, 'roles', id))
        .set({ name, event_id: eventId, created_at: new Date(), updated_at: new Date() });
    }
    await seedAttendee(eventId, { accountId: insider.uid, email: insider.email, rolId: ROLE_IN });
    await seedAttendee(eventId, {
      accountId: outsider.uid,
      email: outsider.email,
      rolId: ROLE_OUT,
    });
  });

  test('the organizer uploads a pdf into a folder and restricts it to one role', async ({
    page,
  }) => {
    await openAdmin(page, organizer.uid, `/eventadmin/${eventId}/documents`);
    await expect(page.getByTestId('documents-table-empty')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The folder screen: a folder needs a name.
    await page.getByRole('link', { name: 'Nueva carpeta' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva carpeta' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear carpeta' }).click();
    await expect(page.getByText('Ingrese el nombre de la carpeta')).toBeVisible();
    await page.getByLabel('Nombre de la carpeta').fill('Memorias del congreso');
    await page.getByRole('button', { name: 'Crear carpeta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Carpeta: Memorias del congreso' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/documents\/upload\?folder=/);

    // Refused before any byte is sent: another type, and a file over 5 MB.
    const picker = page.getByLabel('Archivos para subir');
    await picker.setInputFiles({
      name: 'instalador.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByText(/instalador\.exe: Tipo de archivo no permitido/)).toBeVisible();
    await picker.setInputFiles({
      name: 'enorme.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText(/enorme\.pdf: El archivo debe pesar menos de 5 MB/)).toBeVisible();
    expect(
      await adminDb
        .collection(paths.eventContent(eventId, 'documents'))
        .where('type', '==', 'file')
        .get(),
    ).toHaveProperty('size', 0);

    await picker.setInputFiles({
      name: 'Programa expositores.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const files = page.getByTestId('folder-files-table');
    await expect(files).toContainText('Programa expositores.pdf', { timeout: 30_000 });
    await expect(page.getByText('Documento guardado').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stored = await adminDb
      .collection(paths.eventContent(eventId, 'documents'))
      .where('type', '==', 'file')
      .get();
    expect(stored.size).toBe(1);
    const file = stored.docs[0]!;
    documentId = file.id;
    const url = new URL(file.get('file') as string);
    // No download token is kept: every download goes through the rules.
    expect(url.searchParams.has('token')).toBe(false);
    objectPath = decodeURIComponent(url.pathname.split('/o/')[1] ?? '');
    // Stored under the document's id, its name prefixed with a timestamp (spec §7).
    expect(objectPath).toMatch(
      new RegExp(`^events/${eventId}/documents/${documentId}/\\d{13}-Programa-expositores\\.pdf$`),
    );

    // Its permission screen: only the exhibitors' role.
    await files.getByRole('link', { name: 'Permisos de Programa expositores.pdf' }).click();
    await expect(page.getByRole('heading', { name: 'Permisos del documento' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Roles que pueden verlo' })
      .getByText('Expositores')
      .click();
    // And the insider's account, picked by e-mail (an unknown address is said so).
    const emailInput = page.getByLabel('Correo del usuario');
    await emailInput.fill('nadie@aforo.test');
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect(
      page.getByText('No hay un asistente con cuenta y el correo nadie@aforo.test en este evento.'),
    ).toBeVisible();
    await emailInput.fill(insider.email);
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect(page.getByTestId('document-users')).toContainText(insider.email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('documento editado').first()).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await file.ref.get();
        return [saved.get('permissionRol'), saved.get('permissionUser')] as unknown;
      })
      .toEqual([[ROLE_IN], [insider.uid]]);

    await page.getByRole('link', { name: 'Volver a documentos' }).click();
    await expect(page.getByTestId('documents-table')).toContainText('Memorias del congreso');
  });

  test('an attendee of that role sees it and downloads the same bytes', async ({ page }) => {
    await openSignedIn(page, insider.uid, `/landing/${eventId}/documents`);
    const section = landingDocuments(page);
    await expect(section.getByRole('heading', { name: 'Memorias del congreso' })).toBeVisible({
      timeout: 30_000,
    });
    const button = section.getByRole('button', { name: 'Abrir Programa expositores.pdf' });
    await expect(button).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Programa-expositores.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).equals(PDF)).toBe(true);

    expect(await firestoreRead(insider, documentId)).toBe(200);
    expect(await storageRead(insider, objectPath)).toBe(200);
  });

  test('an attendee of another role neither sees it nor reads it directly', async ({ page }) => {
    await openSignedIn(page, outsider.uid, `/landing/${eventId}/documents`);
    const section = landingDocuments(page);
    // The folder is public; the restricted file is not listed for this reader.
    await expect(section.getByRole('heading', { name: 'Memorias del congreso' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(section.getByRole('button', { name: /Programa expositores/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    expect(await firestoreRead(outsider, documentId)).toBe(403);
    expect(await storageRead(outsider, objectPath)).toBe(403);
  });

  test('the organizer deletes the folder with its file, after the confirmation', async ({
    page,
  }) => {
    await openAdmin(page, organizer.uid, `/eventadmin/${eventId}/documents`);
    const table = page.getByTestId('documents-table');
    await table.getByRole('button', { name: 'Eliminar Memorias del congreso' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Una vez eliminado, no lo podrá recuperar');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('¡Se eliminó la información correctamente!').first()).toBeVisible();
    await expect(page.getByTestId('documents-table-empty')).toBeVisible();
    const left = await adminDb.collection(paths.eventContent(eventId, 'documents')).get();
    expect(left.size).toBe(0);
    // The stored file went with its document: even the organizer finds nothing there now.
    expect(await storageRead(organizer, objectPath)).toBe(404);
  });
});
