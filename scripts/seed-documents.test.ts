import { canSeeDocument, documentSchema, paths, validateBody } from '@aforo/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../tests/factories/demo';
import { demoDocumentFiles, seedDocuments, withDocumentsSection } from './seed-documents';

const EVENT = DEMO.upcomingEventId;

function seeded() {
  const written = new Map<string, Record<string, unknown>>();
  seedDocuments(
    (path, data) => written.set(path, data),
    EVENT,
    (id) => paths.eventContentItem(EVENT, 'documents', id),
    new Date(0),
  );
  return written;
}

describe('the demo documents', () => {
  it('are valid documents: a public folder, and files inside it, one for speakers only', async () => {
    const docs = [...seeded().values()];
    for (const doc of docs) await expect(validateBody(documentSchema, doc)).resolves.toBeTruthy();
    const folder = docs.find((d) => d['type'] === 'folder');
    const files = docs.filter((d) => d['type'] === 'file');
    expect(folder?.['permissionRol']).toEqual([]);
    expect(files).toHaveLength(3);
    // The demo attendee is an "Asistente" (rol-1): it sees two of the three files.
    const attendee = { uid: DEMO.accounts.attendee.uid, attendee: { rol_id: 'rol-1' } };
    expect(files.filter((f) => canSeeDocument(f, attendee))).toHaveLength(2);
  });

  it("gives the Storage stand-in the bytes at each file's stored URL, as readable PDFs", async () => {
    const objects = demoDocumentFiles(EVENT);
    const urls = [...seeded().values()]
      .filter((d) => d['type'] === 'file')
      .map((d) => new URL(d['file'] as string));
    expect(urls.map((u) => decodeURIComponent(u.pathname.split('/o/')[1] ?? '')).sort()).toEqual(
      objects.map((o) => o.name).sort(),
    );
    expect(urls.every((u) => !u.searchParams.has('token'))).toBe(true);
    for (const object of objects) {
      expect((await PDFDocument.load(object.bytes)).getPageCount()).toBe(1);
    }
  });

  it("enables the documents section after the event's own page", () => {
    const menu = withDocumentsSection({ itemsMenu: {} } as Parameters<
      typeof withDocumentsSection
    >[0]).itemsMenu;
    expect(menu.event?.position).toBe(0);
    expect(menu.documents).toMatchObject({ checked: true, permissions: 'public' });
  });
});
