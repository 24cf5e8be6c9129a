import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { openAdmin } from './shell-support';
import {
  waitForOfflineShell,
  ASSISTANTS,
  FERIA,
  checkedInCount,
  checkedInCounter,
  eventCounters,
  checkinOf,
  clickCheckIn,
  closeScanner,
  gunScan,
  openScanner,
  row,
  searchFor,
  uncheckedAttendees,
  waitForList,
} from './checkin-support';
import { expectNoSeriousA11yViolations } from './support';
import { paths, searchNameKey } from '@aforo/domain';
import { adminDb } from '../tests/support/admin';

const { staff } = DEMO.accounts;

// The first load fills each browser's cache with 200 attendees; offline steps need headroom.
test.describe.configure({ timeout: 240_000 });

/**
 * How long the two tabs may take to agree with the server after reconnecting; correctness is
 * asserted here, speed belongs to bench/. Two causes of the old flake, both seen in the SDK's debug
 * log: the Firestore emulator answers every write to the attendee collection by sending each
 * listening tab the whole 200-attendee result again (production sends only the change), so on a
 * loaded 2-core machine the tabs catch up tens of seconds late; and now and then the new stream
 * after a reconnect never acknowledges some listen targets, which left a tab stale for good until
 * useStallRecovery (features/checkin/api) restarts the streams after 30 s.
 */
const CONVERGE = { timeout: 90_000 };

