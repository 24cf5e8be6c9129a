import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { expect, guardContext, test } from './fixtures';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS } from '../playwright.config';
import { DEMO } from '../tests/factories/demo';
import {
  ASSISTANTS,
  checkinOf,
  openScanner,
  uncheckedAttendees,
  waitForList,
} from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/** web/src/i18n/es.ts 'scanner.noCamera'. */
const NO_CAMERA = 'Este dispositivo no tiene cámara; use la pestaña Pistola.';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (what Chromium's fake camera plays) of one still frame: the QR code of `text`,
 * black modules on white, centred. Only the luma plane carries the picture; grey chroma.
 */
function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((HEIGHT * 0.8) / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) luma[(top + y) * WIDTH + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]);
}

test('the camera tab checks in the attendee whose QR code it sees', async ({
  baseURL,
}, testInfo) => {
  const [person] = await uncheckedAttendees(1);
  if (!person) throw new Error('no unchecked attendee left in the seed');
  const video = testInfo.outputPath('qr.y4m');
  writeFileSync(video, qrVideo(person.id));
  // A browser of its own: the fake camera is chosen at launch.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: 'es-CO',
      permissions: ['camera'],
    });
    guardContext(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await openAdmin(page, DEMO.accounts.staff.uid, ASSISTANTS);
    await waitForList(page);
    await openScanner(page, 'Escanear QR');
    await page.getByTestId('scanner-modal').getByRole('tab', { name: 'Cámara' }).click();
    await expect(page.getByTestId('scanner-modal').locator('video')).toBeVisible();
    await expect(page.getByTestId('scan-result')).toContainText('ingreso registrado.', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('scan-result')).toContainText(person.names);
    // Linux Chromium has no BarcodeDetector: the code was read by qr-scanner's worker, and the
    // main-thread decoder (jsQR) was never downloaded.
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    expect(scripts.some((path) => /\/assets\/qr-scanner-worker[^/]*\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /jsQR/i.test(path))).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await expect.poll(() => checkinOf(person.id), { timeout: 30_000 }).not.toBeNull();
  } finally {
    await browser.close();
  }
});

test('on a device without a camera the camera tab says so and points to the gun', async ({
  browser,
}) => {
  // The default browser has no fake camera: getUserMedia finds no video input.
  const context = await browser.newContext({ locale: 'es-CO' });
  try {
    const page = await context.newPage();
    await openAdmin(page, DEMO.accounts.staff.uid, ASSISTANTS);
    await waitForList(page);
    await openScanner(page, 'Escanear QR');
    await page.getByTestId('scanner-modal').getByRole('tab', { name: 'Cámara' }).click();
    await expect(page.getByTestId('camera-problem')).toHaveText(NO_CAMERA);
  } finally {
    await context.close();
  }
});
