import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { expectNoSeriousA11yViolations } from './support';
import { createAccount, openSignedIn } from './shell-support';

/** The seeded "Congreso Aforo 2026" ended on 2026-05-11: it is past, and closed to registration. */
const PAST = `/landing/${DEMO.pastEventId}`;
const ENDED = 'El evento ha finalizado. Las inscripciones están cerradas.';

test('the home page lists an ended event under past events, not upcoming ones', async ({
  page,
}) => {
  await page.goto('/');
  const upcoming = page.getByTestId('upcoming-events');
  const past = page.getByRole('region', { name: 'Eventos pasados' });
  await expect(upcoming.getByRole('link', { name: DEMO.upcomingEventName })).toBeVisible();
  await expect(past.getByRole('link', { name: DEMO.pastEventName })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: DEMO.pastEventName })).toHaveCount(0);
  await expect(past.getByRole('link', { name: DEMO.upcomingEventName })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an ended event offers no registration, on the landing or through the dialog', async ({
  page,
}) => {
  await page.goto(PAST);
  const landing = page.getByTestId('event-landing');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText(DEMO.pastEventName);
  await expect(page.getByTestId('landing-ended')).toHaveText(ENDED);
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The login modal's Register tab is the other way into the form: it says the same, no form.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByTestId('login-modal');
  await login.getByRole('tab', { name: 'Registrarme' }).click();
  await expect(login.getByText(ENDED)).toBeVisible();
  await expect(login.getByLabel('Nombres y apellidos')).toHaveCount(0);
  await expect(login.getByRole('button', { name: 'Registrarme' })).toHaveCount(0);

  // A signed-in visitor who is not registered gets the message too, and no button.
  const account = await createAccount('tarde');
  await openSignedIn(page, account.uid, PAST);
  await expect(page.getByTestId('landing-ended')).toHaveText(ENDED);
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
});
