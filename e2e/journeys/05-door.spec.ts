import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { GUESTS } from './data';
import { need } from './state';
import { expectNoSeriousA11yViolations, signIn } from './support';

/**
 * Journey 3, the door: the staff member checks people in by search and with a barcode gun (the
 * attendee's ticket QR typed into the focused field + Enter), then in two tabs while the venue's
 * network is down; after it comes back both tabs' counters agree.
 */
const rowOf = (page: Page, names: string) =>
  page.locator('[data-testid^="attendee-row-"]', { hasText: names });

async function waitForList(page: Page) {
  await expect(page.getByTestId('checkin-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('checkin-page')).toHaveAttribute('data-list', 'ready', {
    timeout: 30_000,
  });
}

async function checkInBySearch(page: Page, names: string) {
  await page.bringToFront();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(names);
  await rowOf(page, names).getByRole('checkbox').click({ force: true });
  await expect(rowOf(page, names).getByTestId('checkin-time')).toBeVisible();
}

test('the staff member checks in by search, by barcode gun and offline in two tabs', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const tabA = await context.newPage();
  await signIn(tabA, need('staff'));
  await tabA.getByTestId('user-menu').click();
  await tabA.getByRole('menuitem', { name: 'Administrar mis eventos' }).click();
  await tabA.getByRole('link', { name: `Administrar: ${need('eventName')}` }).click();
  await expect(tabA).toHaveURL(/\/assistants$/);
  await waitForList(tabA);
  await expect(tabA.getByTestId('checkin-tags')).toContainText('Inscritos: 21');
  await expectNoSeriousA11yViolations(tabA);

  // By search: one guest.
  await checkInBySearch(tabA, GUESTS[0]!.names);

  // The barcode gun: the scanner's field has the focus; the gun types the QR's code and Enter.
  await tabA.getByRole('combobox', { name: 'Escanear...' }).selectOption({ label: 'Escanear QR' });
  const scanner = tabA.getByTestId('scanner-modal');
  const field = scanner.getByRole('textbox');
  await expect(field).toBeFocused();
  await field.pressSequentially(need('ticketCode'), { delay: 2 });
  await field.press('Enter');
  await expect(tabA.getByTestId('scan-result')).toContainText('ingreso registrado.');
  await expect(tabA.getByTestId('scan-result')).toContainText(need('attendee').names);
  await scanner.getByRole('button', { name: 'Cerrar' }).click();
  await expect(scanner).toBeHidden();
  await expect(tabA.getByTestId('checkin-tags')).toContainText('Participantes: 2/');

  // The network drops: two tabs check in three guests each.
  const tabB = await context.newPage();
  await tabB.goto(tabA.url());
  await waitForList(tabB);
  await context.setOffline(true);
  await expect(tabA.getByTestId('offline-banner')).toBeVisible();
  const offline = GUESTS.slice(1, 7);
  for (const guest of offline.slice(0, 3)) await checkInBySearch(tabA, guest.names);
  for (const guest of offline.slice(3)) await checkInBySearch(tabB, guest.names);
  for (const tab of [tabA, tabB]) {
    await expect(tab.getByTestId('checkin-tags')).toContainText('Participantes: 8/');
  }

  // Back on line: the writes reach the server and both tabs agree, nothing pending.
  await context.setOffline(false);
  for (const tab of [tabA, tabB]) {
    await expect(tab.getByTestId('checkin-tags')).toHaveAttribute('data-pending', 'false', {
      timeout: 30_000,
    });
    await expect(tab.getByTestId('checkin-tags')).toContainText('Participantes: 8/');
  }
  // A fresh device reads the same from the server.
  const fresh = await (await browser.newContext()).newPage();
  await signIn(fresh, need('staff'));
  await fresh.goto(tabA.url());
  await waitForList(fresh);
  await expect(fresh.getByTestId('checkin-tags')).toContainText('Participantes: 8/');
  await fresh.context().close();
  await context.close();
});
