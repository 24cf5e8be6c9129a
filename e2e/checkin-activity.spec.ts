import { readFile } from 'node:fs/promises';
import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import { readSheet } from '../tests/support/workbooks';
import { FERIA, searchFor, uncheckedAttendees } from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff, organizer } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

async function firstActivity() {
  const snap = await adminDb.collection(paths.eventContent(FERIA, 'activities')).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('the seed has no activities');
  return { id: doc.id, name: String(doc.get('name')) };
}

async function activityCheckin(activityId: string, attendeeId: string) {
  const snap = await adminDb.doc(paths.activityAttendee(FERIA, activityId, attendeeId)).get();
  return snap.exists
    ? { checked_in: snap.get('checked_in') as boolean, at: snap.get('checkedin_at') as unknown }
    : null;
}

test.describe('per-activity check-in', () => {
  test('toggling on records the time, toggling off clears it', async ({ page }) => {
    const activity = await firstActivity();
    const [person] = await uncheckedAttendees(1, 40);
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin-actividad`);
    await expect(page.getByTestId('activity-picker')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Check-in: ${activity.name}` }).click();
    await expect(page.getByRole('heading', { name: `CheckIn: ${activity.name}` })).toBeVisible();
    await searchFor(page, person!.id);
    const row = page.getByTestId(`activity-row-${person!.id}`);
    await row.getByRole('checkbox').check({ force: true });
    await expect(page.getByText('Usuario Chequeado').first()).toBeVisible();
    await expect
      .poll(() => activityCheckin(activity.id, person!.id))
      .toMatchObject({
        checked_in: true,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      });
    await expect(row.getByTestId('activity-checkin-time')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('checkbox').uncheck({ force: true });
    await expect
      .poll(() => activityCheckin(activity.id, person!.id))
      .toEqual({ checked_in: false, at: null });
  });

  test("lists the activity's attendees, the ones Total counts; a search also finds the rest of the event", async ({
    page,
  }) => {
    const activity = await firstActivity();
    const [outsider] = await uncheckedAttendees(1, 90);
    expect(await activityCheckin(activity.id, outsider!.id)).toBeNull();
    const enrolled = (await adminDb.collection(paths.activityAttendees(FERIA, activity.id)).get())
      .size;
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin-actividad`);
    await page.getByRole('link', { name: `Check-in: ${activity.name}` }).click();
    await expect(page.getByText(`Total: ${enrolled}`)).toBeVisible();
    await expect(page.locator('[data-testid^="activity-row-"]')).toHaveCount(
      Math.min(enrolled, 50),
    );
    await expect(page.getByTestId(`activity-row-${outsider!.id}`)).toHaveCount(0);
    await searchFor(page, outsider!.id);
    await expect(page.getByTestId(`activity-row-${outsider!.id}`)).toBeVisible();
    await expect(page.getByTestId('activity-search-outside')).toContainText(
      'aún no está en esta actividad',
    );
  });

  test('the QR modal refuses a malformed code, finds a valid one and adds the attendee', async ({
    page,
  }) => {
    const activity = await firstActivity();
    const [person] = await uncheckedAttendees(1, 41);
    // Not in the activity yet, whatever an earlier run left behind.
    await adminDb.doc(paths.activityAttendee(FERIA, activity.id, person!.id)).delete();
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin/${activity.id}`);
    await expect(page.getByTestId('activity-checkin-page')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Leer código QR' }).click();
    const modal = page.getByTestId('activity-qr');
    const gun = modal.getByLabel('Código', { exact: true });
    await expect(gun).toBeFocused();
    const message = modal.getByTestId('activity-qr-message');
    await gun.fill('12345');
    await expect(message).toHaveText(
      'Por favor  escanea un código válido para ejecutar la búsqueda',
    );
    await gun.fill('');
    await expect(message).toHaveText('');
    await gun.fill(person!.id);
    const result = modal.getByTestId('activity-qr-result');
    await expect(result).toContainText(person!.names);
    await expect(result).toContainText('No está en esta actividad');
    await expectNoSeriousA11yViolations(page);
    await result.getByRole('button', { name: 'Agregar a la actividad' }).click();
    await expect(page.getByText('Asistente agregado').first()).toBeVisible();
    await expect
      .poll(async () => {
        const snap = await adminDb
          .doc(paths.activityAttendee(FERIA, activity.id, person!.id))
          .get();
        return snap.exists
          ? {
              id: snap.id,
              attendee_id: snap.get('attendee_id') as string,
              checked_in: snap.get('checked_in') as boolean,
            }
          : null;
      })
      .toEqual({ id: person!.id, attendee_id: person!.id, checked_in: true });
    await expect(result.getByTestId('activity-qr-checked')).toContainText('Chequeado:');
    await expect(result.getByRole('button', { name: 'Agregar a la actividad' })).toBeHidden();
    await result.getByRole('button', { name: 'Leer otro código' }).click();
    await expect(result).toBeHidden();
    await expect(gun).toHaveValue('');
    await expect(gun).toBeFocused();
  });

  test('the activity export parses back with its sheet and one row per attendee', async ({
    page,
  }) => {
    // The second activity: the other tests write to the first one while this one counts.
    const snap = await adminDb.collection(paths.eventContent(FERIA, 'activities')).limit(2).get();
    const doc = snap.docs[1] ?? snap.docs[0]!;
    const activity = { id: doc.id, name: String(doc.get('name')) };
    const [person] = await uncheckedAttendees(1, 42);
    await adminDb.doc(paths.activityAttendee(FERIA, activity.id, person!.id)).set({
      _id: person!.id,
      event_id: FERIA,
      activity_id: activity.id,
      attendee_id: person!.id,
      user_id: null,
      properties: { names: person!.names, documento: person!.documento, email: '' },
      rol_id: null,
      checked_in: true,
      checkedin_at: '2027-03-01 10:00:00',
      checked_at: '2027-03-01 10:00:00',
      created_at: new Date(),
      updated_at: new Date(),
    });
    await openAdmin(page, staff.uid, `/eventadmin/${FERIA}/checkin/${activity.id}`);
    await expect(page.getByTestId('activity-checkin-page')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const safe = activity.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    expect(download.suggestedFilename()).toBe(`asistentes_actividad_${safe}.xls`);
    const { sheetName, rows } = readSheet(await readFile(await download.path()));
    expect(sheetName).toBe('Asistentes');
    const total = (
      await adminDb.collection(paths.activityAttendees(FERIA, activity.id)).count().get()
    ).data().count;
    expect(rows).toHaveLength(total + 1);
    expect(rows[0]).toContain('Chequeado');
    expect(rows[0]).toContain('Documento de identidad');
    expect(rows.some((r) => r.includes(person!.documento))).toBe(true);
  });

  test('Agregar usuario creates the attendee and adds it to the activity', async ({ page }) => {
    const activity = await firstActivity();
    const email = `${uniqueId('actividad')}@example.com`.toLowerCase();
    // Adding attendees takes add_attendees, which door staff do not have.
    await openAdmin(page, organizer.uid, `/eventadmin/${FERIA}/checkin/${activity.id}`);
    await expect(page.getByTestId('activity-checkin-page')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const form = page.getByTestId('attendee-form');
    await form.getByLabel('Correo').fill(email);
    await form.getByLabel('Nombres y apellidos').fill('Persona Actividad');
    await form.getByLabel('Documento de identidad').fill('7766554433');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Asistente agregado').first()).toBeVisible();
    await expect
      .poll(async () => {
        const found = await adminDb
          .collection(paths.activityAttendees(FERIA, activity.id))
          .where('properties.email', '==', email)
          .get();
        return found.docs.map((d) => d.id === d.get('attendee_id'));
      })
      .toEqual([true]);
  });
});
