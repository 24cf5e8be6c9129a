import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { DEMO } from '../tests/factories/demo';
import { adminAuth } from '../tests/support/admin';
import { HOSTING_BASE } from '../tests/support/emulators';

export const FERIA = DEMO.upcomingEventId;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: HOSTING_BASE,
    locale: 'es-CO',
    acceptDownloads: true,
  });
  await withNameShim(context);
  return context.newPage();
}

/**
 * tsx (esbuild, keepNames) compiles `const f = () => …` inside a function passed to
 * page.evaluate or addInitScript into `__name(() => …, "f")`, and the page has no `__name`: the
 * script throws there, silently for an init script. Every bench context defines it first.
 */
export async function withNameShim(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}

/** The app's one-time `?token=` sign-in path (e2e/shell-support.ts). */
export async function signedInUrl(uid: string, path: string): Promise<string> {
  const token = await adminAuth.createCustomToken(uid);
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
