import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { webDistDir } from '../scripts/ports.mjs';
import { DEMO } from '../tests/factories/demo';
import { ASSISTANTS, waitForList } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/** The build the hosting emulator serves for this offset (firebase.mjs points it there). */
const DIST = join(import.meta.dirname, '..', 'web', webDistDir());

/** Resolves once the page is controlled by an activated app-shell worker. */
async function shellActive(page: Page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (
        registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Serves a new build over the one the door loaded: app.html changes and the worker's precache
 * manifest names its new revision, which is what `vite build` + deploy changes when any asset
 * does. Rebuilding the whole app here would take both cores for a while and swap every file under
 * the other specs' feet; these two files are the ones a browser checks to see a new build.
 * Returns the build marker the new app.html carries, and a function that restores the build.
 */
function serveNewBuild(): { marker: string; restore: () => void } {
  const htmlPath = join(DIST, 'app.html');
  const swPath = join(DIST, 'sw.js');
  const html = readFileSync(htmlPath, 'utf8');
  const sw = readFileSync(swPath, 'utf8');
  const entry = /\{url:"app\.html",revision:"[0-9a-f]+"\}/;
  if (!entry.test(sw)) throw new Error(`${swPath} has no precache entry for app.html`);
  const marker = `e2e-${Date.now()}`;
  writeFileSync(
    htmlPath,
    html.replace('</head>', `<meta name="aforo-build" content="${marker}" /></head>`),
  );
  writeFileSync(swPath, sw.replace(entry, `{url:"app.html",revision:"${marker}"}`));
  return {
    marker,
    restore: () => {
      writeFileSync(htmlPath, html);
      writeFileSync(swPath, sw);
    },
  };
}

test('the door offers to reload when a new build is served, and Reload opens it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'es-CO' });
  const page = await context.newPage();
  await openAdmin(page, DEMO.accounts.staff.uid, ASSISTANTS);
  await waitForList(page);
  await shellActive(page);
  await expect(page.locator('meta[name="aforo-build"]')).toHaveCount(0);

  const build = serveNewBuild();
  try {
    // What the browser does by itself on a navigation or every 24 h; the door does not wait.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Hay una nueva versión de Aforo.' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);
    // Until staff answer, the door keeps running the build it has.
    await expect(page.locator('meta[name="aforo-build"]')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.locator('meta[name="aforo-build"]')).toHaveAttribute(
      'content',
      build.marker,
      { timeout: 60_000 },
    );
    await waitForList(page);
  } finally {
    build.restore();
    await context.close();
  }
});
