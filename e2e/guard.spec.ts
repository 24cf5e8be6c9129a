import { expect, provokes, test } from './fixtures';

/*
 * The guard of e2e/fixtures.ts is shown to bite: each test below provokes what it must catch and
 * is expected to fail (test.fail); a guard that let it pass would turn the test red.
 */

test.fail('a page error fails the test', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown by guard.spec');
    });
  });
  await thrown;
});

test.fail('a console error fails the test', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => console.error('logged by guard.spec'));
});

test.fail('a message id missing from the catalogues fails the test', async ({ page }) => {
  await page.goto('/');
  // The app's own report of a missing id (web/src/i18n/intl-errors.ts, unit-tested there).
  await page.evaluate(() => console.error('[i18n] MISSING_TRANSLATION: no message for "x.y"'));
});

test.fail('"undefined" on the screen fails the test', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.body.append('Precio: undefined'));
});

test('an error the test says it provokes passes', async ({ page }) => {
  await page.goto('/');
  provokes(/provoked by guard\.spec/);
  await page.evaluate(() => console.error('provoked by guard.spec'));
});

test.describe('an error the spec provokes on purpose', () => {
  test.use({ allowConsoleErrors: [/logged on purpose by guard\.spec/] });

  test('passes when the spec allows it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => console.error('logged on purpose by guard.spec'));
  });
});
