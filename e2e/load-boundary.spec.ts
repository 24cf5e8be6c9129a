import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { ASSISTANTS, clickCheckIn, row, uncheckedAttendees, waitForList } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

// A chunk the browser has not fetched yet is fetched from the server, never from a service worker:
// that is the Vite dev server offline, and a deploy that replaced the files under an open tab.
test.use({ serviceWorkers: 'block' });

/** Fails every request for a built chunk whose file name starts with `name`. */
async function blockChunk(page: Page, name: string) {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

test.describe('a part of the app that cannot load', () => {
  test('shows a retry inside the frame instead of a white page, and loads on Reintentar', async ({
    page,
  }) => {
    const unblock = await blockChunk(page, 'not-found-page');
    await page.goto('/notfound');
    const failed = page.getByTestId('load-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('No se pudo cargar esta parte de la aplicación.');
    // The frame around it stays: header, language switch, footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Still failing: the retry comes back, nothing else.
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await expect(failed).toBeVisible();

    await unblock();
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByRole('main')).not.toBeEmpty();
  });

  test('the door checks someone in offline before any toast was loaded, and stays on screen', async ({
    browser,
  }) => {
    const [person] = await uncheckedAttendees(1, 60);
    if (!person) throw new Error('the seed has no unchecked attendee left');
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await openAdmin(page, staff.uid, ASSISTANTS);
    await waitForList(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await clickCheckIn(page, person);
    await expect(page.getByText('Ingreso registrado.')).toBeVisible();
    await expect(row(page, person.id).getByTestId('pending-marker')).toBeVisible();
    await expect(page.getByTestId('checkin-page')).toBeVisible();
    await context.setOffline(false);
    await expect(row(page, person.id).getByTestId('pending-marker')).toHaveCount(0, {
      timeout: 60_000,
    });
    await context.close();
  });
});
