import { paths, type AttendeeField } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PNG } from 'pngjs';
import { field } from '../tests/factories/index';
import { adminDb, uniqueId } from '../tests/support/admin';
import { FERIA } from './checkin-support';

/**
 * Files work where the Storage emulator cannot run. A visitor with no account
 * attaches a picture (a resumable upload, with progress) and a pdf to the seeded event's
 * registration form; the browser's Firebase SDK sends them to the Storage port (the emulator, or
 * the stand-in Playwright's global setup started), and the registration keeps URLs that serve
 * the same bytes.
 */
const LANDING = `/landing/${FERIA}`;
const PHOTO_FIELD = field({ name: 'e2eFoto', label: 'Foto del asistente', type: 'avatar' });
const CV_FIELD = field({ name: 'e2eHojaDeVida', label: 'Hoja de vida', type: 'file' });
const stamp = uniqueId('files').replace(/[^a-z0-9]/gi, '');

/** A ~1 MB PNG of noise (it does not compress): large enough for several upload chunks. */
function noisePng(): Buffer {
  const png = new PNG({ width: 512, height: 512 });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i * 7919 + (i >> 9) * 104729) % 256;
  for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  return PNG.sync.write(png, { deflateLevel: 0 });
}

/** Every text the progress line shows, recorded as the DOM changes (it changes fast). */
async function recordProgress(page: Page, testId: string) {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, testId);
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

let original: AttendeeField[];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('uploads without the Storage emulator', () => {
  test.beforeAll(async () => {
    const ref = adminDb.doc(paths.event(FERIA));
    original = (await ref.get()).get('user_properties') as AttendeeField[];
    await ref.update({ user_properties: [...original, PHOTO_FIELD, CV_FIELD] });
  });

  test.afterAll(async () => {
    await adminDb.doc(paths.event(FERIA)).update({ user_properties: original });
  });

  test('a visitor without an account attaches a picture with progress and a pdf, and registers', async ({
    page,
  }) => {
    await page.goto(LANDING);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    const form = page.getByTestId('login-modal').getByTestId('registration-form');
    await expect(form).toBeVisible({ timeout: 20_000 });

    const photo = noisePng();
    expect(photo.length).toBeGreaterThan(700 * 1024);
    const progress = await recordProgress(page, `upload-progress-${PHOTO_FIELD.name}`);
    await form.getByLabel(PHOTO_FIELD.label).setInputFiles({
      name: 'mi foto.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    const preview = form.getByRole('img', { name: PHOTO_FIELD.label });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    // The picture came back from the Storage port and decoded: it is the uploaded image.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(512);
    const percents = (await progress()).map((text) => Number(/(\d+) %/.exec(text)?.[1]));
    expect(
      percents.some((p) => p > 0 && p < 100),
      `progress seen: ${percents.join(', ')}`,
    ).toBe(true);

    // A wrong type is refused before any upload; a pdf goes through.
    const cv = form.getByLabel(CV_FIELD.label);
    await cv.setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(form.getByText('Tipo de archivo no permitido')).toBeVisible();
    const pdf = Buffer.from('%PDF-1.4\n%aforo\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await cv.setInputFiles({ name: 'hoja de vida.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByRole('link', { name: 'Ver el archivo cargado' })).toBeVisible({
      timeout: 30_000,
    });

    const email = `archivos.${stamp}@aforo.test`;
    await form.getByLabel('Correo').fill(email);
    await form.getByLabel('Nombres y apellidos').fill(`Archivos ${stamp}`);
    await form.getByLabel('Documento de identidad').fill(String(Date.now()).slice(-10));
    await form.getByLabel('Contraseña').fill('Clave-Segura-1');
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page.getByTestId('registration-result')).toContainText('Registrado', {
      timeout: 20_000,
    });

    // The registration keeps the files' URLs; they serve the very bytes sent.
    const snap = await adminDb
      .collection(paths.attendees(FERIA))
      .where('properties.email', '==', email)
      .get();
    const properties = snap.docs[0]?.get('properties') as Record<string, string>;
    const folder = encodeURIComponent(`registrations/${FERIA}/`);
    for (const [name, bytes, type] of [
      [PHOTO_FIELD.name, photo, 'image/png'],
      [CV_FIELD.name, pdf, 'application/pdf'],
    ] as const) {
      const url = properties[name] ?? '';
      expect(url).toContain(folder);
      const served = await fetch(url);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });
});
