/**
 * The door's check-in screen in Chromium, as the staff member at the door sees it: helpers the
 * rush (local confirmation), the scanner and the large-door benchmarks share.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { FERIA, signedInUrl, withNameShim } from './browser';
import { HOSTING_BASE } from '../tests/support/emulators';

export const DOOR_SCREEN = `/eventadmin/${FERIA}/assistants`;
export const ROWS = '[data-testid^="attendee-row-"]';

/** A desktop-sized door (the table, not the phone's cards) with an empty cache. */
export async function doorContext(browser: Browser): Promise<BrowserContext> {
  return withNameShim(
    await browser.newContext({
      baseURL: HOSTING_BASE,
      locale: 'es-CO',
      viewport: { width: 1280, height: 900 },
    }),
  );
}

export function staffDoorUrl(): Promise<string> {
  return signedInUrl(DEMO.accounts.staff.uid, DOOR_SCREEN);
}

/** Resolves once `count` rows are on screen; false if not within `timeoutMs`. */
export async function rowsShown(page: Page, count: number, timeoutMs: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      ({ selector, n }) => document.querySelectorAll(selector).length >= n,
      { selector: ROWS, n: count },
      { timeout: timeoutMs, polling: 20 },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once the whole list is on the device (the page's data-list="ready"; before it the rows
 * on screen may be only the first ones, shown while the rest streams in); false if not in time.
 */
export async function listReady(page: Page, timeoutMs: number): Promise<boolean> {
  try {
    await page
      .locator('[data-testid="checkin-page"][data-list="ready"]')
      .waitFor({ state: 'attached', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

export async function openScanner(page: Page, mode: 'Escanear QR' | 'Escanear Documento') {
  await page.getByRole('combobox', { name: 'Escanear...' }).selectOption({ label: mode });
  await page.getByTestId('scanner-modal').waitFor({ timeout: 10_000 });
}

export async function closeScanner(page: Page) {
  await page.getByTestId('scanner-modal').getByRole('button', { name: 'Cerrar' }).click();
  await page.getByTestId('scanner-modal').waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Narrows the list to one attendee with the screen's search box, and waits for the row. */
export async function searchRow(page: Page, id: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
  await page.getByTestId(`attendee-row-${id}`).waitFor({ timeout: 10_000 });
}

/**
 * One barcode-gun scan of `code`, timed in the page from the Enter key's event to the frame
 * after the row of `id` shows its check-in time (a MutationObserver, then requestAnimationFrame:
 * the frame that paints it); the row must be on screen (searchRow). Resolves to the
 * milliseconds, or null if the row did not change within `timeoutMs`.
 */
export async function timedGunScan(
  page: Page,
  id: string,
  code: string,
  timeoutMs = 10_000,
): Promise<number | null> {
  const field = page.getByTestId('scanner-modal').getByRole('textbox');
  await field.fill(code);
  await page.evaluate(
    ({ id, timeoutMs }) => {
      const w = window as unknown as { __benchScan?: Promise<number | null> };
      w.__benchScan = new Promise<number | null>((done) => {
        let start: number | null = null;
        const shown = () =>
          document.querySelector(
            `[data-testid="attendee-row-${id}"] [data-testid="checkin-time"]`,
          ) !== null;
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Enter' && start === null) start = event.timeStamp;
        };
        window.addEventListener('keydown', onKey, { capture: true });
        const observer = new MutationObserver(() => {
          if (start === null || !shown()) return;
          observer.disconnect();
          window.removeEventListener('keydown', onKey, { capture: true });
          const from = start;
          requestAnimationFrame(() => done(performance.now() - from));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          done(null);
        }, timeoutMs);
      });
    },
    { id, timeoutMs },
  );
  await field.press('Enter');
  return page.evaluate(
    () => (window as unknown as { __benchScan: Promise<number | null> }).__benchScan,
  );
}

/** JS heap in use (CDP), in MB, after a garbage collection so runs compare. */
export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** The origin's storage in MB as the page sees it: all, and IndexedDB alone where reported. */
export async function storageMb(page: Page): Promise<{ usage: number; indexedDb: number | null }> {
  const estimate = await page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { indexedDB?: number };
    };
    return { usage: e.usage ?? 0, indexedDb: e.usageDetails?.indexedDB ?? null };
  });
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    usage: mb(estimate.usage),
    indexedDb: estimate.indexedDb === null ? null : mb(estimate.indexedDb),
  };
}

/**
 * Waits until the origin's storage stops growing (the listeners have cached what they deliver):
 * three equal readings a second apart, or `limitMs`. Resolves to the seconds it took and whether
 * it settled.
 */
export async function storageSettled(
  page: Page,
  limitMs: number,
): Promise<{ seconds: number; settled: boolean }> {
  const start = Date.now();
  let last = -1;
  let same = 0;
  while (Date.now() - start < limitMs) {
    const { usage } = await storageMb(page);
    same = usage === last ? same + 1 : 0;
    last = usage;
    if (same >= 3) return { seconds: (Date.now() - start - 3000) / 1000, settled: true };
    await new Promise((done) => setTimeout(done, 1000));
  }
  return { seconds: (Date.now() - start) / 1000, settled: false };
}
