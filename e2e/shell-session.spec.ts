import { expect, provokes, test } from './fixtures';
import { slugFromEventName } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { uniqueId } from '../tests/support/admin';
import {
  createAccount,
  createEvent,
  latestOobCode,
  logInThroughModal,
  openAdmin,
  openSignedIn,
  recordScripts,
} from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer } = DEMO.accounts;
const FERIA = DEMO.upcomingEventId;

test.describe.configure({ timeout: 60_000 });

test.describe('guards and session', () => {
  test('a guarded route sends a visitor to / and brings them back after login', async ({
    page,
  }) => {
    await page.goto(`/eventadmin/${FERIA}/espacios`);
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logInThroughModal(page, organizer.email, organizer.password);
    await expect(page).toHaveURL(new RegExp(`/eventadmin/${FERIA}/espacios$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Espacios' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a signed-in-only page under construction keeps its guard', async ({ page }) => {
    await page.goto('/my_events');
    await expect(page).toHaveURL(/\/$/);
    await logInThroughModal(page, organizer.email, organizer.password);
    await expect(page).toHaveURL(/\/my_events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis eventos' })).toBeVisible();
    await expect(page.getByTestId('my-events').or(page.getByTestId('my-events-empty'))).toBeVisible(
      { timeout: 30_000 },
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the login form shows the three spec messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: 'Ingresar' }).click();
    await expect(dialog.getByText('Ingrese un correo')).toBeVisible();
    await expect(dialog.getByText('Ingrese una contraseña')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Correo electrónico').fill(organizer.email);
    await dialog.getByLabel('Contraseña').fill('no-es-la-clave');
    // Auth refuses the wrong password with a 400, which the browser logs.
    provokes(/status of 400 .*accounts:signInWithPassword/);
    await dialog.getByRole('button', { name: 'Ingresar' }).click();
    await expect(dialog.getByText('Correo o contraseña equivocada')).toBeVisible();
    await expect(dialog.getByText('Ingrese un correo')).toBeHidden();
  });

  test('logout clears the session and goes home', async ({ page }) => {
    await openSignedIn(page, organizer.uid, `/eventadmin/${FERIA}/agenda`);
    // The door's copy of its first rows (personal data) must not outlive the session.
    await page.evaluate((event) => {
      localStorage.setItem(`aforo:attendee-first-rows:${event}`, '[]');
    }, FERIA);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Mis tiquetes' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Administrar mis eventos' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText('Bienvenido')).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('aforo:attendee-first')),
      ),
    ).toEqual([]);
    // Leaving a guarded page by logging out is not a request to log in again.
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('logging out from an admin page on a slow machine ends on the home page, no login dialog', async ({
    page,
  }) => {
    await openAdmin(page, organizer.uid, `/eventadmin/${FERIA}/espacios`);
    // The race of a busy machine, made certain: the home page's code arrives only after the
    // sign-out has been seen, and a throttled CPU renders the way home slowly, so the guarded
    // page is still on screen when the session ends.
    let deliverHome = () => {};
    const homeHeld = new Promise<void>((resolve) => {
      deliverHome = resolve;
    });
    await page.route('**/assets/home-page-*.js', async (route) => {
      await homeHeld;
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByTestId('user-menu')).toBeHidden({ timeout: 30_000 });
    deliverHome();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Próximos eventos' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('one-time token in the address', () => {
  test('signs the visitor in and leaves the address bar', async ({ page }) => {
    await openSignedIn(page, organizer.uid, `/landing/${FERIA}`);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('event-landing')).toBeVisible();
  });

  test('an expired or invalid token says so and offers the login', async ({ page }) => {
    // Auth refuses the made-up token with a 400, which the browser logs.
    provokes(/status of 400 .*accounts:signInWithCustomToken/);
    await page.goto(`/landing/${FERIA}?token=no-es-un-token`);
    await expect(
      page.getByText('¡Tu token ha caducado! Redirigiendo al inicio de sesión…'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('access modal', () => {
  test('recovers a password through the reset e-mail and its out-of-band code', async ({
    page,
  }) => {
    const account = await createAccount('reset');
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });

    // Auth answers 400 for an address it does not know, which the browser logs.
    provokes(/status of 400 .*accounts:sendOobCode/);
    await dialog.getByLabel('Correo electrónico').fill('nadie-aqui@aforo.test');
    await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(
      dialog.getByText('nadie-aqui@aforo.test no se encuentra registrado en este evento'),
    ).toBeVisible();

    await dialog.getByLabel('Correo electrónico').fill(account.email);
    await dialog.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(
      dialog.getByText(`Se ha enviado una nueva contraseña a: ${account.email}`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const { oobCode } = await latestOobCode(account.email, 'PASSWORD_RESET');
    await page.goto(`/account/action?mode=resetPassword&oobCode=${oobCode}&apiKey=demo-api-key`);
    await expect(page.getByText(`Cuenta: ${account.email}`)).toBeVisible();
    await page.getByLabel('Nueva contraseña').fill('Nueva-Clave-2026');
    await page.getByLabel('Repite la contraseña').fill('Nueva-Clave-2026');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByTestId('reset-result')).toContainText('fue actualizada');

    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await logInThroughModal(page, account.email, 'Nueva-Clave-2026');
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('a used reset code is refused', async ({ page }) => {
    // Auth refuses the made-up code with a 400, which the browser logs.
    provokes(/status of 400 .*accounts:resetPassword/);
    await page.goto('/account/action?mode=resetPassword&oobCode=codigo-falso&apiKey=demo-api-key');
    await expect(page.getByTestId('reset-result')).toContainText('no es válido');
  });

  test('requests an access link, offers registration to strangers, and signs in', async ({
    page,
  }) => {
    const account = await createAccount('link');
    await page.goto(`/landing/${FERIA}`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Enviarme un link de acceso al correo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link de acceso' });

    await dialog.getByLabel('Correo electrónico').fill('no');
    await dialog.getByRole('button', { name: 'Enviar link de acceso' }).click();
    await expect(dialog.getByText('Ingrese un email válido')).toBeVisible();

    await dialog.getByLabel('Correo electrónico').fill('desconocido@aforo.test');
    await dialog.getByRole('button', { name: 'Enviar link de acceso' }).click();
    await expect(
      dialog.getByText('Este email no se encuentra registrado en este evento'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    const login = page.getByTestId('login-modal');
    await expect(login.getByRole('tab', { name: 'Registrarme' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await login.getByRole('tab', { name: 'Iniciar sesión' }).click();
    await login.getByRole('button', { name: 'Enviarme un link de acceso al correo' }).click();

    await dialog.getByLabel('Correo electrónico').fill(account.email);
    await dialog.getByRole('button', { name: 'Enviar link de acceso' }).click();
    await expect(
      dialog.getByText(`Se ha enviado un link de acceso a su correo electrónico ${account.email}`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Volver al inicio de sesión' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();

    // The emulator's link redirects to the continue URL with the code, as the e-mail would.
    const { oobLink } = await latestOobCode(account.email, 'EMAIL_SIGNIN');
    await page.goto(oobLink);
    await expect(page).toHaveURL(new RegExp(`/landing/${FERIA}$`));
    await expect(page.getByTestId('user-menu')).toContainText('Prueba link');
  });
});

test.describe('events by name and missing pages', () => {
  test('an event name in the address turns dashes into spaces and triple dashes into dashes', async ({
    page,
  }) => {
    const suffix = uniqueId('n').replace(/-/g, '');
    const plain = await createEvent({ name: `Expo Norte ${suffix}` });
    const dashed = await createEvent({ name: `Co-Working Day ${suffix}` });

    await page.goto(`/event/Expo-Norte-${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/event/Co---Working-Day-${suffix}`);
    await expect(page.getByRole('heading', { level: 1, name: dashed.name })).toBeVisible();
    expect(slugFromEventName(dashed.name)).toBe(`Co---Working-Day-${suffix}`);

    await page.goto(`/event/Co-Working-Day-${suffix}`);
    await expect(page.getByTestId('landing-missing')).toBeVisible();
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/no/existe/esta-ruta');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await page.goto('/notfound');
    await expect(
      page.getByText('Lo sentimos, la página que está visitando no existe.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the landing does not download admin code', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`/landing/${FERIA}`);
    await expect(page.getByTestId('event-landing')).toBeVisible();
    // Firestore keeps a channel open, so the network never idles: give lazy imports a moment.
    await page.waitForTimeout(1_000);
    const admin = scripts.filter((s) =>
      /admin-layout|section-route|resource|form-field|login-modal|spaces-page/.test(s),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(admin).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
