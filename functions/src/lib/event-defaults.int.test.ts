import {
  DEFAULT_ATTENDEE_ROLE,
  DEFAULT_SECTIONS,
  paths,
  type AforoEvent,
  type AttendeeField,
} from '@aforo/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { field } from '../../../tests/factories';
import { repairEvents } from './event-repair';

type Organizer = Awaited<ReturnType<typeof createUserWithToken>>;

/** Stored fields carry the id the fields API addresses them by (AttendeeField._id). */
type StoredEvent = Omit<AforoEvent, 'user_properties'> & { user_properties: AttendeeField[] };

const stored = async (eventId: string) =>
  (await adminDb.doc(paths.event(eventId)).get()).data() as StoredEvent | undefined;

const names = (fields: readonly AttendeeField[] | undefined) => (fields ?? []).map((f) => f.name);

/** Creates an event through the API with nothing but what "Crear evento" asks. */
async function createBareEvent(organizer: Organizer): Promise<string> {
  const res = await callApi<{ _id: string }>('/api/events', {
    method: 'POST',
    token: organizer.idToken,
    body: {
      name: `Evento recién creado ${uniqueId('n')}`,
      datetime_from: '2027-06-01 09:00',
      datetime_to: '2027-06-01 18:00',
    },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

describe('an event created with nothing but its name and dates', () => {
  let organizer: Organizer;
  let eventId: string;

  beforeAll(async () => {
    organizer = await createUserWithToken();
    eventId = await createBareEvent(organizer);
  });

  it('has the fixed fields, names and e-mail mandatory, in the form order', async () => {
    const event = await stored(eventId);
    expect(names(event?.user_properties)).toEqual(['names', 'email', 'picture', 'contrasena']);
    const byName = new Map(event?.user_properties.map((f) => [f.name, f]));
    expect(byName.get('names')).toMatchObject({ type: 'text', mandatory: true });
    expect(byName.get('email')).toMatchObject({ type: 'email', mandatory: true });
    expect(byName.get('contrasena')).toMatchObject({ type: 'password', mandatory: false });
    // Ids, so the fields API can address them like any other field.
    expect(event?.user_properties.every((f) => typeof f._id === 'string')).toBe(true);
  });

  it('opens registration with the default sections and has the default attendee role', async () => {
    const event = await stored(eventId);
    expect(event?.allow_register).toBe(true);
    const enabled = Object.values(event?.itemsMenu ?? {})
      .filter((item) => item?.checked)
      .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
      .map((item) => item?.section);
    expect(enabled).toEqual([...DEFAULT_SECTIONS]);
    const role = await adminDb
      .doc(paths.eventContentItem(eventId, 'roles', DEFAULT_ATTENDEE_ROLE._id))
      .get();
    expect(role.data()).toMatchObject({ name: 'Asistente', event_id: eventId });
  });

  it('keeps the sections the request chose', async () => {
    const res = await callApi<{ itemsMenu: AforoEvent['itemsMenu']; allow_register: boolean }>(
      '/api/events',
      {
        method: 'POST',
        token: organizer.idToken,
        body: {
          name: `Evento con menú ${uniqueId('m')}`,
          datetime_from: '2027-06-01 09:00',
          datetime_to: '2027-06-01 18:00',
          itemsMenu: {
            agenda: { name: 'Agenda', section: 'agenda', checked: true, position: 0 },
          },
        },
      },
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.itemsMenu)).toEqual(['agenda']);
    expect(res.body.allow_register).toBe(false);
  });

  it('takes an anonymous registration at once, through the registration API', async () => {
    const email = `${uniqueId('visitante')}@example.com`;
    const res = await callApi<{ _id: string }>(
      `/api/events/${eventId}/adduserwithemailvalidation`,
      { method: 'POST', body: { properties: { names: 'Visitante Nuevo', email } } },
    );
    expect(res.status).toBe(201);
    const attendee = (await adminDb.doc(paths.attendee(eventId, res.body._id)).get()).data();
    expect(attendee?.properties).toMatchObject({ names: 'Visitante Nuevo', email });
  });

  it('takes an imported row mapped to names and e-mail, once', async () => {
    const email = `${uniqueId('importado')}@example.com`;
    const url = `/api/eventUsers/createUserAndAddtoEvent/${eventId}`;
    const body = { properties: { names: 'Invitada Importada', email } };
    const first = await callApi<{ status: string }>(url, {
      method: 'POST',
      token: organizer.idToken,
      body,
    });
    const again = await callApi<{ status: string }>(url, {
      method: 'POST',
      token: organizer.idToken,
      body,
    });
    expect([first.body.status, again.body.status]).toEqual(['CREATED', 'UPDATED']);
  });

  it('keeps names and e-mail when a whole-list edit leaves them out', async () => {
    const res = await callApi<StoredEvent>(`/api/events/${eventId}`, {
      method: 'PUT',
      token: organizer.idToken,
      body: { user_properties: [field({ name: 'empresa', label: 'Empresa', type: 'text' })] },
    });
    expect(res.status).toBe(200);
    expect(names(res.body.user_properties)).toEqual(['names', 'email', 'empresa']);
    // The stored ids survive, so the fields API still finds them.
    expect(res.body.user_properties[0]?._id).toBe('campo-names');
  });
});

describe('a copy of an event stored before the fixed fields', () => {
  it('registers at once all the same', async () => {
    const organizer = await createUserWithToken();
    const old = uniqueId('evt-viejo');
    await adminDb.doc(paths.event(old)).set({
      name: 'Evento viejo',
      datetime_from: '2027-01-01 09:00:00',
      datetime_to: '2027-01-01 18:00:00',
      // Private: the shared emulator's public listings (the home page's tests) stay as seeded.
      visibility: 'PRIVATE',
      author_id: organizer.uid,
      organizer_id: null,
      itemsMenu: {},
      fields_conditions: [],
      user_properties: [field({ name: 'empresa', label: 'Empresa', type: 'text' })],
    });
    const copy = await callApi<{ _id: string }>(`/api/events/${old}/duplicate`, {
      method: 'POST',
      token: organizer.idToken,
      body: {
        name: 'Copia del evento viejo',
        datetime_from: '2027-02-01 09:00',
        datetime_to: '2027-02-01 18:00',
      },
    });
    expect(copy.status).toBe(201);
    expect(names((await stored(copy.body._id))?.user_properties)).toEqual([
      'names',
      'email',
      'empresa',
    ]);
  });
});

describe('repairEvents (npm run migrate)', () => {
  it('adds names and e-mail to events that lack them, once, and leaves the others alone', async () => {
    const bare = uniqueId('evt-bare');
    const partial = uniqueId('evt-partial');
    const complete = uniqueId('evt-complete');
    const custom = field({ name: 'empresa', label: 'Empresa', type: 'text' });
    const base = {
      name: 'Evento antiguo',
      datetime_from: '2027-01-01 09:00:00',
      datetime_to: '2027-01-01 18:00:00',
      // Private: the shared emulator's public listings (the home page's tests) stay as seeded.
      visibility: 'PRIVATE',
      itemsMenu: {},
      fields_conditions: [],
      updated_at: FieldValue.serverTimestamp(),
    };
    await Promise.all([
      adminDb.doc(paths.event(bare)).set({ ...base, user_properties: [] }),
      adminDb.doc(paths.event(partial)).set({
        ...base,
        user_properties: [field({ name: 'email', label: 'Mi correo', type: 'email' }), custom],
      }),
      adminDb.doc(paths.event(complete)).set({
        ...base,
        user_properties: [
          field({ name: 'names', label: 'Nombre', type: 'text', mandatory: true }),
          field({ name: 'email', label: 'Correo', type: 'email', mandatory: true }),
        ],
      }),
    ]);
    const completeBefore = (await adminDb.doc(paths.event(complete)).get()).updateTime;

    const first = await repairEvents(adminDb);
    expect(first.repaired).toEqual(expect.arrayContaining([bare, partial]));
    expect(first.repaired).not.toContain(complete);
    expect(names((await stored(bare))?.user_properties)).toEqual(['names', 'email']);
    // Only what was missing is added; the organizer's own label stays.
    const partialFields = (await stored(partial))?.user_properties;
    expect(names(partialFields)).toEqual(['names', 'email', 'empresa']);
    expect(partialFields?.find((f) => f.name === 'email')?.label).toBe('Mi correo');
    // Sections are the organizer's choice: the migration does not open registration.
    expect((await stored(bare))?.itemsMenu).toEqual({});
    expect((await adminDb.doc(paths.event(complete)).get()).updateTime).toEqual(completeBefore);

    const second = await repairEvents(adminDb);
    expect(second.repaired).not.toEqual(expect.arrayContaining([bare]));
    expect(second.repaired).not.toContain(partial);
  });
});
