import {
  doorIndexChunkOf,
  doorIndexChunkPath,
  doorIndexChunksPath,
  doorIndexMatches,
  paths,
  searchNameRange,
  type DoorIndexChunk,
} from '@aforo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, uniqueId } from '../../../tests/support/admin';
import { callApi } from '../../../tests/support/api';
import { createRoleFixture, type RoleFixture } from '../../../tests/support/roles';
import { indexAttendees, rebuildDoorIndex } from './door-index';

async function chunks(eventId: string): Promise<Map<string, DoorIndexChunk>> {
  const snap = await adminDb.collection(doorIndexChunksPath(eventId)).get();
  return new Map(snap.docs.map((doc) => [doc.id, doc.data() as DoorIndexChunk]));
}

async function entryOf(eventId: string, attendeeId: string) {
  const chunk = await adminDb.doc(doorIndexChunkPath(eventId, doorIndexChunkOf(attendeeId))).get();
  return (chunk.data() as DoorIndexChunk | undefined)?.e?.[attendeeId];
}

/** Every entry of the index, by attendee id. */
async function allEntries(eventId: string) {
  return new Map([...(await chunks(eventId)).values()].flatMap((c) => Object.entries(c.e ?? {})));
}

let fx: RoleFixture;
beforeAll(async () => {
  fx = await createRoleFixture({ permissions: ['checkin'] });
});

describe("the door's compact index (moved in the batch of each attendee write)", () => {
  it('follows a registration, an edit and a delete through the API', async () => {
    const { eventId } = fx;
    const documento = `CC${Date.now()}`;
    const add = await callApi<{ _id: string }>(`/api/events/${eventId}/eventusers`, {
      method: 'POST',
      token: fx.eventAdmin.idToken,
      body: {
        properties: { email: `${uniqueId('indice')}@example.com`, names: 'Ana Gómez', documento },
      },
    });
    expect(add.status).toBe(201);
    const id = add.body._id;
    expect(await entryOf(eventId, id)).toEqual([documento.toLowerCase(), 'Ana Gómez']);
    const edit = await callApi(`/api/events/${eventId}/eventusers/${id}`, {
      method: 'PUT',
      token: fx.eventAdmin.idToken,
      body: {
        properties: { names: 'Ana María Gómez Restrepo de la Torre y Mosquera', documento: 'X9' },
      },
    });
    expect(edit.status).toBe(200);
    // The name is cut at 40 characters; a scan of the new document finds the record.
    expect(await entryOf(eventId, id)).toEqual(['x9', 'Ana María Gómez Restrepo de la Torre y M']);
    const index = [...(await chunks(eventId)).values()];
    expect(doorIndexMatches(index, 'document', ' X9 ').map((m) => m.id)).toEqual([id]);
    expect(doorIndexMatches(index, 'qr', id).map((m) => m.id)).toEqual([id]);
    const del = await callApi(`/api/events/${eventId}/eventusers/${id}`, {
      method: 'DELETE',
      token: fx.eventAdmin.idToken,
    });
    expect(del.status).toBe(200);
    expect(await entryOf(eventId, id)).toBeUndefined();
  });

  it('holds every record of a batched import, as a rebuild from the records does', async () => {
    const fresh = await createRoleFixture({ permissions: ['checkin'] });
    const rows = Array.from({ length: 300 }, (_, i) => ({
      properties: {
        email: `${uniqueId(`lote${i}`)}@example.com`,
        names: `Persona ${i}`,
        documento: `D${i}`,
      },
    }));
    const res = await callApi<{ results: { status?: string }[] }>(
      `/api/eventUsers/createUserAndAddtoEvent/${fresh.eventId}/batch`,
      { method: 'POST', token: fresh.eventAdmin.idToken, body: { rows } },
    );
    expect(res.status).toBe(200);
    const imported = await allEntries(fresh.eventId);
    expect(imported.size).toBe(300);
    expect(new Set([...imported.values()].map(([doc]) => doc))).toEqual(
      new Set(rows.map((_, i) => `d${i}`)),
    );
    // The fixture's own attendee was written straight to Firestore, as a seed is: the rebuild
    // adds it and leaves the imported entries as the import wrote them.
    const records = (await adminDb.collection(paths.attendees(fresh.eventId)).count().get()).data()
      .count;
    expect(records).toBe(301);
    expect(await rebuildDoorIndex(fresh.eventId, 70)).toBe(records);
    const rebuilt = await allEntries(fresh.eventId);
    expect(rebuilt.size).toBe(records);
    for (const [id, entry] of imported) expect(rebuilt.get(id)).toEqual(entry);
  }, 120_000);

  it('loses no entry under 400 writers at once, sharing chunks, then 200 deletes beside 200 edits', async () => {
    const eventId = uniqueId('evtidx');
    const ids = Array.from({ length: 400 }, (_, i) => `${uniqueId('a')}${i}`);
    const write = (id: string, properties: Record<string, unknown> | null) => {
      const batch = adminDb.batch();
      indexAttendees(batch, eventId, [{ id, properties }]);
      return batch.commit();
    };
    await Promise.all(ids.map((id, i) => write(id, { names: `N${i}`, documento: i })));
    const first = await allEntries(eventId);
    expect(first.size).toBe(400);
    ids.forEach((id, i) => expect(first.get(id)).toEqual([String(i), `N${i}`]));
    await Promise.all(
      ids.map((id, i) => write(id, i % 2 === 0 ? null : { names: `E${i}`, documento: `e${i}` })),
    );
    const second = await allEntries(eventId);
    expect(second.size).toBe(200);
    ids.forEach((id, i) =>
      expect(second.get(id)).toEqual(i % 2 === 0 ? undefined : [`e${i}`, `E${i}`]),
    );
  }, 180_000);
});

