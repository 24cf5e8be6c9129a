import {
  MENU_SECTION_DEFAULT_NAMES,
  paths,
  type AforoEvent,
  type ItemsMenu,
  type MenuSectionType,
} from '@aforo/domain';
import { type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { callApi } from '../tests/support/api';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, openAdmin, openSignedIn, organizerToken } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/*
 * The landing sections that once showed "En construcción" (videos, partners, interviews, trophies,
 * my_sessions, custom, login) and the generic /page/{id}: the demo organizer enables them through
 * the API, as the Habilitar secciones screen does, and an attendee sees each one's content or its
 * honest empty state.
 */

const SECTIONS: readonly MenuSectionType[] = [
  'event',
  'videos',
  'partners',
  'interviews',
  'trophies',
  'my_sessions',
  'custom',
  'login',
];

async function api<T>(token: string, path: string, method: string, body: unknown, status = 201) {
  const res = await callApi<T>(path, { method, token, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

/** A public event by the demo organizer with the sections enabled, a video and a custom text. */
async function eventWithSections() {
  const token = await organizerToken();
  const event = await api<AforoEvent>(token, '/api/events', 'POST', {
    name: `Secciones ${Date.now().toString(36)}`,
    datetime_from: '2027-04-15 08:00',
    datetime_to: '2027-04-16 18:00',
  });
  const itemsMenu = Object.fromEntries(
    SECTIONS.map((section, position) => [
      section,
      {
        name: MENU_SECTION_DEFAULT_NAMES[section],
        section,
        icon: '',
        position,
        permissions: 'public',
        checked: true,
        ...(section === 'custom'
          ? { markup: '<h3>Cómo llegar</h3><p>Bus 12<img src=x onerror="alert(1)"></p>' }
          : {}),
      },
    ]),
  ) as ItemsMenu;
  await api(token, `/api/events/${event._id}`, 'PUT', { itemsMenu }, 200);
  await api(token, `/api/events/${event._id}/videos`, 'POST', {
    title: 'Apertura de la feria',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    order: 0,
  });
  await api(token, `/api/events/${event._id}/videos`, 'POST', {
    title: 'Resumen en Vimeo',
    url: 'https://vimeo.com/76979871',
    order: 1,
  });
  const activity = 'actividad-secciones';
  await adminDb.doc(paths.eventContentItem(event._id, 'activities', activity)).set({
    name: 'Taller de secciones',
    subtitle: '',
    datetime_start: '2027-04-15 09:00',
    datetime_end: '2027-04-15 10:00',
    space_id: 'espacio-1',
    activity_categories_ids: [],
    type_id: 'tipo-1',
    host_ids: [],
    access_restriction_type: 'OPEN',
    access_restriction_rol_ids: [],
    description: '',
    requires_registration: true,
    isPublished: true,
  });
  return { event, token, activity };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del evento' });

async function openSection(page: Page, name: MenuSectionType) {
  await nav(page).getByRole('link', { name: MENU_SECTION_DEFAULT_NAMES[name] }).click();
  await expect(page.getByTestId(`landing-section-${name}`)).toBeVisible();
}

test('every enabled section shows its content or an honest empty state, never "En construcción"', async ({
  page,
}) => {
  const { event, activity } = await eventWithSections();
  const account = await createAccount('secciones');
  const attendeeId = await seedAttendee(event._id, {
    accountId: account.uid,
    email: account.email,
    names: 'Sofía Secciones',
  });
  // On the activity, and checked in there: "Mis sesiones" and the trophies have something.
  await adminDb.doc(paths.activityAttendee(event._id, activity, attendeeId)).set({
    event_id: event._id,
    activity_id: activity,
    attendee_id: attendeeId,
    user_id: account.uid,
    properties: { names: 'Sofía Secciones', email: account.email },
    rol_id: null,
    checked_in: true,
    checkedin_at: '2027-04-15 09:02:00',
  });

  // A visitor: the sign-in section holds the sign-in form itself.
  await page.goto(`/landing/${event._id}/login`);
  const login = page.getByTestId('landing-login');
  await expect(login.getByLabel('Correo electrónico')).toBeVisible();
  await expect(login.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openSignedIn(page, account.uid, `/landing/${event._id}/videos`);
  const videos = page.getByTestId('landing-videos');
  await expect(videos.getByTestId('landing-video')).toHaveCount(2);
  const youtube = videos.locator('iframe[title="Apertura de la feria"]');
  await expect(youtube).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(youtube).toHaveAttribute('loading', 'lazy');
  await expect(videos.locator('iframe[title="Resumen en Vimeo"]')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?dnt=1',
  );
  await expectNoSeriousA11yViolations(page);

  // No partners yet: said so, and an attendee is not sent to the admin.
  await openSection(page, 'partners');
  await expect(page.getByTestId('landing-partners-empty')).toContainText(
    'Aún no hay patrocinadores',
  );
  await expect(page.getByTestId('landing-partners-admin-link')).toHaveCount(0);

  await openSection(page, 'interviews');
  await expect(page.getByRole('tab', { name: 'Reuniones' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await openSection(page, 'trophies');
  const row = page.getByTestId('landing-trophy-row').filter({ hasText: 'Sofía Secciones' });
  await expect(row).toContainText('1', { timeout: 30_000 });
  await expect(page.getByTestId('landing-trophies')).not.toContainText('@');
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'my_sessions');
  const sessions = page.getByTestId('my-sessions');
  await expect(sessions).toContainText('Taller de secciones', { timeout: 30_000 });
  await sessions.getByRole('link', { name: 'Entrar a la sala de Taller de secciones' }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/activity/${activity}$`));
  await page.goBack();

  // The organizer's text, sanitized: the handler of the injected image is gone.
  await openSection(page, 'custom');
  const custom = page.getByTestId('landing-custom');
  await expect(custom.getByRole('heading', { name: 'Cómo llegar' })).toBeVisible();
  await expect(custom.locator('[onerror]')).toHaveCount(0);

  await openSection(page, 'login');
  await expect(page.getByTestId('landing-login-done')).toContainText(account.email);
  await expectNoSeriousA11yViolations(page);

  for (const section of SECTIONS) {
    await page.goto(`/landing/${event._id}/${section}`);
    await expect(page.getByTestId(`landing-section-${section}`)).toBeVisible();
    await expect(page.getByText('En construcción')).toHaveCount(0);
  }
});

test('the organizer is led from an empty section to its content screen and back', async ({
  page,
}) => {
  const { event } = await eventWithSections();
  const { uid } = DEMO.accounts.organizer;
  await openSignedIn(page, uid, `/landing/${event._id}/partners`);
  await page.getByTestId('landing-partners-admin-link').click();
  await expect(page).toHaveURL(new RegExp(`/eventadmin/${event._id}/menuLanding/partners$`));
  await page.getByRole('button', { name: 'Agregar patrocinador' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Café de Colombia');
  await dialog.getByLabel('Sitio web').fill('https://example.com/cafe');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Café de Colombia/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Habilitar secciones links each list's screen from its row.
  await page.getByTestId('back-to-menu').click();
  await expect(page.getByTestId('menu-content-videos')).toBeVisible();

  await page.goto(`/landing/${event._id}/partners`);
  await expect(
    page.getByRole('link', { name: 'Sitio de Café de Colombia (se abre en otra pestaña)' }),
  ).toHaveAttribute('href', 'https://example.com/cafe');
});

test('390 px wide: the video gallery and the trophies fit without sideways scrolling', async ({
  page,
}) => {
  const { event } = await eventWithSections();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/landing/${event._id}/videos`);
  await expect(page.getByTestId('landing-video')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/landing/${event._id}/trophies`);
  await expect(page.getByTestId('landing-trophies-empty')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('/page/{id} shows a published custom page with the way to its event', async ({ page }) => {
  const { event, token } = await eventWithSections();
  const created = await api<{ _id: string }>(token, `/api/events/${event._id}/pages`, 'POST', {
    title: 'Cómo llegar al recinto',
    slug: 'como-llegar',
    body: '<p>En bus o en bicicleta.</p>',
    published: true,
  });
  // The organizer finds the address to share in the pages list.
  await openAdmin(page, DEMO.accounts.organizer.uid, `/eventadmin/${event._id}/pages`);
  await page.getByRole('link', { name: `/page/${created._id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/page/${created._id}$`));
  const generic = page.getByTestId('generic-page');
  await expect(generic.getByRole('heading', { level: 1 })).toHaveText('Cómo llegar al recinto');
  await expect(generic).toContainText('En bus o en bicicleta.');
  await expectNoSeriousA11yViolations(page);
  await generic.getByRole('link', { name: `Ir al evento ${event.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/p/como-llegar$`));

  // A page that does not exist: the API's 404, which the browser logs.
  provokes(/status of 404 .*\/api\/pages\/no-existe/);
  await page.goto('/page/no-existe');
  await expect(page.getByTestId('page-missing')).toContainText('no existe');
  await expect(page.getByText('En construcción')).toHaveCount(0);
});