test.describe('event check-in at the door', () => {
  test('two tabs check in 10 people offline; all sync and the markers clear', async ({
    browser,
  }) => {
    const people = await uncheckedAttendees(10);
    expect(people).toHaveLength(10);
    const context = await browser.newContext();
    const tabA = await context.newPage();
    await openAdmin(tabA, staff.uid, ASSISTANTS);
    await waitForList(tabA);
    const enrolled = (await eventCounters()).totalAttendees;
    await expect(tabA.getByTestId('checkin-tags')).toContainText(`Inscritos: ${enrolled}`);
    await expect(tabA.getByTestId('checkin-tags')).toContainText('Asistencia por coeficientes');
    await expectNoSeriousA11yViolations(tabA);
    const tabB = await context.newPage();
    await tabB.goto(ASSISTANTS);
    await waitForList(tabB);

    // The app shell must be installed before the network goes (the final reload is offline).
    await waitForOfflineShell(tabA);
    const before = await checkedInCounter();
    await context.setOffline(true);
    await expect(tabA.getByTestId('offline-banner')).toBeVisible();
    const [a, b] = [people.slice(0, 5), people.slice(5)];
    // Tab A: three by gun, two by click. Tab B: two by gun, three by click.
    await openScanner(tabA, 'Escanear QR');
    for (const person of a.slice(0, 3)) {
      await gunScan(tabA, person.id);
      await expect(tabA.getByTestId('scan-result')).toContainText('ingreso registrado.');
    }
    await closeScanner(tabA);
    for (const person of a.slice(3)) await clickCheckIn(tabA, person);
    await openScanner(tabB, 'Escanear documento');
    for (const person of b.slice(0, 2)) {
      await gunScan(tabB, person.documento);
      await expect(tabB.getByTestId('scan-result')).toContainText(person.names);
    }
    await closeScanner(tabB);
    for (const person of b.slice(2)) await clickCheckIn(tabB, person);

    // Every check-in shows at once in both tabs, marked as not yet on the server.
    for (const tab of [tabA, tabB]) {
      await tab.bringToFront();
      for (const person of people) {
        await searchFor(tab, person.id);
        await expect(row(tab, person.id).getByTestId('checkin-time')).toBeVisible();
        await expect(row(tab, person.id).getByTestId('pending-marker')).toBeVisible();
      }
    }
    for (const person of people) expect(await checkinOf(person.id)).toBeNull();
    // Both tabs' counters already include the pending check-ins (the shard increments are in the
    // same batches), marked as pending, and agree with the weighted attendance shown beside them.
    for (const tab of [tabA, tabB]) {
      await expect(tab.getByTestId('checkin-tags')).toContainText(`Participantes: ${before + 10}/`);
      await expect(tab.getByTestId('checkin-tags')).toHaveAttribute('data-pending', 'true');
    }

    await context.setOffline(false);
    await expect
      .poll(
        async () => (await Promise.all(people.map((p) => checkinOf(p.id)))).filter(Boolean),
        CONVERGE,
      )
      .toHaveLength(10);
    // The shards moved with each check-in: exactly ten more, equal to count(), and both tabs
    // show the server's number, no longer pending.
    await expect.poll(checkedInCounter, CONVERGE).toBe(before + 10);
    expect(await checkedInCount()).toBe(before + 10);
    for (const tab of [tabA, tabB]) {
      await expect(tab.getByTestId('checkin-tags')).toContainText(
        `Participantes: ${before + 10}/`,
        CONVERGE,
      );
      await expect(tab.getByTestId('checkin-tags')).toHaveAttribute(
        'data-pending',
        'false',
        CONVERGE,
      );
    }
    for (const tab of [tabA, tabB]) {
      await tab.bringToFront();
      for (const person of people) {
        await searchFor(tab, person.id);
        await expect(row(tab, person.id).getByTestId('pending-marker')).toHaveCount(0, CONVERGE);
      }
    }

    // Reloading while offline still opens the screen with the cached list: the app shell
    // (vite-plugin-pwa's Workbox precache) holds the check-in page's bundle.
    await tabA.bringToFront();
    await tabB.close();
    await context.setOffline(true);
    await tabA.reload();
    await waitForList(tabA);
    await searchFor(tabA, people[0]!.id);
    await expect(row(tabA, people[0]!.id).getByTestId('checkin-time')).toBeVisible();
    await context.setOffline(false);
    await context.close();
  });

  // How fast it arrives is the door bench's figure; a loaded machine stretches any fixed time here.
  test('another device sees a check-in', async ({ browser }) => {
    const [person] = await uncheckedAttendees(1);
    const first = await browser.newContext();
    const second = await browser.newContext();
    const door1 = await first.newPage();
    const door2 = await second.newPage();
    await openAdmin(door1, staff.uid, ASSISTANTS);
    await openAdmin(door2, staff.uid, ASSISTANTS);
    await waitForList(door1);
    await waitForList(door2);
    await searchFor(door2, person!.id);
    await expect(row(door2, person!.id).getByRole('checkbox')).toBeVisible();
    await clickCheckIn(door1, person!);
    await expect(row(door2, person!.id).getByTestId('checkin-time')).toBeVisible({
      timeout: 20_000,
    });
    await first.close();
    await second.close();
  });

  test('a second scan writes nothing; a bad code does not jam the gun', async ({ page }) => {
    const [person] = await uncheckedAttendees(1);
    await openAdmin(page, staff.uid, ASSISTANTS);
    await waitForList(page);
    await openScanner(page, 'Escanear QR');
    await gunScan(page, 'no-such-code');
    await expect(page.getByTestId('scan-result')).toHaveText('Usuario no encontrado');
    await gunScan(page, person!.id);
    await expect(page.getByTestId('scan-result')).toContainText('ingreso registrado.');
    await expect.poll(() => checkinOf(person!.id)).not.toBeNull();
    const first = await checkinOf(person!.id);
    await expectNoSeriousA11yViolations(page);
    await gunScan(page, person!.id);
    await expect(page.getByTestId('scan-result')).toContainText('ya ingresó');
    await page.waitForTimeout(1_000);
    expect(await checkinOf(person!.id)).toBe(first);
  });

  test('a door keeps gate 1 of 2: someone outside is found by name (server, and the index offline) and scanned in offline', async ({
    page,
  }) => {
    // The seed's ids are 'a1' and random hex: gate 2 of 2 starts at 'a18'.
    const outside = (await uncheckedAttendees(200)).filter((p) => p.id >= 'a18');
    const [byName, byQr] = outside;
    expect(byQr).toBeDefined();
    // The snapshot may predate the name field (npm run migrate fills it): as the functions write it.
    await adminDb
      .doc(paths.attendee(FERIA, byName!.id))
      .update({ search_name: searchNameKey(byName!.names) });
    await openAdmin(page, staff.uid, ASSISTANTS);
    await waitForList(page);
    await page.getByLabel('Lista de esta puerta').selectOption('gate');
    await page.getByRole('combobox', { name: 'Puertas en total', exact: true }).selectOption('2');
    await page
      .getByRole('combobox', { name: 'Puerta de este dispositivo', exact: true })
      .selectOption('1');
    await waitForList(page);
    await expect(page.getByTestId('door-slice-kept')).toContainText(/Esta puerta guarda [1-9]/);
    await expectNoSeriousA11yViolations(page);

    // Not on this device's list: the server's prefix search finds the name.
    await searchFor(page, byName!.names);
    const results = page.getByTestId('outside-results');
    await expect(results.getByTestId(`attendee-row-${byName!.id}`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(results).toContainText('Fuera de la lista de esta puerta');
    await expectNoSeriousA11yViolations(page);

    // Remembered on the device.
    await page.reload();
    await expect(page.getByLabel('Lista de esta puerta')).toHaveValue('gate');
    await waitForList(page);

    // Another tab of the device takes a gate chosen in this one, without a reload.
    const thisGate = (tab: typeof page) =>
      tab.getByRole('combobox', { name: 'Puerta de este dispositivo', exact: true });
    const other = await page.context().newPage();
    await other.goto(page.url());
    await waitForList(other);
    await expect(thisGate(other)).toHaveValue('1');
    await thisGate(page).selectOption('2');
    await expect(thisGate(other)).toHaveValue('2', { timeout: 10_000 });
    await thisGate(page).selectOption('1');
    await expect(thisGate(other)).toHaveValue('1', { timeout: 10_000 });
    await other.close();
    await waitForList(page);

    // A gate an earlier build cut on '' (the list empty between the chooser's steps, the index
    // not there yet: gate 1 of 2 held none of the seed's 'a1…' ids) takes the index's prefix.
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ key: 'gate:1/2', prefix: '' })),
      `aforo:door-slice:${FERIA}`,
    );
    await page.reload();
    // The operator is told why the list reloads.
    await expect(
      page.getByText('La puerta 1 de 2 se ajustó al índice del evento', { exact: false }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('door-slice-kept')).toContainText(/Esta puerta guarda [1-9]/, {
      timeout: 30_000,
    });
    await waitForList(page);

    // Offline the event's index still finds a name outside the slice, and the screen says what
    // it cannot know yet; the index resolves a QR id outside the slice.
    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await searchFor(page, byName!.names);
    const offlineResults = page.getByTestId('outside-results');
    await expect(offlineResults).toContainText(
      'Sin conexión: a quien no está en la lista de esta puerta lo encuentra el índice del evento',
    );
    await expect(offlineResults.getByTestId(`attendee-row-${byName!.id}`)).toBeVisible();
    // Nobody on this door's list, but someone outside it: the box does not say "no results".
    await expect(page.getByText('No se encontraron resultados')).toHaveCount(0);
    await searchFor(page, '');
    await openScanner(page, 'Escanear QR');
    await gunScan(page, byQr!.id);
    await expect(page.getByTestId('scan-result')).toContainText('ingreso registrado.');
    await closeScanner(page);
    await page.context().setOffline(false);
    await expect.poll(() => checkinOf(byQr!.id), CONVERGE).not.toBeNull();
  });
});
