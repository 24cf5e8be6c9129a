import { auctionTooLowMessage, paths, type ItemsMenu } from '@aforo/domain';
import { type Browser, type Page } from '@playwright/test';
import { expect, provokes, test } from './fixtures';
import { PNG } from 'pngjs';
import { smtpStandIn, standInPorts } from '../tests/stand-ins';
import { adminDb } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * Products and the silent auction end to end. The organizer creates a product
 * (with its image uploaded) and switches bidding on; two attendees in their own browsers bid the
 * same amount at the same moment: exactly one becomes the highest, the other hears the lowest bid
 * it may now make; when that one outbids the first, the first gets the outbid mail over SMTP; the
 * organizer sees both bids by amount.
 */
const MENU: ItemsMenu = {
  event: {
    name: 'El evento',
    section: 'event',
    icon: '',
    position: 0,
    permissions: 'public',
    checked: true,
  },
  product: {
    name: 'Subasta',
    section: 'product',
    icon: '',
    position: 1,
    permissions: 'public',
    checked: true,
  },
};
const PRODUCT = 'Acuarela del río Magdalena';
const smtp = smtpStandIn();

/** A small PNG (an image the upload accepts). */
function smallPng(): Buffer {
  const png = new PNG({ width: 16, height: 16 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 30;
    png.data[i + 1] = 120;
    png.data[i + 2] = 200;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function attendee(eventId: string, names: string) {
  const account = await createAccount('postor');
  await seedAttendee(eventId, { accountId: account.uid, email: account.email, names });
  return account;
}

/** An attendee's own browser on the landing's product section, its bid form ready. */
async function bidderPage(browser: Browser, uid: string, eventId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, uid, `/landing/${eventId}/product`);
  await expect(page.getByTestId('landing-product')).toContainText(PRODUCT, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Ofertar' })).toBeVisible({ timeout: 20_000 });
  return page;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  await smtp.start(standInPorts().smtp);
});
test.afterAll(async () => {
  await smtp.stop();
});

test('an organizer sells a product at a silent auction: one of two equal bids wins, the outbid bidder gets the mail', async ({
  page,
  browser,
}) => {
  const organizer = await createAccount('organizadora');
  const event = await createEvent({
    name: `Subasta ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    itemsMenu: MENU,
  });
  const [ana, bruno] = await Promise.all([
    attendee(event._id, 'Ana Postora'),
    attendee(event._id, 'Bruno Postor'),
  ]);

  // The organizer reaches the section from the side menu and creates a product.
  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}`);
  await page.getByTestId('admin-menu').getByRole('link', { name: 'Productos' }).click();
  await expect(page.getByTestId('products-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Agregar producto' }).click();
  await expect(page.getByRole('heading', { name: 'Crear producto' })).toBeVisible();
  // The spec's messages before anything is filled.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre del producto es requerido')).toBeVisible();
  await expect(page.getByText('La descripción del producto es requerida')).toBeVisible();
  await expect(page.getByText('La imagen es requerida')).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(PRODUCT);
  await page.getByLabel('Por', { exact: true }).fill('Taller de acuarela');
  await page.getByLabel('Descripción').fill('<p>Acuarela sobre papel de algodón, 40 × 30 cm.</p>');
  await page.getByLabel('Precio de salida (oferta mínima)').fill('1000');
  await page.getByLabel('Imagen principal').setInputFiles({
    name: 'acuarela.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  await expect(page.getByRole('img', { name: 'Imagen principal' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Back on the list after saving.
  await expect(page.getByTestId('products-row')).toContainText(PRODUCT, { timeout: 20_000 });

  // Bidding on.
  await page.getByRole('link', { name: 'Configuración de la subasta' }).click();
  await page.getByText('Habilitar subasta').click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Configuración guardada correctamente!')).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(paths.biddingConfig(event._id)).get()).data())
    .toMatchObject({ habilitar_subasta: true });

  // Two attendees, each in its own browser, bid the same amount at the same moment.
  const [pageA, pageB] = await Promise.all([
    bidderPage(browser, ana.uid, event._id),
    bidderPage(browser, bruno.uid, event._id),
  ]);
  await expect(pageA.getByTestId('product-highest')).toHaveText(
    'Aún no hay ofertas. Oferta mínima: $1.000',
  );
  await expectNoSeriousA11yViolations(pageA);
  // Two equal bids: the server refuses the second with a 409, which the browser logs.
  provokes(/status of 409 .*\/products\/[^/]+\/offers/);
  for (const p of [pageA, pageB]) await p.getByLabel('Valor de su oferta').fill('2000');
  await Promise.all([pageA, pageB].map((p) => p.getByRole('button', { name: 'Ofertar' }).click()));

  const refusal = auctionTooLowMessage(2001);
  const outcome = async (p: Page) =>
    (await p.getByTestId('bid-accepted').count()) > 0
      ? 'won'
      : (await p.getByText(refusal).count()) > 0
        ? 'refused'
        : 'pending';
  await expect
    .poll(async () => [await outcome(pageA), await outcome(pageB)].sort(), { timeout: 30_000 })
    .toEqual(['refused', 'won']);
  const aWon = (await outcome(pageA)) === 'won';
  const [winner, loser] = aWon ? [ana, bruno] : [bruno, ana];
  const loserPage = aWon ? pageB : pageA;
  await expect(loserPage.getByTestId('product-highest')).toHaveText('Oferta más alta: $2.000');
  await expectNoSeriousA11yViolations(loserPage);

  // The one refused outbids the other: the outbid bidder's mail reaches the SMTP server.
  await loserPage.getByLabel('Valor de su oferta').fill('2500');
  await loserPage.getByRole('button', { name: 'Ofertar' }).click();
  await expect(loserPage.getByTestId('bid-accepted')).toHaveText(
    '¡Su oferta de $2.500 es ahora la más alta!',
  );
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(winner.email) && m.subject.includes('fue superada'),
    30_000,
  );
  expect(mail.subject).toBe(`Tu oferta por ${PRODUCT} fue superada`);
  expect(mail.text).toContain('2.500 COP');
  expect(
    smtp.inbox.filter((m) => m.envelopeTo.includes(loser.email) && m.subject.includes('superada')),
  ).toEqual([]);

  // The organizer sees both bids, highest first.
  await page.getByRole('link', { name: 'Volver' }).click();
  await page.getByRole('link', { name: `Ofertas ${PRODUCT}` }).click();
  const rows = page.getByTestId('product-offer');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('$2.500');
  await expect(rows.nth(0)).toContainText(loser.email);
  await expect(rows.nth(1)).toContainText('$2.000');
  await expect(rows.nth(1)).toContainText(winner.email);
  await expectNoSeriousA11yViolations(page);

  // Bidding off: the attendees see the organizer's message instead of the form.
  await adminDb
    .doc(paths.biddingConfig(event._id))
    .set({ habilitar_subasta: false, message: '<p>La subasta abre mañana.</p>' });
  await loserPage.reload();
  await expect(loserPage.getByTestId('auction-closed')).toHaveText('La subasta abre mañana.');
  await expect(loserPage.getByRole('button', { name: 'Ofertar' })).toHaveCount(0);
  await Promise.all([pageA.context().close(), pageB.context().close()]);
});

test('a visitor who is not signed in is asked to sign in or register to bid', async ({ page }) => {
  const event = await createEvent({ name: `Subasta ${Date.now().toString(36)}`, itemsMenu: MENU });
  await adminDb.doc(paths.eventContentItem(event._id, 'products', 'p1')).set({
    name: PRODUCT,
    by: '',
    description: '<p>Obra</p>',
    price: null,
    start_price: 500,
    currency: 'COP',
    image: ['/favicon.svg'],
    position: 1,
    event_id: event._id,
  });
  await adminDb.doc(paths.biddingConfig(event._id)).set({ habilitar_subasta: true, message: '' });
  await page.goto(`/landing/${event._id}/product`);
  const prompt = page.getByTestId('bid-login-prompt');
  await expect(prompt).toContainText('Inicie sesión o inscríbase en el evento para ofertar.');
  await expect(page.getByRole('button', { name: 'Ofertar' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
