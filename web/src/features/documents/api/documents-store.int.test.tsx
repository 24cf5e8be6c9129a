// @vitest-environment jsdom
import { paths, type EventDocument } from '@aforo/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  refusal,
  signInAs,
  stored,
  storedIds,
  webFixture,
} from '../../../testing/emulator-session';
import {
  createFolder,
  itemsIn,
  removeDocument,
  renameFolder,
  savePermissions,
  useEventDocuments,
} from './documents-store';

const { eventId } = webFixture();
const documents = paths.eventContent(eventId, 'documents');

/** The live list once it holds what `ready` waits for. */
async function listWhen(
  result: { current: ReturnType<typeof useEventDocuments> },
  ready: (all: EventDocument[]) => boolean,
): Promise<EventDocument[]> {
  await waitFor(() => {
    expect(result.current.status).toBe('success');
    if (result.current.status === 'success') expect(ready(result.current.data)).toBe(true);
  });
  return result.current.status === 'success' ? result.current.data : [];
}

describe('documents api (emulator)', () => {
  it('lets an event admin create, rename, share and delete a folder, live in the list', async () => {
    await signInAs('eventAdmin');
    const { result, unmount } = renderHook(() => useEventDocuments(eventId));

    const id = await createFolder(eventId, 'Presentaciones');
    expect(await stored(`${documents}/${id}`)).toMatchObject({
      type: 'folder',
      name: 'Presentaciones',
      event_id: eventId,
      permissionRol: [],
      permissionUser: [],
    });
    let all = await listWhen(result, (list) => list.some((d) => d._id === id));
    const folder = all.find((d) => d._id === id) as EventDocument;
    expect(itemsIn(all, null).map((d) => d._id)).toContain(id);

    await renameFolder(eventId, folder, 'Memorias');
    all = await listWhen(result, (list) => list.some((d) => d._id === id && d.name === 'Memorias'));
    expect(await stored(`${documents}/${id}`)).toMatchObject({
      name: 'Memorias',
      title: 'Memorias',
    });

    const renamed = all.find((d) => d._id === id) as EventDocument;
    const permissions = { permissionRol: ['rol-vip'], permissionUser: [webFixture().attendee.uid] };
    await savePermissions(eventId, renamed, [], permissions);
    expect(await stored(`${documents}/${id}`)).toMatchObject(permissions);

    await removeDocument(eventId, renamed, []);
    expect(await storedIds(documents)).not.toContain(id);
    await listWhen(result, (list) => !list.some((d) => d._id === id));
    unmount();
  });

  it('refuses the folder of a name the domain refuses before writing', async () => {
    await signInAs('eventAdmin');
    await expect(createFolder(eventId, '')).rejects.toThrow();
  });

  it('is refused to an attendee, who writes no document', async () => {
    await signInAs('attendee');
    expect(await refusal(createFolder(eventId, 'Mía'))).toBe('permission-denied');
  });
});
