/**
 * Landing: the event title on screen, on a phone-like profile (Chromium throttled through CDP to
 * 1.6 Mbps down / 150 ms RTT with a 4× CPU slowdown, a 412×823 mobile viewport) and unthrottled,
 * each load in a new browser context (empty cache, no service worker), served by the hosting
 * emulator from the production build.
 *
 * "Title on screen" is the first animation frame whose layout has the <h1> with the event's name
 * (checked every frame by an init script), from the navigation's start; the largest-contentful-paint entry is reported beside it (the LCP element may be another
 * one, e.g. the banner image).
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { HOSTING_BASE } from '../tests/support/emulators';
import { FERIA, launchChromium, withNameShim } from './browser';
import { knob } from './config';
import { figure, goals, percentile, progress, type Figure } from './lib';

const bench = 'landing';
const RUNS = Math.round(knob('AFORO_BENCH_LANDING_RUNS', 3));
const TITLE = DEMO.upcomingEventName;
/** Lighthouse's mobile profile: 1.6 Mbps down, 750 Kbps up, 150 ms RTT, 4× CPU. */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE_CPU = 4;
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface Load {
  titleMs: number | null;
  lcpMs: number | null;
  lcpElement: string;
}

async function load(browser: Browser, throttled: boolean): Promise<Load> {
  const context = await browser.newContext({
    baseURL: HOSTING_BASE,
    locale: 'es-CO',
    ...(throttled ? PHONE : { viewport: { width: 1280, height: 900 } }),
  });
  try {
    await withNameShim(context);
    await context.addInitScript((title: string) => {
      const w = window as unknown as {
        __benchTitle?: number;
        __benchLcp?: { at: number; element: string };
      };
      const found = () =>
        Array.from(document.querySelectorAll('h1')).some(
          (h) => (h.textContent ?? '').includes(title) && h.getBoundingClientRect().height > 0,
        );
      // Checked every frame: the first frame whose layout has the title.
      const tick = () => {
        if (found()) w.__benchTitle = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const lcp = entry as PerformanceEntry & { element?: Element | null };
          w.__benchLcp = {
            at: entry.startTime,
            element: lcp.element
              ? `${lcp.element.tagName.toLowerCase()}${lcp.element.textContent?.includes(title) ? ' (the title)' : ''}`
              : '?',
          };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, TITLE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
    }
    await page.goto(`/landing/${FERIA}`, { waitUntil: 'commit' });
    let titleMs: number | null = null;
    try {
      const handle = await page.waitForFunction(
        () => (window as unknown as { __benchTitle?: number }).__benchTitle,
        null,
        { timeout: 30_000, polling: 250 },
      );
      titleMs = Number(await handle.jsonValue());
    } catch {
      titleMs = null;
    }
    // LCP settles with the last large paint; a moment after the title is enough for the entry.
    await page.waitForTimeout(1000);
    const lcp = await page.evaluate(
      () => (window as unknown as { __benchLcp?: { at: number; element: string } }).__benchLcp,
    );
    return { titleMs, lcpMs: lcp?.at ?? null, lcpElement: lcp?.element ?? 'none' };
  } finally {
    await context.close();
  }
}

function figures(throttled: boolean, loads: Load[]): Figure[] {
  const titles = loads.flatMap((l) => (l.titleMs === null ? [] : [l.titleMs / 1000]));
  const lcps = loads.flatMap((l) => (l.lcpMs === null ? [] : [l.lcpMs / 1000]));
  const profile = throttled ? 'phone profile' : 'unthrottled';
  const missing = loads.length - titles.length;
  const elements = [...new Set(loads.map((l) => l.lcpElement))].join(', ');
  return [
    figure(
      bench,
      `event title on screen, ${profile}`,
      percentile(titles, 50),
      's',
      throttled ? goals.atMost(2.5, '≤ 2.5 s') : null,
      {
        note: `median of ${titles.length} loads (${titles.map((t) => t.toFixed(2)).join(', ')} s), empty cache${
          throttled ? '; 1.6 Mbps / 150 ms RTT, 4× CPU, 412 px' : ''
        }${missing ? `; ${missing} loads without the title in 30 s` : ''}`,
      },
    ),
    figure(bench, `largest contentful paint, ${profile}`, percentile(lcps, 50), 's', null, {
      note: `median of ${lcps.length}; LCP element: ${elements}`,
    }),
  ];
}

export async function landingBench(): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    // One unmeasured load: the hosting emulator's and the functions' first answers.
    await load(browser, false);
    const out: Figure[] = [];
    for (const throttled of [true, false]) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        loads.push(await load(browser, throttled));
        progress(bench, `${throttled ? 'phone' : 'unthrottled'} load ${i + 1}/${RUNS}`);
      }
      out.push(...figures(throttled, loads));
    }
    return out;
  } finally {
    await browser.close();
  }
}
