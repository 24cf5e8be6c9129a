import { gzipSync } from 'node:zlib';
import { paths, type ItemsMenu, type MenuSection } from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/** The public landing (part 3 §2.1, §3.11, §4.1), the transition and finished-event pages. */

const section = (over: Partial<MenuSection> & Pick<MenuSection, 'section' | 'name'>) => ({
  icon: '',
  position: 0,
  permissions: 'public' as const,
  checked: true,
  ...over,
});

const MENU: ItemsMenu = {
  event: section({ section: 'event', name: 'El evento', position: 0 }),
  agenda: section({ section: 'agenda', name: 'Programa', position: 1 }),
  trophies: section({ section: 'trophies', name: 'Trofeos', position: 2 }),
  documents: section({
    section: 'documents',
    name: 'Memorias',
    position: 3,
    permissions: 'assistants',
  }),
  faqs: section({ section: 'faqs', name: 'Preguntas', position: 4, checked: false }),
};

/** An event with sections and one published activity, as the admin screens would leave it. */
async function eventWithSections() {
  const name = `Landing Secciones ${Date.now().toString(36)}`;
  const event = await createEvent({
    name,
    description: '<p>Una feria <strong>de prueba</strong>.</p>',
    itemsMenu: MENU,
  });
  await adminDb.doc(paths.eventContentItem(event._id, 'activities', 'actividad-landing')).set({
    name: 'Charla inaugural de la landing',
    subtitle: '',
    datetime_start: '2027-03-15 09:00',
    datetime_end: '2027-03-15 10:00',
    space_id: 'espacio-1',
    activity_categories_ids: ['categoria-1'],
    type_id: 'tipo-1',
    host_ids: [],
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    description: '',
    isPublished: true,
  });
  return event;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del evento' });

test("the landing wears the event's styles", async ({ page }) => {
  const event = await createEvent({
    name: `Landing Estilos ${Date.now().toString(36)}`,
    styles: {
      containerBgColor: '#FFF5E1',
      bgButtonsEvent: '#8B0000',
      banner_image: '/favicon.svg?banner',
      event_image: '/favicon.svg?logo',
    },
  });
  await page.goto(`/landing/${event._id}`);
  const landing = page.getByTestId('event-landing');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(event.name);
  await expect(landing).toHaveCSS('background-color', 'rgb(255, 245, 225)');
  await expect(page.getByTestId('landing-banner')).toHaveAttribute('src', '/favicon.svg?banner');
  await expect(page.getByRole('img', { name: `Logo de ${event.name}` })).toHaveAttribute(
    'src',
    '/favicon.svg?logo',
  );
  const register = page.getByRole('button', { name: 'Inscribirme' });
  await expect(register).toHaveCSS('background-color', 'rgb(139, 0, 0)');
  await expectNoSeriousA11yViolations(page);

  // Unset styles fall back to part 3 §3.11's defaults: a white page and no banner.
  await page.goto(`/landing/${DEMO.upcomingEventId}`);
  await expect(page.getByTestId('event-landing')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await expect(page.getByTestId('landing-banner')).toHaveCount(0);
});

test('the sections of itemsMenu show with their permissions, and deep links select one', async ({
  page,
}) => {
  const event = await eventWithSections();
  await page.goto(`/landing/${event._id}`);
  await expect(nav(page).getByRole('link')).toHaveText(['El evento', 'Programa', 'Trofeos']);
  await expect(nav(page).getByRole('link', { name: 'El evento' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('landing-description')).toHaveText('Una feria de prueba.');

  await nav(page).getByRole('link', { name: 'Programa' }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/agenda$`));
  await expect(page.getByTestId('landing-agenda')).toContainText('Charla inaugural de la landing');
  await expectNoSeriousA11yViolations(page);

  // Trophies with no quiz ranking nor check-in yet: said honestly.
  await nav(page).getByRole('link', { name: 'Trofeos' }).click();
  await expect(page.getByTestId('landing-trophies-empty')).toBeVisible();

  // Deep links, by id and by name; an attendees-only section is not for visitors.
  await page.goto(`/landing/${event._id}/agenda`);
  await expect(nav(page).getByRole('link', { name: 'Programa' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto(`/event/${event.name.replace(/ /g, '-')}/agenda`);
  await expect(page.getByTestId('landing-agenda')).toContainText('Charla inaugural de la landing');
  await page.goto(`/landing/${event._id}/documents`);
  await expect(page.getByTestId('landing-section-restricted')).toHaveText(
    /solo para asistentes inscritos/,
  );
  await page.goto(`/landing/${event._id}/faqs`);
  await expect(page.getByTestId('landing-section-missing')).toBeVisible();

  // A registered attendee also gets the attendees' section and manages the registration.
  const account = await createAccount('landing');
  await seedAttendee(event._id, { accountId: account.uid, email: account.email });
  await openSignedIn(page, account.uid, `/landing/${event._id}/documents`);
  await expect(nav(page).getByRole('link', { name: 'Memorias' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('landing-documents-empty')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('landing-transfer')).toHaveText('Transferir mi entrada');
  await expect(page.getByRole('button', { name: 'Actualizar mi inscripción' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
});

test('show_inscription governs the registration button', async ({ page }) => {
  const open = await createEvent({ name: `Landing Abierta ${Date.now().toString(36)}` });
  const closed = await createEvent({
    name: `Landing Cerrada ${Date.now().toString(36)}`,
    show_inscription: false,
  });
  await page.goto(`/landing/${closed._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.name);
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);

  // An anonymous visitor registers through the login modal's Register tab.
  await page.goto(`/landing/${open._id}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const login = page.getByTestId('login-modal');
  await expect(login.getByRole('tab', { name: 'Registrarme' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A signed-in visitor who is not registered gets the registration form.
  const account = await createAccount('visitante');
  await openSignedIn(page, account.uid, `/landing/${open._id}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("after registering, the landing shows the event's registration message, sanitized", async ({
  page,
}) => {
  const event = await createEvent({
    name: `Landing Mensaje ${Date.now().toString(36)}`,
    registration_message:
      '<p>Bienvenido <strong>al evento</strong></p><script>window.__pwned = 1</script>' +
      '<p onmouseover="window.__pwned = 2">Te esperamos</p>',
  });
  // The stored handler is blocked by the CSP too, which says so in the console as the page parses it.
  provokes(/Executing inline event handler violates .*Content Security Policy/);
  await page.goto(`/landing/${event._id}?register=1`);
  const notice = page.getByTestId('landing-register-notice');
  await expect(notice).toContainText('Registrado');
  const message = page.getByTestId('landing-registration-message');
  await expect(message).toHaveText('Bienvenido al eventoTe esperamos');
  await expect(message.locator('strong')).toHaveText('al evento');
  await expect(message.locator('script, [onmouseover]')).toHaveCount(0);
  await message.getByText('Te esperamos').hover();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/landing/${event._id}?register=4`);
  await expect(page.getByTestId('landing-register-notice')).toHaveText('Transferencia realizada');
});

test('the transition page leads to the landing, or to the finished page once over', async ({
  page,
}) => {
  await page.goto(`/transition/${DEMO.upcomingEventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Te estamos llevando a ${DEMO.upcomingEventName}`,
  );
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(new RegExp(`/landing/${DEMO.upcomingEventId}$`));

  await page.goto(`/transition/${DEMO.pastEventId}`);
  await expect(page).toHaveURL(/\/eventfinished$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('El evento ha finalizado');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Ir a la página principal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeVisible();
});

/** Source paths the landing must never download (no admin code on the landing). */
const ADMIN_SOURCES = [
  'app/admin-routes',
  'features/admin-shell/',
  'features/checkin/',
  'lib/resources/',
  'components/resource/',
];

test('the landing route downloads no admin code', async ({ page, request }) => {
  const event = await eventWithSections();
  const scripts: string[] = [];
  page.on('request', (req) => {
    // The app's own chunks; the service worker script has no source map.
    if (req.resourceType() === 'script' && new URL(req.url()).pathname.startsWith('/assets/'))
      scripts.push(req.url());
  });
  await page.goto(`/landing/${event._id}/agenda`);
  await expect(page.getByTestId('landing-agenda')).toContainText('Charla inaugural de la landing');
  await page.goto(`/landing/${event._id}?register=1`);
  await expect(page.getByTestId('landing-register-notice')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Each chunk's source map names the modules inside it; only the bundler's runtime has none
  // (the hosting then answers its SPA page instead).
  const sources: string[] = [];
  const unmapped: string[] = [];
  for (const url of new Set(scripts)) {
    const map = await request.get(`${url}.map`);
    expect(map.ok(), url).toBe(true);
    if ((map.headers()['content-type'] ?? '').includes('json')) {
      sources.push(...((await map.json()) as { sources: string[] }).sources);
    } else {
      unmapped.push(new URL(url).pathname);
    }
  }
  // Bundler runtime helpers (module runtime, dynamic-import preloading) carry no source map.
  expect(
    unmapped.filter((path) => !/\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(path)),
  ).toEqual([]);
  expect(sources.some((s) => s.includes('features/landing/'))).toBe(true);
  expect(sources.filter((s) => ADMIN_SOURCES.some((admin) => s.includes(admin)))).toEqual([]);
});

/**
 * The landing's first JS, gzip, as bench/bundle.ts measures it. TanStack Query, the one cache
 * every API read goes through (the landing's own reads included), costs about 11 KB of it
 * (249 KB before it, 260 KB with it).
 */
const FIRST_JS_BUDGET_KB = 265;

test('the landing route loads at most 265 KB of gzipped JS, without the full Firestore SDK', async ({
  page,
  request,
}) => {
  const loads: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/assets/') || !path.endsWith('.js')) return;
    loads.push(response.body().then((body) => [path, gzipSync(body, { level: 9 }).length / 1024]));
  });
  await page.goto(`/landing/${DEMO.upcomingEventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.upcomingEventName);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // An anonymous visitor keeps no connection open: idle means every lazy chunk has loaded.
  await page.waitForLoadState('networkidle');
  const scripts = new Map(await Promise.all(loads));
  const total = [...scripts.values()].reduce((sum, kb) => sum + kb, 0);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, `${total.toFixed(1)} KB in ${scripts.size} scripts`).toBeLessThanOrEqual(
    FIRST_JS_BUDGET_KB,
  );
  // The full SDK (its WebChannel, re2js) loads with the pages that listen, never here.
  const sources: string[] = [];
  for (const path of scripts.keys()) {
    const map = await request.get(`${path}.map`);
    if ((map.headers()['content-type'] ?? '').includes('json')) {
      sources.push(...((await map.json()) as { sources: string[] }).sources);
    }
  }
  expect(sources.filter((s) => /@firebase\/firestore\/|re2js|webchannel/.test(s))).toEqual([]);
});
