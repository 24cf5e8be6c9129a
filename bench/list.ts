/**
 * Large list and export in Chromium: the check-in screen of the 10,000-attendee event, signed in
 * as the demo staff member, against the hosting emulator.
 */
import type { CDPSession, Page, Response } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { FERIA, launchChromium, newPage, signedInUrl } from './browser';
import { figure, goals, progress, sleep, type Figure } from './lib';

const bench = 'list';
const ROWS = '[data-testid^="attendee-row-"]';
const SCREEN = `/eventadmin/${FERIA}/assistants`;

/** Counts the documents the Firestore Listen channel delivers (document changes in its answers). */
function countDocumentsRead(page: Page) {
  const state = { docs: 0, pending: [] as Promise<void>[] };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/Listen/channel')) return;
    state.pending.push(
      response
        .text()
        .then((body) => {
          state.docs += body.split('"documentChange"').length - 1;
        })
        .catch(() => undefined),
    );
  });
  return state;
}

async function timeToRows(page: Page, load: () => Promise<unknown>): Promise<number> {
  const start = Date.now();
  await load();
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length >= 50, ROWS, {
    timeout: 120_000,
    polling: 20,
  });
  return Date.now() - start;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

export async function listBench(): Promise<Figure[]> {
  const browser = await launchChromium();
  const figures: Figure[] = [];
  try {
    const page = await newPage(browser);
    const reads = countDocumentsRead(page);
    progress(bench, 'cold load (empty cache)');
    const url = await signedInUrl(DEMO.accounts.staff.uid, SCREEN);
    const cold = await timeToRows(page, () => page.goto(url));
    // Let the full list arrive and settle in the cache before the warm load.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await sleep(3000);
    await page.goto('about:blank');
    await Promise.all(reads.pending);
    const coldDocs = reads.docs;
    reads.docs = 0;
    reads.pending = [];

    progress(bench, 'warm load (cached)');
    const warm = await timeToRows(page, () => page.goto(SCREEN));
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await sleep(3000);
    // Close the channel so its answer can be read.
    await page.goto('about:blank');
    await Promise.all(reads.pending);
    const warmDocs = reads.docs;
    await page.goto(SCREEN);
    await page.waitForFunction((s) => document.querySelectorAll(s).length >= 50, ROWS, {
      timeout: 120_000,
    });
    figures.push(
      figure(bench, 'first 50 rows, cold (empty cache)', cold / 1000, 's', null, {
        note: 'includes sign-in with a custom token',
      }),
      figure(bench, 'first 50 rows, warm (cached)', warm / 1000, 's', goals.below(1.5, '< 1.5 s')),
      figure(bench, 'documents read, cold load', coldDocs, 'docs', null, {
        note: 'document changes counted in the Listen channel answers',
      }),
      figure(bench, 'documents read, warm load', warmDocs, 'docs'),
    );

    progress(bench, 'local search');
    const searchMs = await page.evaluate(async (selector) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      const table = document.querySelector('[data-testid="checkin-table"]');
      if (!input || !table) throw new Error('no search box or table');
      const before = Array.from(document.querySelectorAll(selector))
        .map((r) => r.getAttribute('data-testid'))
        .join();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      return new Promise<number>((done, fail) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const now = Array.from(document.querySelectorAll(selector))
            .map((r) => r.getAttribute('data-testid'))
            .join();
          if (now !== before) {
            observer.disconnect();
            requestAnimationFrame(() => done(performance.now() - start));
          }
        });
        observer.observe(table, { childList: true, subtree: true });
        setTimeout(() => fail(new Error('search did not change the rows in 10 s')), 10_000);
        setValue?.call(input, 'mar');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }, ROWS);
    figures.push(
      figure(bench, 'local search, 3 letters', searchMs, 'ms', goals.below(100, '< 100 ms'), {
        note: 'input event to rows changed and painted ("mar")',
      }),
    );
    await page.getByRole('searchbox').fill('');
    await sleep(500);

    progress(bench, 'export to .xls');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    let peak = await heapMb(cdp);
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await heapMb(cdp).catch(() => 0));
        await sleep(25);
      }
    })();
    const start = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const exportMs = Date.now() - start;
    sampling = false;
    await sampler;
    const file = await download.path();
    figures.push(
      figure(
        bench,
        'export 10,000 attendees to .xls',
        exportMs / 1000,
        's',
        goals.below(3, '< 3 s'),
        {
          note: `${download.suggestedFilename()}${file ? '' : ' (not saved)'}`,
        },
      ),
      figure(bench, 'peak JS heap during export', peak, 'MB', null, {
        note: 'CDP JSHeapUsedSize sampled every ~25 ms',
      }),
    );
  } finally {
    await browser.close();
  }
  return figures;
}
