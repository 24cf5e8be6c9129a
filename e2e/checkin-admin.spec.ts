import { readFile } from 'node:fs/promises';
import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { cellAt, readSheet } from '../tests/support/workbooks';
import { ASSISTANTS, FERIA, searchFor, waitForList } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { organizer } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

test.describe('attendee administration on the check-in screen', () => {
  test('the export holds every attendee in the sheet Asistentes', async ({ page }) => {
    await openAdmin(page, organizer.uid, ASSISTANTS);
    await waitForList(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('asistentes_Feria_Aforo_2027.xls');
    // Parse it back: one worksheet named Asistentes, a header row, one row per attendee.
    const { sheetName, sheet, rows } = readSheet(await readFile(await download.path()));
    expect(sheetName).toBe('Asistentes');
    // The creation date is a date cell, not text.
    const created = rows[0]!.indexOf('Creado');
    expect(cellAt(sheet, 1, created)?.t).toBe('d');
    const total = (await adminDb.collection(paths.attendees(FERIA)).count().get()).data().count;
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]).toContain('Documento de identidad');
    const some = (await adminDb.collection(paths.attendees(FERIA)).limit(1).get()).docs[0]!;
    expect(rows.some((r) => r.includes(String(some.get('properties.documento'))))).toBe(true);
  });

  test('the add-user form refuses a missing required field, then creates the attendee', async ({
    page,
  }) => {
    const email = `${uniqueId('nuevo')}@example.com`.toLowerCase();
    await openAdmin(page, organizer.uid, ASSISTANTS);
    await waitForList(page);
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const form = page.getByTestId('attendee-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Correo').fill(email);
    await form.getByLabel('Nombres y apellidos').fill('Nueva Persona');
    await form.getByRole('button', { name: 'Guardar' }).click();
    // documento is mandatory in the seeded event.
    await expect(form.getByText(/requerido|obligatorio/i).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(
      (
        await adminDb
          .collection(paths.attendees(FERIA))
          .where('properties.email', '==', email)
          .get()
      ).size,
    ).toBe(0);
    // documento is unique in the event: a value of this run only.
    const documento = String(Date.now()).slice(-10);
    await form.getByLabel('Documento de identidad').fill(documento);
    await form.getByRole('button', { name: 'Guardar' }).click();
    // Often the run's first API call: the functions emulator starts its worker first (8 s seen
    // on a loaded 2-core machine, the base and this branch alike), beyond the 10 s default.
    await expect(page.getByText('Usuario agregado correctamente')).toBeVisible({
      timeout: 30_000,
    });
    await expect(form).toBeHidden();
    await expect
      .poll(async () =>
        (
          await adminDb
            .collection(paths.attendees(FERIA))
            .where('properties.email', '==', email)
            .get()
        ).docs.map((d) => d.get('properties.documento') as string),
      )
      .toEqual([documento]);
  });

  test('an attendee is edited, then deleted', async ({ page }) => {
    const id = uniqueId('edit').replace(/-/g, '');
    const email = `${id}@example.com`.toLowerCase();
    await adminDb.doc(paths.attendee(FERIA, id)).set({
      event_id: FERIA,
      account_id: null,
      properties: { email, names: 'Antes Editada', documento: '5550001', pesovoto: 1 },
      rol_id: null,
      ticket_id: null,
      checked_in: false,
      checkedin_at: null,
      created_at: new Date(),
      updated_at: new Date(),
    });
    page.on('dialog', (dialog) => void dialog.accept());
    await openAdmin(page, organizer.uid, ASSISTANTS);
    await waitForList(page);
    await searchFor(page, id);
    await page.getByRole('button', { name: 'Editar Antes Editada' }).click();
    const form = page.getByTestId('attendee-form');
    await expect(form.getByLabel('Nombres y apellidos')).toHaveValue('Antes Editada');
    await form.getByLabel('Nombres y apellidos').fill('Después Editada');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado correctamente')).toBeVisible();
    await expect
      .poll(async () =>
        (await adminDb.doc(paths.attendee(FERIA, id)).get()).get('properties.names'),
      )
      .toBe('Después Editada');
    await page.getByRole('button', { name: 'Editar Después Editada' }).click();
    await form.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Eliminado correctamente')).toBeVisible();
    await expect
      .poll(async () => (await adminDb.doc(paths.attendee(FERIA, id)).get()).exists)
      .toBe(false);
  });
});
