import { expect, provokes, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { expectNoSeriousA11yViolations } from './support';

test('the home page lists the seeded public events', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.upcomingEventName })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.pastEventName })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a landing page shows the event name, dates and place from Firestore', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: DEMO.upcomingEventName }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${DEMO.upcomingEventId}$`));
  const landing = page.getByTestId('event-landing');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(DEMO.upcomingEventName);
  await expect(landing).toContainText('15 de mar de 2027');
  await expect(landing).toContainText('Centro de Convenciones');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows the 404 page with its way home', async ({ page }) => {
  await page.goto('/esta/ruta/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(
    page.getByText('Lo sentimos, la página que está visitando no existe.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la página principal' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeVisible();
});

test('the language switch changes the page to English and back', async ({ page }) => {
  await page.goto('/notfound');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByText('Sorry, the page you are visiting does not exist.')).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(
    page.getByText('Lo sentimos, la página que está visitando no existe.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the landing shows the default section names in the reader’s language', async ({ page }) => {
  // The seeded speakers' pictures live on a placeholder host this machine cannot reach.
  provokes(/ERR_NAME_NOT_RESOLVED .*placehold\.co/);
  await page.goto(`/landing/${DEMO.upcomingEventId}`);
  const nav = page.getByTestId('landing-sections');
  await expect(nav.getByRole('link', { name: 'Conferencistas' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(nav.getByRole('link', { name: 'Speakers' })).toBeVisible();
  await expect(nav).not.toContainText('Conferencistas');
  await page.getByLabel('Language').selectOption('pt');
  await expect(nav.getByRole('link', { name: 'Palestrantes' })).toBeVisible();
  await nav.getByRole('link', { name: 'Palestrantes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Palestrantes' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('es');
  await expect(nav.getByRole('link', { name: 'Conferencistas' })).toBeVisible();
});
