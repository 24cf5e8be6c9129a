import { counterShardsPath, paths, sumCounterShards } from '@aforo/domain';
import { expect, type Page } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';

export const FERIA = DEMO.upcomingEventId;
export const ASSISTANTS = `/eventadmin/${FERIA}/assistants`;

export interface SeedAttendee {
  id: string;
  documento: string;
  names: string;
}

/** Attendees nobody has checked in yet; each test takes its own, so tests stay independent. */
export async function uncheckedAttendees(count: number, skip = 0): Promise<SeedAttendee[]> {
  const snap = await adminDb
    .collection(paths.attendees(FERIA))
    .where('checked_in', '==', false)
    .get();
  return snap.docs
    .filter((d) => d.get('checkedin_at') == null && d.get('account_id') == null)
    .map((d) => ({
      id: d.id,
      documento: String(d.get('properties.documento')),
      names: String(d.get('properties.names')),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(skip, skip + count);
}

export async function checkinOf(id: string): Promise<string | null> {
  const snap = await adminDb.doc(paths.attendee(FERIA, id)).get();
  return (snap.get('checkedin_at') as string | null | undefined) ?? null;
}

export async function eventCounters() {
  const snap = await adminDb.collection(counterShardsPath(FERIA)).get();
  return sumCounterShards(snap.docs.map((d) => d.data()));
}

/** The event's checked-in counter: the sum of its shards, as every reader sums them. */
export async function checkedInCounter(): Promise<number> {
  return (await eventCounters()).checkedInAttendees;
}

/** The truth the counters must equal: count() of the checked-in attendees. */
export async function checkedInCount(): Promise<number> {
  const snap = await adminDb
    .collection(paths.attendees(FERIA))
    .where('checked_in', '==', true)
    .count()
    .get();
  return snap.data().count;
}

/**
 * Waits for the cached attendee list to be on screen, whole: the first rows may show before the
 * rest has arrived (data-list="preview"), and a search, a scan or going offline needs all of it.
 */
export async function waitForList(page: Page) {
  await expect(page.getByTestId('checkin-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid^="attendee-row-"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('checkin-page')).toHaveAttribute('data-list', 'ready', {
    timeout: 30_000,
  });
}

export async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

export function row(page: Page, id: string) {
  return page.getByTestId(`attendee-row-${id}`);
}

/** Checks in by clicking the row's box, after finding the row with the local search. */
export async function clickCheckIn(page: Page, person: SeedAttendee) {
  await page.bringToFront();
  await searchFor(page, person.id);
  // On a loaded machine the click can land while the filtered list re-renders and be lost; the
  // box is there only until the check-in shows (a time), so it is clicked again only if missed.
  const box = row(page, person.id).getByRole('checkbox');
  const time = row(page, person.id).getByTestId('checkin-time');
  await expect(async () => {
    if ((await time.count()) === 0 && (await box.count()) > 0)
      await box.click({ force: true, timeout: 5_000 });
    await expect(time).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

export async function openScanner(page: Page, mode: 'Escanear QR' | 'Escanear documento') {
  await page.bringToFront();
  await page.getByRole('combobox', { name: 'Escanear...' }).selectOption({ label: mode });
  await expect(page.getByTestId('scanner-modal')).toBeVisible();
}

/** A barcode gun: types the code and presses Enter. */
export async function gunScan(page: Page, code: string) {
  const field = page.getByTestId('scanner-modal').getByRole('textbox');
  await expect(field).toBeFocused();
  await field.pressSequentially(code, { delay: 2 });
  await field.press('Enter');
}

export async function closeScanner(page: Page) {
  await page.getByTestId('scanner-modal').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByTestId('scanner-modal')).toBeHidden();
}

/** The door code a device shows for itself ("Este dispositivo es la puerta AbC123."). */
export async function doorOf(page: Page): Promise<string> {
  const text = await page.getByTestId('this-door').innerText();
  const code = /puerta ([A-Za-z0-9]{6})\./.exec(text)?.[1];
  if (code === undefined) throw new Error(`no door code in "${text}"`);
  return code;
}

/**
 * Waits until the service worker controls the page and its precache holds the door's bundle.
 * The worker precaches the whole build after the first load; going offline mid-install (a loaded
 * machine) fails the install until the next visit, so an offline reopen would find no page.
 */
export async function waitForOfflineShell(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (navigator.serviceWorker.controller === null) return false;
          for (const name of await caches.keys()) {
            const keys = await (await caches.open(name)).keys();
            if (keys.some((r) => r.url.includes('checkin-page'))) return true;
          }
          return false;
        }),
      // The whole build: on a loaded machine that outlasts the default 10 s.
      { timeout: 60_000 },
    )
    .toBe(true);
}
