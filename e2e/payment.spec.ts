import { createHash } from 'node:crypto';
import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { STAND_IN_CREDENTIALS, payuStandIn, standInPorts } from '../tests/stand-ins';
import { adminDb } from '../tests/support/admin';
import { seedAttendee } from '../tests/support/roles';
import { createAccount, createEvent, openSignedIn } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

/**
 * A paid event (part 3 §4.4) end to end: the browser posts the form the server signed to the PayU
 * stand-in, where functions/.env.local points the emulator (shifted by AFORO_PORT_OFFSET), and the
 * stand-in's confirmation turns the attendee into a paid attendee.
 */
const payu = payuStandIn();
const PRICE = 50_000;

test.beforeAll(() => payu.start(standInPorts().payu));
test.afterAll(() => payu.stop());

async function paidEvent() {
  const unpaid = 'rol-sin-pago';
  const paid = 'rol-pago';
  const event = await createEvent({
    name: `Evento Pago ${Date.now().toString(36)}`,
    payment: {
      enabled: true,
      price: PRICE,
      currency: 'COP',
      description: 'Inscripción',
      unpaid_rol_id: unpaid,
      paid_rol_id: paid,
    },
  });
  for (const [id, name] of [
    [unpaid, 'Asistente sin pago'],
    [paid, 'Asistente pago'],
  ] as const) {
    await adminDb
      .doc(paths.eventContentItem(event._id, 'roles', id))
      .set({ name, event_id: event._id, created_at: new Date() });
  }
  const account = await createAccount('comprador');
  const attendeeId = await seedAttendee(event._id, {
    accountId: account.uid,
    email: account.email,
    rolId: unpaid,
  });
  return { event, account, attendeeId, unpaid, paid };
}

test('an unpaid attendee pays through PayU and becomes a paid attendee', async ({ page }) => {
  const { event, account, attendeeId, paid } = await paidEvent();

  // /purchase/{id} offers the same flow.
  await openSignedIn(page, account.uid, `/purchase/${event._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Compra: ${event.name}`);
  await expect(page.getByRole('button', { name: 'Pago $50.000' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/landing/${event._id}`);
  const pay = page.getByRole('button', { name: 'Pago $50.000' });
  await expect(pay).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A real form POST to the checkout, signed by the server with a key the browser never had.
  const posted = page.waitForRequest(
    (req) => req.url() === payu.checkoutUrl && req.method() === 'POST',
  );
  await pay.click();
  const form = Object.fromEntries(new URLSearchParams((await posted).postData() ?? ''));
  const { apiKey, merchantId } = STAND_IN_CREDENTIALS.payu;
  expect(form).toMatchObject({
    merchantId,
    amount: String(PRICE),
    currency: 'COP',
    algorithm: 'SHA256',
    buyerEmail: account.email,
  });
  const expected = createHash('sha256')
    .update(`${apiKey}~${merchantId}~${form.referenceCode}~${form.amount}~${form.currency}`)
    .digest('hex');
  expect(form.signature).toBe(expected);
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  expect(payu.rejectedCheckouts).toEqual([]);
  expect(payu.transactions.map((tx) => tx.form.referenceCode)).toEqual([form.referenceCode]);

  // Approving makes the stand-in post PayU's signed confirmation to the API, server to server,
  // and send the buyer back to the landing.
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page).toHaveURL(new RegExp(`/landing/${event._id}/success/pay\\?payment=`));
  expect(payu.confirmations.map((c) => c.status)).toEqual([200]);
  const attendee = await adminDb.doc(paths.attendee(event._id, attendeeId)).get();
  expect(attendee.get('rol_id')).toBe(paid);

  await expect(page.getByTestId('landing-paid')).toHaveText('Ya eres un asistente pago');
  await expect(page.getByTestId('landing-order-status')).toContainText('Pago aprobado.');
  await expect(page.getByRole('button', { name: 'Pago $50.000' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the free success page and a landing without payment show no pay button', async ({ page }) => {
  const { event, account } = await paidEvent();
  await adminDb.doc(paths.event(event._id)).update({ 'payment.enabled': false });
  await openSignedIn(page, account.uid, `/landing/${event._id}/success/free`);
  await expect(page.getByTestId('landing-success-free')).toContainText(
    'Tu inscripción está confirmada',
  );
  await expect(page.getByRole('button', { name: /^Pago/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
