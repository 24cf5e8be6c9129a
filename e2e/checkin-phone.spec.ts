import { paths } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { openSignedIn } from './shell-support';
import {
  ASSISTANTS,
  FERIA,
  checkinOf,
  row,
  searchFor,
  uncheckedAttendees,
} from './checkin-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

// A phone held upright: below Chakra's md breakpoint (768 px).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

test.describe('the door on a phone', () => {
  test('390 px wide: cards, the scanner one tap away, a check-in without scrolling sideways', async ({
    page,
  }) => {
    const [person] = await uncheckedAttendees(1, 44);
    if (person === undefined) throw new Error('the seed has no unchecked attendee left');
    await openSignedIn(page, staff.uid, ASSISTANTS);
    await expect(page.getByTestId('checkin-cards')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('checkin-table')).toHaveCount(0);
    await expect(page.locator('[data-testid^="attendee-row-"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await searchFor(page, person.id);
    const card = row(page, person.id);
    await expect(card).toContainText(person.names);
    await expect(card).toContainText(`Documento: ${person.documento}`);
    await expect(card).toContainText('Sin ingreso');
    await card.getByRole('button', { name: `Registrar ingreso de ${person.names}` }).click();
    await expect(card.getByTestId('checkin-time')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The check-in reached the emulator, not only this device's cache.
    await expect.poll(() => checkinOf(person.id), { timeout: 30_000 }).not.toBeNull();

    // The camera scanner is one tap away.
    await page.getByRole('button', { name: 'Escanear QR' }).click();
    await expect(page.getByTestId('scanner-modal')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the activity check-in is cards too, with no sideways scrolling', async ({ page }) => {
    const snap = await adminDb.collection(paths.eventContent(FERIA, 'activities')).limit(1).get();
    const activity = snap.docs[0];
    if (activity === undefined) throw new Error('the seed has no activities');
    const [person] = await uncheckedAttendees(1, 46);
    if (person === undefined) throw new Error('the seed has no unchecked attendee left');
    await openSignedIn(page, staff.uid, `/eventadmin/${FERIA}/checkin/${activity.id}`);
    await searchFor(page, person.id);
    const card = page.getByTestId(`activity-row-${person.id}`);
    await expect(card).toContainText(person.names, { timeout: 30_000 });
    // A card, not a table row scrolled inside its own box.
    await expect(page.locator('table')).toHaveCount(0);
    await expect(card).toContainText(`Documento: ${person.documento}`);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    const box = card.getByRole('checkbox', { name: `Chequeo de ${person.names}` });
    const recorded = () =>
      adminDb
        .doc(paths.activityAttendee(FERIA, activity.id, person.id))
        .get()
        .then((d) => (d.exists ? (d.get('checked_in') as boolean) : null));
    await box.check({ force: true });
    await expect.poll(recorded, { timeout: 30_000 }).toBe(true);
    await expectNoSidewaysScroll(page);
    // Leave the activity as the other specs expect it.
    await box.uncheck({ force: true });
    await expect.poll(recorded, { timeout: 30_000 }).toBe(false);
  });
});
