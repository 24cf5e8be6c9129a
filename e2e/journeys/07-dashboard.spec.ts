import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations } from './support';
import { openEventAdmin, openSection } from './support-admin';

/** Journey 3's end: the organizer's dashboard counts who registered and who came in. */
test('the dashboard shows 21 registered and 8 checked in', async ({ page }) => {
  await openEventAdmin(page);
  await openSection(page, 'Estadísticas del evento', /Estadísticas/);
  await expect(page.getByTestId('dashboard-enrolled')).toContainText('21');
  await expect(page.getByTestId('dashboard-checked-in')).toContainText('8');
  await expectNoSeriousA11yViolations(page);
});
