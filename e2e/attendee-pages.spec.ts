import { expect, provokes, test } from './fixtures';
import { paths, type AforoEvent } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminAuth, adminDb } from '../tests/support/admin';
import { createAccount, openSignedIn } from './shell-support';
import { decodeQrImage } from './qr-support';
import { expectNoSeriousA11yViolations } from './support';

const { attendee, organizer } = DEMO.accounts;
const FERIA = DEMO.upcomingEventId;
/** The demo attendee's record in the feria (scripts/seed-write.ts). */
const ATTENDEE_ID = 'a1demoattendee0000000000';

test.describe.configure({ timeout: 60_000 });

test.describe("the attendee's own pages", () => {
  test('my events lists the feria with links to its landing and its tickets', async ({ page }) => {
    await openSignedIn(page, attendee.uid, '/my_events');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis eventos' })).toBeVisible();
    const card = page.getByTestId(`my-event-${FERIA}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('heading', { name: DEMO.upcomingEventName })).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Ver evento: ${DEMO.upcomingEventName}` }),
    ).toHaveAttribute('href', `/landing/${FERIA}`);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: /Ver mis tiquetes/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tickets/${attendee.uid}\\?event=${FERIA}$`));
    await expect(page.getByTestId(`ticket-${ATTENDEE_ID}`)).toBeVisible({ timeout: 30_000 });
  });

  test('an account without registrations is told so', async ({ page }) => {
    const account = await createAccount('noevents');
    await openSignedIn(page, account.uid, '/my_events');
    await expect(page.getByTestId('my-events-empty')).toContainText(
      'Aún no estás inscrito en ningún evento.',
      { timeout: 30_000 },
    );
  });

  test('my tickets shows a QR that decodes to the attendee id', async ({ page }) => {
    const record = (await adminDb.doc(paths.attendee(FERIA, ATTENDEE_ID)).get()).data();
    const event = (await adminDb.doc(paths.event(FERIA)).get()).data() as AforoEvent;
    const ticket = event.tickets.find((t) => t._id === record?.ticket_id);

    await openSignedIn(page, attendee.uid, `/tickets/${attendee.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis tiquetes' })).toBeVisible();
    const card = page.getByTestId(`ticket-${ATTENDEE_ID}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('heading', { name: DEMO.upcomingEventName })).toBeVisible();
    await expect(card.getByTestId('ticket-checkin')).toHaveText('Aún sin ingreso');
    // The seed gives every feria attendee one of its staged tickets.
    const stage = event.event_stages.find((st) => st.stage_id === ticket?.stage_id);
    expect(ticket && stage).toBeTruthy();
    await expect(card.getByTestId('ticket-name')).toHaveText(`Tiquete: ${ticket?.title}`);
    await expect(card.getByTestId('ticket-stage')).toHaveText(`Etapa: ${stage?.title}`);
    await expect(
      card.getByRole('img', { name: `Código QR del tiquete ${ATTENDEE_ID}` }),
    ).toBeVisible();
    expect(await decodeQrImage(card.getByTestId('ticket-qr'))).toBe(ATTENDEE_ID);
    await expectNoSeriousA11yViolations(page);
  });

  test('manage my events opens the tab its anchor names', async ({ page }) => {
    await openSignedIn(page, attendee.uid, `/eventEdit/${attendee.uid}#events`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrar mis eventos' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Mis eventos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId(`my-event-${FERIA}`)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Mis tiquetes' }).click();
    await expect(page).toHaveURL(new RegExp(`/eventEdit/${attendee.uid}#tickets$`));
    await expect(page.getByTestId(`ticket-${ATTENDEE_ID}`)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The anchor alone decides: reopening the address keeps the tickets tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Mis tiquetes' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 30_000 },
    );
    await expect(page.getByTestId(`my-event-${FERIA}`)).toHaveCount(0);
  });

  test("someone else's tickets are refused", async ({ page }) => {
    await openSignedIn(page, attendee.uid, `/tickets/${organizer.uid}`);
    await expect(page.getByTestId('attendee-forbidden')).toContainText('ERROR: 403');
    await expect(page.getByTestId('tickets')).toHaveCount(0);
  });

  test('/api/generatorQr/{id} sends the browser to the QR image', async ({ page }) => {
    // Through the app: the ticket's link goes to the router's page, which hands over to the API.
    await openSignedIn(page, attendee.uid, `/tickets/${attendee.uid}`);
    await page.getByRole('link', { name: 'Abrir imagen del código QR' }).click();
    await expect(page).toHaveURL(new RegExp(`/api/generatorQr/${ATTENDEE_ID}$`));
    // The app's page at that address hands over with a page load: wait for the image document
    // (a read during the hand-over finds its page gone).
    await expect
      .poll(() => page.evaluate(() => document.contentType).catch(() => 'navigating'))
      .toBe('image/png');
    // Chromium shows an image address as a document holding just that image.
    expect(await decodeQrImage(page.locator('img'))).toBe(ATTENDEE_ID);

    // Straight to the address, as a mail's link would: the server answers, not the app.
    const direct = await page.goto(`/api/generatorQr/${ATTENDEE_ID}`);
    expect(direct?.headers()['content-type']).toContain('image/png');
    expect(await decodeQrImage(page.locator('img'))).toBe(ATTENDEE_ID);
  });
});

test.describe('profile', () => {
  test('the user edits their names, validated by the domain schema', async ({ page }) => {
    const account = await createAccount('profile');
    await openSignedIn(page, account.uid, `/profile/${account.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    const names = page.getByLabel('Nombres');
    await expect(names).toHaveValue('Prueba profile', { timeout: 30_000 });
    await expect(page.getByText(`Correo electrónico: ${account.email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await names.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();

    await names.fill('Paula Perfil');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText(
      'Información actualizada correctamente',
    );
    await expect
      .poll(async () => (await adminDb.doc(paths.user(account.uid)).get()).get('names'))
      .toBe('Paula Perfil');
    expect((await adminAuth.getUser(account.uid)).displayName).toBe('Paula Perfil');
    // The header's name follows without a reload.
    await expect(page.getByTestId('user-menu')).toContainText('Paula Perfil');

    await page.reload();
    await expect(page.getByLabel('Nombres')).toHaveValue('Paula Perfil', { timeout: 30_000 });
  });

  test("someone else's profile gets the app's 403", async ({ page }) => {
    provokes(/status of 403 .*\/api\/users\//);
    await openSignedIn(page, attendee.uid, `/profile/${organizer.uid}`);
    const modal = page.getByTestId('error-modal');
    await expect(modal).toContainText('ERROR: 403', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByTestId('attendee-forbidden')).toBeVisible();
    await expect(page.getByTestId('profile-form')).toHaveCount(0);
  });
});
