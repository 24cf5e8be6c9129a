import { expect, test } from './fixtures';
import { CERTIFICATE_REFUSALS, paths, type AforoEvent } from '@aforo/domain';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { adminDb, createUserWithToken, uniqueId } from '../tests/support/admin';
import { pdfText } from '../tests/support/pdf';
import { seedAttendee } from '../tests/support/roles';
import { gunScan, openScanner, row, waitForList } from './checkin-support';
import { createAccount, createEvent, openAdmin, openSignedIn } from './shell-support';
import { decodeQrImage } from './qr-support';
import { expectNoSeriousA11yViolations } from './support';

test.describe.configure({ timeout: 90_000 });

interface Person {
  uid: string;
  idToken: string;
  attendeeId: string;
  names: string;
}

interface Scenario {
  event: AforoEvent;
  organizer: { uid: string };
  present: Person;
  absent: Person;
  certificateId: string;
}

/**
 * An event of its own (its organizer, the landing's certificates section), a check-in
 * certificate, and two attendees with accounts: one checked in, one not.
 */
async function scenario(): Promise<Scenario> {
  const organizer = await createAccount('org-cert');
  const event = await createEvent({
    author_id: organizer.uid,
    itemsMenu: {
      certs: {
        name: 'Certificados',
        section: 'certs',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
    },
  });
  const certificateId = uniqueId('cert-e2e');
  await adminDb.doc(paths.eventContentItem(event._id, 'certificates', certificateId)).set({
    name: 'Certificado de asistencia',
    content: '<h1>Certificado</h1><p>Se certifica que [user.names] asistió a [event.name].</p>',
    background: null,
    rol_ids: [],
    checked_in_only: true,
    activity_ids: [],
    event_id: event._id,
    created_at: new Date(),
  });
  const person = async (names: string, checkedIn: boolean): Promise<Person> => {
    const account = await createUserWithToken();
    const attendeeId = await seedAttendee(event._id, {
      accountId: account.uid,
      email: account.email,
      names,
      checkedinAt: checkedIn ? '2027-03-15 09:30:00' : null,
    });
    return { uid: account.uid, idToken: account.idToken, attendeeId, names };
  };
  const [present, absent] = await Promise.all([
    person('Valentina Ríos Peña', true),
    person('Mateo Ausente Gómez', false),
  ]);
  return { event, organizer, present, absent, certificateId };
}

test('an eligible attendee downloads its certificate; the ineligible is told why; the report lists it', async ({
  page,
}) => {
  const s = await scenario();
  // The organizer's certificados screen lists the template and who may get it.
  await openAdmin(page, s.organizer.uid, `/eventadmin/${s.event._id}/certificados`);
  await expect(page.getByRole('heading', { name: 'Certificados' })).toBeVisible();
  const table = page.getByTestId('certificates-table');
  await expect(table.getByText('Certificado de asistencia')).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('con check-in')).toBeVisible();
  // A second one, for every attendee, made through the form.
  await page.getByRole('button', { name: 'Agregar certificado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Constancia de inscripción');
  await dialog
    .getByLabel('Texto del certificado')
    .fill('<h1>Constancia</h1><p>[user.names] se inscribió en [event.name].</p>');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const created = table.getByRole('row', { name: /Constancia de inscripción/ });
  await expect(created).toContainText('Todos los asistentes');
  await expectNoSeriousA11yViolations(page);

  // The checked-in attendee downloads it from the landing's certificates section.
  await openSignedIn(page, s.present.uid, `/landing/${s.event._id}/certs`);
  const button = page.getByRole('button', {
    name: 'Descargar certificado: Certificado de asistencia',
  });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('Certificado-de-asistencia.pdf');
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect((await PDFDocument.load(bytes)).getSubject()).toBe(s.present.names);
  const text = await pdfText(bytes);
  expect(text).toContain(s.present.names);
  expect(text).toContain(s.event.name);

  // The one not checked in sees why, and no download button.
  const other = await page.context().newPage();
  await openSignedIn(other, s.absent.uid, `/landing/${s.event._id}/certs`);
  await expect(other.getByTestId('certificate-refusal')).toHaveText(CERTIFICATE_REFUSALS.checkIn, {
    timeout: 30_000,
  });
  await expect(
    other.getByRole('button', { name: 'Descargar certificado: Certificado de asistencia' }),
  ).toHaveCount(0);
  // The one for everyone is theirs to download.
  await expect(
    other.getByRole('button', { name: 'Descargar certificado: Constancia de inscripción' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  // Nor can it fetch the other attendee's file through the API.
  const stolen = await other.request.post(
    `/api/events/${s.event._id}/generatecertificate?download=1`,
    {
      headers: { Authorization: `Bearer ${s.absent.idToken}` },
      data: { certificate_id: s.certificateId, attendee_id: s.present.attendeeId },
    },
  );
  expect(stolen.status()).toBe(403);
  await other.close();

  // reporte-certificados: who downloaded what.
  await openAdmin(page, s.organizer.uid, `/eventadmin/${s.event._id}/reporte-certificados`);
  const report = page.getByTestId('certificate-report');
  const line = report.getByRole('row', { name: new RegExp(s.present.names) });
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(line).toContainText('Certificado de asistencia');
  await expect(line.getByRole('cell').nth(3)).toHaveText('1');
  await expect(report.getByText(s.absent.names)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the organizer previews the PDF an attendee will get, for sample data and for an attendee', async ({
  page,
}) => {
  const s = await scenario();
  await openAdmin(page, s.organizer.uid, `/eventadmin/${s.event._id}/certificados`);
  const table = page.getByTestId('certificates-table');
  await table
    .getByRole('button', { name: 'Vista previa de Certificado de asistencia' })
    .click({ timeout: 30_000 });
  const dialog = page.getByTestId('certificate-preview-dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sample data: the name typed, the event's own name and date.
  await dialog.getByLabel('Nombre de ejemplo').fill('Ñandú Ejemplo Pérez');
  // What the page shows, read back through its download link (the same blob as the viewer's).
  const shown = async () => {
    const link = dialog.getByRole('link', { name: 'Descargar la vista previa' });
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe('vista-previa-certificado.pdf');
    return new Uint8Array(await readFile(await file.path()));
  };
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByTestId('certificate-preview')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByLabel('Certificado de Ñandú Ejemplo Pérez (PDF)')).toBeVisible();
  const sampleText = await pdfText(await shown());
  expect(sampleText).toContain('Ñandú Ejemplo Pérez');
  expect(sampleText).toContain(s.event.name);

  // A chosen attendee, even one who may not download it yet: the organizer sees theirs.
  await dialog.getByLabel('Vista previa para').selectOption(s.absent.attendeeId);
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByLabel(`Certificado de ${s.absent.names} (PDF)`)).toBeVisible({
    timeout: 60_000,
  });
  const bytes = await shown();
  expect((await PDFDocument.load(bytes)).getSubject()).toBe(s.absent.names);
  expect(await pdfText(bytes)).toContain(s.absent.names);
  await expectNoSeriousA11yViolations(page);
  // On a phone the dialog fits, and the download link is there where no PDF viewer is.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('link', { name: 'Descargar la vista previa' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // A preview is no download: the report stays empty.
  const downloads = await adminDb.collection(paths.certificateDownloads(s.event._id)).get();
  expect(downloads.size).toBe(0);
});

test("a checked-in attendee's badge carries a QR the door's scanner accepts", async ({ page }) => {
  const s = await scenario();
  await openAdmin(page, s.organizer.uid, `/eventadmin/${s.event._id}/assistants`);
  await waitForList(page);
  // From the check-in list to the badge, for the checked-in row.
  await row(page, s.present.attendeeId)
    .getByRole('link', { name: `Imprimir escarapela de ${s.present.names}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/badge\\?attendee=${s.present.attendeeId}$`));
  const badge = page.getByTestId(`badge-${s.present.attendeeId}`);
  await expect(badge).toBeVisible({ timeout: 30_000 });
  await expect(badge.getByTestId('badge-main')).toHaveText(s.present.names);
  await expect(page.getByText('1 escarapela elegida')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir escarapela' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The QR as printed decodes to the attendee id...
  const payload = await decodeQrImage(badge.getByTestId('badge-qr'));
  expect(payload).toBe(s.present.attendeeId);

  // The layout is saved for the event (a card, no role) and the preview follows it.
  await page.getByLabel('Tamaño').selectOption({ label: 'Tarjeta (86 × 54 mm)' });
  await page.getByRole('checkbox', { name: 'Mostrar el tipo de asistente' }).click({ force: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect
    .poll(
      async () =>
        ((await adminDb.doc(paths.event(s.event._id)).get()).data() as AforoEvent | undefined)
          ?.badge_design?.size,
      { timeout: 15_000 },
    )
    .toBe('card');
  await expect(badge).toHaveCSS('width', /^32[0-9](\.\d+)?px$/);

  // ...which the door's scanner (the gun input of the check-in list) recognizes.
  await page.goto(`/eventadmin/${s.event._id}/assistants`);
  await waitForList(page);
  await openScanner(page, 'Escanear QR');
  await gunScan(page, payload ?? '');
  await expect(page.getByTestId('scan-result')).toContainText('ya ingresó');
  await expect(page.getByTestId('scan-result')).not.toHaveText('Usuario no encontrado');
});
