/**
 * Camera scanner: main-thread long tasks (PerformanceObserver 'longtask', tasks over 50 ms) per
 * second in the door's check-in screen, first with the scanner open on the gun tab (the baseline:
 * the list and its listeners alone), then while the camera tab decodes. Chromium's fake camera
 * plays a still QR code (a Y4M file, as e2e/checkin-camera.spec.ts does) of an attendee's id, so
 * the decoder finds a code in every frame it looks at.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS } from '../playwright.config';
import { paths } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';
import { HOSTING_BASE } from '../tests/support/emulators';
import { FERIA, withNameShim } from './browser';
import { knob } from './config';
import { openScanner, rowsShown, staffDoorUrl, storageSettled } from './door-ui';
import { figure, progress, sleep, type Figure } from './lib';

const bench = 'scanner';
const SECONDS = knob('AFORO_BENCH_SCANNER_SECONDS', 10);
const WIDTH = 640;
const HEIGHT = 480;

/** One still frame of the QR code of `text` as a Y4M video (the e2e's fake-camera format). */
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

interface Window {
  count: number;
  blockingMs: number;
}

/** Long tasks that start in the next `seconds`, and their time over 50 ms summed. */
async function longTasks(page: Page, seconds: number): Promise<Window> {
  const from = await page.evaluate(() => performance.now());
  await sleep(seconds * 1000);
  return page.evaluate((from) => {
    const tasks = (
      (window as unknown as { __benchLongTasks?: PerformanceEntry[] }).__benchLongTasks ?? []
    ).filter((t) => t.startTime >= from);
    return {
      count: tasks.length,
      blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  }, from);
}

export async function scannerBench(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'aforo-bench-qr-'));
  const unchecked = await adminDb
    .collection(paths.attendees(FERIA))
    .where('checked_in', '==', false)
    .limit(1)
    .get();
  const target = unchecked.docs[0]?.id;
  if (!target) throw new Error('no unchecked attendee in the seed');
  const video = join(dir, 'qr.y4m');
  writeFileSync(video, qrVideo(target));
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
      baseURL: HOSTING_BASE,
      locale: 'es-CO',
      viewport: { width: 1280, height: 900 },
      permissions: ['camera'],
    });
    await withNameShim(context);
    await context.addInitScript(() => {
      const w = window as unknown as { __benchLongTasks: PerformanceEntry[] };
      w.__benchLongTasks = [];
      new PerformanceObserver((list) => w.__benchLongTasks.push(...list.getEntries())).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const page = await context.newPage();
    await page.goto(await staffDoorUrl());
    if (!(await rowsShown(page, 1, 180_000))) throw new Error('the door list did not show');
    await storageSettled(page, 90_000);
    await openScanner(page, 'Escanear QR');
    await sleep(2000);
    progress(bench, `baseline: ${SECONDS} s with the scanner open on the gun tab`);
    const idle = await longTasks(page, SECONDS);

    const modal = page.getByTestId('scanner-modal');
    const t0 = Date.now();
    await modal.getByRole('tab', { name: 'Cámara' }).click();
    await modal.locator('video').waitFor({ timeout: 20_000 });
    let firstCode: number | null = null;
    try {
      await page.getByTestId('scan-result').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
      firstCode = (Date.now() - t0) / 1000;
    } catch {
      firstCode = null;
    }
    progress(bench, `camera: ${SECONDS} s of scanning`);
    const scanning = await longTasks(page, SECONDS);
    const result = (await page.getByTestId('scan-result').textContent()) ?? '';
    return [
      figure(
        bench,
        'long tasks per second, camera scanning',
        scanning.count / SECONDS,
        '/s',
        null,
        {
          note: `${scanning.count} tasks > 50 ms in ${SECONDS} s, ${Math.round(
            scanning.blockingMs,
          )} ms over 50 ms; fake camera playing a QR code, first code read ${
            firstCode === null ? 'not within 30 s' : `after ${firstCode.toFixed(1)} s`
          } ("${result.slice(0, 40)}")`,
        },
      ),
      figure(
        bench,
        'long tasks per second, scanner idle (baseline)',
        idle.count / SECONDS,
        '/s',
        null,
        {
          note: `${idle.count} tasks > 50 ms in ${SECONDS} s, ${Math.round(
            idle.blockingMs,
          )} ms over 50 ms; gun tab open, list loaded`,
        },
      ),
    ];
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