describe("the door's name search field (search_name, written with every attendee write)", () => {
  const nameOf = async (eventId: string, id: string) =>
    (await adminDb.doc(paths.attendee(eventId, id)).get()).get('search_name') as unknown;
  /** The web door's query (features/checkin/api/use-name-search.ts), run with the Admin SDK. */
  const search = async (eventId: string, typed: string) => {
    const range = searchNameRange(typed);
    if (range === null) return [];
    const snap = await adminDb
      .collection(paths.attendees(eventId))
      .where('search_name', '>=', range.from)
      .where('search_name', '<', range.to)
      .orderBy('search_name')
      .limit(10)
      .get();
    return snap.docs.map((doc) => doc.id);
  };

  it('follows a registration and an edit, and answers a prefix query', async () => {
    const fresh = await createRoleFixture({ permissions: ['checkin'] });
    const { eventId } = fresh;
    const add = await callApi<{ _id: string }>(`/api/events/${eventId}/eventusers`, {
      method: 'POST',
      token: fresh.eventAdmin.idToken,
      body: {
        properties: {
          email: `${uniqueId('nombre')}@example.com`,
          names: 'Íñigo  Pérez',
          documento: `N${Date.now()}`,
        },
      },
    });
    expect(add.status).toBe(201);
    const id = add.body._id;
    expect(await nameOf(eventId, id)).toBe('inigo perez');
    expect(await search(eventId, 'IÑI')).toEqual([id]);
    const edit = await callApi(`/api/events/${eventId}/eventusers/${id}`, {
      method: 'PUT',
      token: fresh.eventAdmin.idToken,
      body: { properties: { names: 'Zoë Ramírez' } },
    });
    expect(edit.status).toBe(200);
    expect(await nameOf(eventId, id)).toBe('zoe ramirez');
    expect(await search(eventId, 'ini')).toEqual([]);
    expect(await search(eventId, 'zoe r')).toEqual([id]);
  }, 120_000);

  it('is written by a batched import, and a rebuild fills records stored without it', async () => {
    const fresh = await createRoleFixture({ permissions: ['checkin'] });
    const rows = Array.from({ length: 30 }, (_, i) => ({
      properties: {
        email: `${uniqueId(`busca${i}`)}@example.com`,
        names: `Márquez ${i}`,
        documento: `M${Date.now()}${i}`,
      },
    }));
    const res = await callApi(`/api/eventUsers/createUserAndAddtoEvent/${fresh.eventId}/batch`, {
      method: 'POST',
      token: fresh.eventAdmin.idToken,
      body: { rows },
    });
    expect(res.status).toBe(200);
    const found = await search(fresh.eventId, 'marquez');
    expect(found).toHaveLength(10);
    // The fixture's own attendee was written straight to Firestore (as older data was).
    const unnamed = await adminDb
      .collection(paths.attendees(fresh.eventId))
      .where('search_name', '>=', '')
      .count()
      .get();
    expect(unnamed.data().count).toBe(30);
    await rebuildDoorIndex(fresh.eventId);
    const named = await adminDb
      .collection(paths.attendees(fresh.eventId))
      .where('search_name', '>=', '')
      .count()
      .get();
    expect(named.data().count).toBe(31);
  }, 120_000);
});
