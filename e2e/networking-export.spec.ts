import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { paths } from '@aforo/domain';
import { DEMO } from '../tests/factories/demo';
import { adminDb } from '../tests/support/admin';
import { readSheet } from '../tests/support/workbooks';
import { createEvent, openAdmin } from './shell-support';

/** Part 1 §9: the networking invitations export has the spec's columns, read back from the file. */

const { organizer } = DEMO.accounts;

test.describe.configure({ timeout: 90_000 });

test("reportNetworking exports the contact requests with the spec's columns", async ({ page }) => {
  const event = await createEvent({
    name: `Networking exportado ${Date.now().toString(36)}`,
    author_id: organizer.uid,
    organizer_id: null,
  });
  const invitation = (
    id: string,
    from: string,
    to: string,
    response: 'accepted' | null,
    created: string,
    updated: string,
  ) =>
    adminDb.doc(paths.networkingInvitation(event._id, id)).set({
      event_id: event._id,
      participants: [`uid-${id}-a`, `uid-${id}-b`],
      id_user_requesting: `uid-${id}-a`,
      id_user_requested: `uid-${id}-b`,
      user_name_requesting: from,
      user_name_requested: to,
      state: response ?? 'send',
      response,
      message: '',
      created_at: new Date(created),
      updated_at: new Date(updated),
    });
  await Promise.all([
    invitation(
      'inv-1',
      'Ana Gómez',
      'Bruno Díaz',
      'accepted',
      '2027-03-01T15:00:00Z',
      '2027-03-02T16:30:00Z',
    ),
    invitation(
      'inv-2',
      'Carla Ruiz',
      'Dario Peña',
      null,
      '2027-03-03T10:00:00Z',
      '2027-03-03T10:00:00Z',
    ),
  ]);

  await openAdmin(page, organizer.uid, `/eventadmin/${event._id}/reportNetworking`);
  await expect(page.getByTestId('report-contacts-table')).toContainText('Bruno Díaz', {
    timeout: 30_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar contactos' }).click(),
  ]);
  const { rows } = readSheet(await readFile(await download.path()));
  expect(rows[0]).toEqual([
    'Usuario',
    'Usuario quien responde',
    'Estado',
    'Respuesta',
    'Registro Creado',
    'Registro Actualizado',
  ]);
  // Newest first: the pending request, then the accepted one.
  expect(rows[1]?.slice(0, 4)).toEqual(['Carla Ruiz', 'Dario Peña', 'Enviada', '']);
  expect(rows[2]?.slice(0, 4)).toEqual(['Ana Gómez', 'Bruno Díaz', 'Aceptada', 'Aceptó']);
  // Both dates are written, the update after the creation.
  expect(rows[2]?.[4]).not.toBe('');
  expect(rows[2]?.[5]).not.toBe('');
  expect(rows[2]?.[4]).not.toBe(rows[2]?.[5]);
});
