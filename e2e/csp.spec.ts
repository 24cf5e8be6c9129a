import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { openAdmin, openSignedIn } from './shell-support';
import { ASSISTANTS, FERIA, waitForList } from './checkin-support';

const { organizer, attendee, staff } = DEMO.accounts;

test.describe.configure({ timeout: 180_000 });

/**
 * The hosting emulator serves firebase.json's headers; the main pages run under them with no
 * Content-Security-Policy violation (an inline script, an unexpected host or frame would be one).
 */
async function collectViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    Object.assign(window, { __cspViolations: store });
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return seen;
}

async function violationsOn(page: Page, logged: string[]): Promise<string[]> {
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  return [...reported, ...logged];
}

test.describe('security headers', () => {
  test('every page comes with the headers that stop injected code', async ({ request }) => {
    for (const path of ['/', `/landing/${FERIA}`, '/assets/missing.js']) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=(self)');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('home, landing, admin, door and a room run with no policy violation', async ({ page }) => {
    const logged = await collectViolations(page);
    const activities = await adminDb
      .collection(paths.eventContent(FERIA, 'activities'))
      .where('isPublished', '==', true)
      .limit(1)
      .get();
    const activityId = activities.docs[0]?.id;
    expect(activityId).toBeTruthy();

    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.goto(`/landing/${FERIA}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    // Scrolled through, so the lazy video frames load too.
    await page.mouse.wheel(0, 20_000);
    expect(await violationsOn(page, logged)).toEqual([]);

    await openSignedIn(page, attendee.uid, `/landing/${FERIA}/activity/${activityId}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    expect(await violationsOn(page, logged)).toEqual([]);

    await openAdmin(page, organizer.uid, `/eventadmin/${FERIA}/agenda`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    expect(await violationsOn(page, logged)).toEqual([]);

    await openAdmin(page, staff.uid, ASSISTANTS);
    await waitForList(page);
    expect(await violationsOn(page, logged)).toEqual([]);
  });
});
