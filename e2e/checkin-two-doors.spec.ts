import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { openAdmin } from './shell-support';
import {
  ASSISTANTS,
  checkedInCount,
  checkedInCounter,
  checkinOf,
  clickCheckIn,
  doorOf,
  row,
  searchFor,
  uncheckedAttendees,
  waitForList,
} from './checkin-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

test.describe.configure({ timeout: 240_000 });

/** As in checkin-door.spec.ts: the emulator resends whole lists after a reconnect. */
const CONVERGE = { timeout: 90_000 };

test('two doors offline check in one person: one check-in stands, the other door is told where and when', async ({
  browser,
}) => {
  const [person] = await uncheckedAttendees(1, 70);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const doorA = await first.newPage();
  const doorB = await second.newPage();
  await openAdmin(doorA, staff.uid, ASSISTANTS);
  await openAdmin(doorB, staff.uid, ASSISTANTS);
  await waitForList(doorA);
  await waitForList(doorB);
  const [codeA, codeB] = [await doorOf(doorA), await doorOf(doorB)];
  expect(codeA).not.toBe(codeB);
  // Counter and count() apart: another spec may delete a checked-in record straight from
  // Firestore, which leaves the counter above count(); each must move by exactly one here.
  const before = await checkedInCounter();
  const countedBefore = await checkedInCount();

  // Both doors lose the network and check the same person in.
  await first.setOffline(true);
  await second.setOffline(true);
  await expect(doorA.getByTestId('offline-banner')).toBeVisible();
  await expect(doorB.getByTestId('offline-banner')).toBeVisible();
  await clickCheckIn(doorA, person!);
  await clickCheckIn(doorB, person!);
  for (const [door, code] of [
    [doorA, codeA],
    [doorB, codeB],
  ] as const) {
    await expect(row(door, person!.id).getByTestId('pending-marker')).toBeVisible();
    await expect(row(door, person!.id).getByTestId('checkin-door')).toHaveText(`Puerta ${code}`);
  }
  expect(await checkinOf(person!.id)).toBeNull();

  // Door A reconnects first: its check-in is the one that stands.
  await first.setOffline(false);
  await expect.poll(() => checkinOf(person!.id), CONVERGE).not.toBeNull();
  const standing = await checkinOf(person!.id);
  await expect(row(doorA, person!.id).getByTestId('pending-marker')).toHaveCount(0, CONVERGE);
  const timeOnA = await row(doorA, person!.id).getByTestId('checkin-time').innerText();

  // Door B reconnects: the server refuses its write, and B says so, with A's door and time.
  await second.setOffline(false);
  const notice = doorB.getByTestId('checkin-refusals');
  await expect(notice).toContainText(
    new RegExp(`${person!.names} ya ingresó por la puerta ${codeA} a las \\d{1,2}:\\d{2}`),
    CONVERGE,
  );
  await searchFor(doorB, person!.id);
  await expect(row(doorB, person!.id).getByTestId('checkin-door')).toHaveText(`Puerta ${codeA}`);
  await expect(row(doorB, person!.id).getByTestId('checkin-time')).toHaveText(timeOnA);
  await expect(row(doorB, person!.id).getByTestId('pending-marker')).toHaveCount(0);
  await expectNoSeriousA11yViolations(doorB);

  // Exactly one check-in: A's time unchanged, the counter and count() one up each.
  await expect.poll(checkedInCounter, CONVERGE).toBe(before + 1);
  expect(await checkedInCount()).toBe(countedBefore + 1);
  expect(await checkinOf(person!.id)).toBe(standing);
  for (const door of [doorA, doorB]) {
    await expect(door.getByTestId('checkin-tags')).toHaveAttribute(
      'data-pending',
      'false',
      CONVERGE,
    );
    await expect(door.getByTestId('checkin-tags')).toContainText(
      `Participantes: ${before + 1}/`,
      CONVERGE,
    );
  }

  // The notice stays until the operator has read it.
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toBeHidden();
  await first.close();
  await second.close();
});
