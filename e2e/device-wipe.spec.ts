import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { openAdmin } from './shell-support';
import {
  waitForOfflineShell,
  ASSISTANTS,
  FERIA,
  checkinOf,
  clickCheckIn,
  row,
  searchFor,
  uncheckedAttendees,
  waitForList,
} from './checkin-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

test.describe.configure({ timeout: 240_000 });

/** What this origin keeps of the event's attendees: localStorage keys and IndexedDB records. */
async function attendeeTraces(page: Page, needle: string) {
  return page.evaluate(async (text) => {
    const keys = Object.keys(localStorage).filter(
      (key) =>
        key.startsWith('aforo:attendee-') || (localStorage.getItem(key) ?? '').includes(text),
    );
    const records: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => resolve([]);
        });
        for (const value of values) {
          if (JSON.stringify(value)?.includes(text)) records.push(`${info.name}/${store}`);
        }
      }
      db.close();
    }
    return { keys, records };
  }, needle);
}

async function signOut(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Cerrar sesión' });
  // The door re-renders as its list and banners change; a click that lands mid-render can leave
  // the menu closed, so open it until the item shows.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
}

test.describe('a shared door device forgets on sign-out', () => {
  test('sign-out erases the attendee data in every tab; the origin reopened offline holds none', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const door = await context.newPage();
    await openAdmin(door, staff.uid, ASSISTANTS);
    await waitForList(door);
    const other = await context.newPage();
    await other.goto(ASSISTANTS);
    await waitForList(other);
    // The origin is reopened offline at the end: its app shell must be installed first.
    await waitForOfflineShell(door);
    const collection = `${FERIA}_event_attendees`;
    // The door did keep the list: the check below could not pass on an empty device.
    await expect
      .poll(async () => (await attendeeTraces(door, collection)).records.length)
      .toBeGreaterThan(0);

    await door.bringToFront();
    await signOut(door);
    await expect(door.getByText('Este dispositivo borró los datos de asistentes')).toBeVisible({
      timeout: 30_000,
    });
    await expect(door).toHaveURL(/\/$/);
    await expect(other).toHaveURL(/\/$/, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(door);

    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto('/');
    expect(await attendeeTraces(reopened, collection)).toEqual({ keys: [], records: [] });
    await context.close();
  });

  test('with check-ins not yet synced, sign-out says how many and asks first', async ({
    browser,
  }) => {
    const [person] = await uncheckedAttendees(1, 40);
    if (!person) throw new Error('the seed has no unchecked attendee left');
    const context = await browser.newContext();
    const door = await context.newPage();
    await openAdmin(door, staff.uid, ASSISTANTS);
    await waitForList(door);

    await context.setOffline(true);
    await clickCheckIn(door, person);
    await searchFor(door, person.id);
    await expect(row(door, person.id).getByTestId('pending-marker')).toBeVisible();

    await signOut(door);
    const dialog = door.getByRole('dialog', { name: 'Hay ingresos sin sincronizar' });
    await expect(dialog).toContainText('1 ingreso registrado en este dispositivo no ha llegado');
    await expectNoSeriousA11yViolations(door);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(door, person.id).getByTestId('pending-marker')).toBeVisible();

    // Asked again, the staff member drops them knowingly: the device forgets them too.
    await signOut(door);
    await dialog.getByRole('button', { name: 'Cerrar sesión y descartarlos' }).click();
    // Back online: had the wipe left the check-in queued, it would reach the server now.
    await context.setOffline(false);
    await expect(door.getByText('Este dispositivo borró los datos de asistentes')).toBeVisible({
      timeout: 30_000,
    });
    expect(await attendeeTraces(door, `${FERIA}_event_attendees`)).toEqual({
      keys: [],
      records: [],
    });
    expect(await checkinOf(person.id)).toBeNull();
    await context.close();
  });
});
