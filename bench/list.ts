/**
 * Large list and export in Chromium: the check-in screen of the 10,000-attendee event
 * (AFORO_BENCH_ATTENDEES), signed in as the demo staff member, against the hosting emulator.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { FERIA, launchChromium, newPage, signedInUrl } from './browser';
import { SEED_ATTENDEES } from './config';
import { figure, goals, progress, sleep, type Figure } from './lib';

const bench = 'list';
const ROWS = '[data-testid^="attendee-row-"]';
const SCREEN = `/eventadmin/${FERIA}/assistants`;

/**
 * The documents the Listen stream delivers to a cold and then a warm load, counted in the SDK's
 * debug log (the app turns it on for the emulators when localStorage asks): a stream's answers
 * cannot be read from the network side while it stays open. A browser context of its own, so the
 * logging does not slow the timed loads.
 */
async function documentsRead(browser: Browser): Promise<{ cold: number; warm: number }> {
  const page = await newPage(browser);
  await page.addInitScript(() => localStorage.setItem('aforo-debug-firestore', '1'));
  let docs = 0;
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes("'Listen' stream") && text.includes('received: {"documentChange"')) docs += 1;
  });
  const settle = async () => {
    await page.waitForFunction((s) => document.querySelectorAll(s).length >= 50, ROWS, {
      timeout: 180_000,
    });
    // Done when three seconds pass with no new document.
    for (let seen = -1; seen !== docs;) {
      seen = docs;
      await sleep(3000);
    }
  };
  await page.goto(await signedInUrl(DEMO.accounts.staff.uid, SCREEN));
  await settle();
  const cold = docs;
  docs = 0;
  await page.goto('about:blank');
  await page.goto(SCREEN);
  await settle();
  const warm = docs;
  await page.context().close();
  return { cold, warm };
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
    progress(bench, 'cold load (empty cache)');
    const url = await signedInUrl(DEMO.accounts.staff.uid, SCREEN);
    const cold = await timeToRows(page, () => page.goto(url));
    // Let the full list arrive and settle in the cache before the warm load.
    await sleep(3000);
    await page.goto('about:blank');

    progress(bench, 'warm load (cached)');
    const warm = await timeToRows(page, () => page.goto(SCREEN));
    await sleep(3000);
    await page.goto('about:blank');
    await page.goto(SCREEN);
    await page.waitForFunction((s) => document.querySelectorAll(s).length >= 50, ROWS, {
      timeout: 120_000,
    });
    figures.push(
      figure(bench, 'first 50 rows, cold (empty cache)', cold / 1000, 's', null, {
        note: 'includes sign-in with a custom token',
      }),
      figure(bench, 'first 50 rows, warm (cached)', warm / 1000, 's', goals.below(1.5, '< 1.5 s')),
    );
    progress(bench, 'documents read by a cold and a warm load (SDK debug log)');
    const reads = await documentsRead(browser);
    figures.push(
      figure(bench, 'documents read, cold load', reads.cold, 'docs', null, {
        note: 'documentChange messages on the Listen stream (its own browser context)',
      }),
      figure(bench, 'documents read, warm load', reads.warm, 'docs', null, {
        note: 'the emulator resends a query in full where production resumes with deltas',
      }),
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
        `export ${SEED_ATTENDEES.toLocaleString('en-US')} attendees to .xls`,
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
