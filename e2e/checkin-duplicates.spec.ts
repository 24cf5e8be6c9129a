import { paths } from '@aforo/domain';
import { expect, test } from './fixtures';
import { DEMO } from '../tests/factories/demo';
import { adminDb, uniqueId } from '../tests/support/admin';
import {
  ASSISTANTS,
  FERIA,
  checkinOf,
  gunScan,
  openScanner,
  searchFor,
  row,
  waitForList,
} from './checkin-support';
import { openAdmin } from './shell-support';
import { expectNoSeriousA11yViolations } from './support';

const { staff } = DEMO.accounts;

test.describe.configure({ timeout: 120_000 });

// The people this file adds to the seeded event, removed afterwards: other check-in tests pick
// unchecked attendees of the same event by position and scan their document numbers.
const created: string[] = [];
test.afterEach(async () => {
  await Promise.all(created.splice(0).map((id) => adminDb.doc(paths.attendee(FERIA, id)).delete()));
});

/**
 * Two people sharing a document number, written with the Admin SDK as old data may hold them
 * (the API refuses the duplicate now): a document scan must never pick one of them silently.
 */
async function twoPeopleWithOneDocument() {
  const documento = `77${Date.now().toString().slice(-8)}`;
  const roleDoc = (await adminDb.collection(paths.eventContent(FERIA, 'roles')).limit(1).get())
    .docs[0];
  const people = ['Primera', 'Segunda'].map((first) => {
    const id = uniqueId(`dup${first.toLowerCase()}`).replace(/-/g, '');
    return { id, names: `${first} Duplicada ${id.slice(-4)}` };
  });
  for (const person of people) {
    created.push(person.id);
    await adminDb.doc(paths.attendee(FERIA, person.id)).set({
      event_id: FERIA,
      account_id: null,
      properties: {
        email: `${person.id}@example.com`,
        names: person.names,
        documento,
        pesovoto: 1,
      },
      rol_id: roleDoc?.id ?? null,
      ticket_id: null,
      checked_in: false,
      checkedin_at: null,
      created_at: new Date(),
      updated_at: new Date(),
    });
  }
  return { documento, roleName: String(roleDoc?.get('name') ?? ''), people };
}

test('a document number two people share lists both at the door and checks in only the one chosen', async ({
  page,
}) => {
  const { documento, roleName, people } = await twoPeopleWithOneDocument();
  const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
  await openAdmin(page, staff.uid, ASSISTANTS);
  await waitForList(page);
  // Both are in the local list before the scan.
  await searchFor(page, documento);
  await expect(row(page, second.id)).toBeVisible({ timeout: 30_000 });
  await expect(row(page, first.id)).toBeVisible();

  await openScanner(page, 'Escanear documento');
  await gunScan(page, documento);
  const chooser = page.getByRole('dialog', { name: 'Varias personas tienen este documento' });
  await expect(chooser).toBeVisible();
  for (const person of people) {
    const candidate = chooser.getByTestId(`scan-candidate-${person.id}`);
    await expect(candidate).toContainText(person.names);
    await expect(candidate).toContainText(documento);
    if (roleName !== '') await expect(candidate).toContainText(roleName);
    await expect(candidate).toContainText('Sin ingreso');
  }
  await expectNoSeriousA11yViolations(page);
  // Nobody is in before staff choose.
  expect(await checkinOf(first.id)).toBeNull();
  expect(await checkinOf(second.id)).toBeNull();

  await chooser.getByRole('button', { name: `Registrar ingreso de ${second.names}` }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByTestId('scan-result')).toContainText(
    `${second.names}: ingreso registrado.`,
  );
  await expect.poll(() => checkinOf(second.id), { timeout: 30_000 }).not.toBeNull();
  expect(await checkinOf(first.id)).toBeNull();

  // The gun keeps working after the choice; the chooser now shows who already came in.
  await gunScan(page, documento);
  await expect(chooser).toBeVisible();
  await expect(chooser.getByTestId(`scan-candidate-${second.id}`)).toContainText('Ingresó');
  await chooser.getByRole('button', { name: 'Cancelar' }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByTestId('scan-result')).toContainText('Nadie fue registrado');
  expect(await checkinOf(first.id)).toBeNull();
});
