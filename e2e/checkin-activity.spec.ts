import { paths } from '@aforo/domain';
import { expect, test } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { FERIA, searchFor, uncheckedAttendees } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

async function firstActivity() {
  const snap = await adminDb.collection(paths.eventContent(FERIA, 'activities')).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('the seed has no activities');
  return { id: doc.id, name: String(doc.get('name')) };
}

async function activityCheckin(activityId: string, attendeeId: string) {
  const snap = await adminDb.doc(paths.activityAttendee(FERIA, activityId, attendeeId)).get();
  return snap.exists
    ? { checked_in: snap.get('checked_in') as boolean, at: snap.get('checkedin_at') as unknown }
    : null;
}

test.describe('per-activity check-in', () => {
  test('toggling on records the time, toggling off clears it', async ({ page }) => {
    const activity = await firstActivity();
    const [person] = await uncheckedAttendees(1, 40);
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin-actividad`);
    await expect(page.getByTestId('activity-picker')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Check-in: ${activity.name}` }).click();
    await expect(page.getByRole('heading', { name: `CheckIn: ${activity.name}` })).toBeVisible();
    await searchFor(page, person!.id);
    const row = page.getByTestId(`activity-row-${person!.id}`);
    await row.getByRole('checkbox').check({ force: true });
    await expect(page.getByText('Usuario Chequeado').first()).toBeVisible();
    await expect
      .poll(() => activityCheckin(activity.id, person!.id))
      .toMatchObject({
        checked_in: true,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
    await expect(row.getByTestId('activity-checkin-time')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('checkbox').uncheck({ force: true });
    await expect
      .poll(() => activityCheckin(activity.id, person!.id))
      .toEqual({ checked_in: false, at: null });
  });

  test('the gun refuses a malformed code and checks a valid one in', async ({ page }) => {
    const activity = await firstActivity();
    const [person] = await uncheckedAttendees(1, 41);
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin/${activity.id}`);
    await expect(page.getByTestId('activity-checkin-page')).toBeVisible({ timeout: 30_000 });
    const gun = page.getByLabel('Leer Código QR');
    await gun.fill('12345');
    await expect(page.getByTestId('activity-gun-message')).toHaveText(
      'Por favor  escanea un código válido para ejecutar la búsqueda',
    );
    await gun.fill('');
    await expect(page.getByTestId('activity-gun-message')).toHaveText('');
    await gun.fill(person!.id);
    await expect(page.getByTestId('activity-gun-message')).toContainText('Usuario Chequeado');
    await expect
      .poll(() => activityCheckin(activity.id, person!.id))
      .toMatchObject({ checked_in: true });
  });
});
