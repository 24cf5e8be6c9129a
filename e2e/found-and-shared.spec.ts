import { paths } from '@aforo/domain';
import type { Page } from '@playwright/test';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { expect, test } from './fixtures';
import { createAccount, createEvent, menuSection, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Events found and shared: a crawler (no JavaScript) gets the landing's preview tags, robots.txt
 * and the sitemap; the home page searches by name and city; the landing shares; the activity
 * room puts its one row of tabs beside the video on a wide screen and below it on a phone.
 */

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('a crawler reads the landing preview, robots.txt and the sitemap without JavaScript', async ({
  request,
}) => {
  const hidden = await createEvent({
    name: `Evento privado ${uniqueId('p')}`,
    visibility: 'PRIVATE',
  });
  const landing = await request.get(`/landing/${DEMO.upcomingEventId}`);
  expect(landing.status()).toBe(200);
  const html = await landing.text();
  expect(meta(html, 'og:title')).toBe(DEMO.upcomingEventName);
  expect(meta(html, 'twitter:title')).toBe(DEMO.upcomingEventName);
  expect(meta(html, 'og:description')).toBe('Feria de innovación, negocios y cultura.');

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`/landing/${DEMO.upcomingEventId}</loc>`);
  expect(xml).toContain(`/landing/${DEMO.pastEventId}</loc>`);
  expect(xml).not.toContain(hidden._id);
});

test('the home page finds events by name and by city, past ones apart', async ({ page }) => {
  await page.goto('/');
  const upcoming = page.getByTestId('upcoming-events');
  const past = page.getByRole('region', { name: 'Eventos pasados' });
  await expect(upcoming.getByRole('link', { name: DEMO.upcomingEventName })).toBeVisible();
  await expect(upcoming.getByTestId('event-card-image').first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill('feria aforo');
  await expect(upcoming.getByRole('link', { name: DEMO.upcomingEventName })).toBeVisible();
  await expect(past).toHaveCount(0);
  // The city, typed without its accent.
  await search.fill('medellin');
  await expect(past.getByRole('link', { name: DEMO.pastEventName })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.upcomingEventName })).toHaveCount(0);
  await expect(page.getByText('Ningún próximo evento coincide con la búsqueda.')).toBeVisible();
  await search.fill('ninguna-ciudad-asi');
  await expect(page.getByText('No se encontraron resultados')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the landing shares its address on WhatsApp and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/landing/${DEMO.upcomingEventId}/agenda`);
  const share = page.getByTestId('landing-share');
  const url = new URL(`/landing/${DEMO.upcomingEventId}`, page.url()).href;
  const whatsApp = share.getByRole('link', { name: 'Compartir por WhatsApp' });
  const href = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')).toBe(`${DEMO.upcomingEventName}: inscríbete en ${url}`);
  await share.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(share.getByTestId('landing-share-status')).toHaveText('Enlace copiado.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page);
});

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not laid out`);
  return found;
}

test('the activity room: tabs beside the video at 1280 px, below it at 390 px, one row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const event = await createEvent({
    name: `Sala ancha ${uniqueId('s')}`,
    itemsMenu: { agenda: menuSection({ section: 'agenda', name: 'Agenda', position: 0 }) },
  });
  const at = new Date();
  await adminDb.doc(paths.eventContentItem(event._id, 'activities', 'en-vivo')).set({
    name: 'Charla principal',
    event_id: event._id,
    subtitle: '',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: null,
    type_id: null,
    activity_categories_ids: [],
    host_ids: [],
    capacity: 0,
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    isPublished: true,
    habilitar_ingreso: 'open_meeting_room',
    platform: 'vimeo',
    meeting_id: '76979871',
    tabs: { chat: true, surveys: true, games: false, attendees: true },
    created_at: at,
    updated_at: at,
  });
  const account = await createAccount('sala-ancha');
  await seedAttendee(event._id, {
    accountId: account.uid,
    email: account.email,
    names: 'Rita Sala',
  });
  // The player is Vimeo's: a stand-in page, no network outside the machine.
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Video</title><p>Video</p>',
    }),
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, account.uid, `/landing/${event._id}/activity/en-vivo`);
  const live = page.getByTestId('activity-room-live');
  await expect(live).toBeVisible({ timeout: 30_000 });
  await expect(live.getByRole('tablist')).toHaveCount(1);
  await expect(live.getByRole('tab')).toHaveText(['Chat', 'Encuestas', 'Asistentes']);
  await expect(live.getByTestId('chat-panel')).toBeVisible({ timeout: 30_000 });
  // The header above settles when the session answers (the registration block): measure after.
  await expect(page.getByText('Ya estás inscrito a este evento.')).toBeVisible();
  let stage = await box(page, 'activity-room-stage');
  let side = await box(page, 'activity-room-side');
  expect(side.x).toBeGreaterThanOrEqual(stage.x + stage.width);
  // Both boxes read in one frame: apart, a late shift above moves one read and not the other.
  const tops = await page.evaluate(() =>
    ['activity-room-stage', 'activity-room-side'].map(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? NaN,
    ),
  );
  expect(Math.abs((tops[1] ?? NaN) - (tops[0] ?? NaN))).toBeLessThan(4);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => (await box(page, 'activity-room-side')).y)
    .toBeGreaterThanOrEqual((await box(page, 'activity-room-stage')).y + 100);
  stage = await box(page, 'activity-room-stage');
  side = await box(page, 'activity-room-side');
  expect(side.y).toBeGreaterThanOrEqual(stage.y + stage.height);
  expect(stage.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await live.getByRole('tab', { name: 'Encuestas' }).click();
  await expect(live.getByRole('tablist')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
