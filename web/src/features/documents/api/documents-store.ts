import {
  LIMITS,
  documentFolderPath,
  documentSchema,
  validateBody,
  type DocumentInput,
  type EventDocument,
} from '@aforo/domain';
import {
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { downloadName, storagePathOf, withoutToken } from '../../../lib/files/download';
import { loadStorage, timestampedPath, uploadFile } from '../../../lib/files/upload';
import { appFirestore, useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/*
 * The documents section's reads and writes (spec part 2 "Documents section", §3, §6). The event's
 * team reads every document live from Firestore; the event's admins write them directly, each
 * write checked first by the domain schema and then by firestore.rules (documents: admins only).
 * A file is stored under its document's id (domain documentFolderPath), so storage.rules read the
 * document and let through exactly who the listing lets through.
 */

/** Who may see a document: role ids and account ids; both empty means everyone. */
export interface DocumentPermissions {
  permissionRol: string[];
  permissionUser: string[];
}

export const PUBLIC_PERMISSIONS: DocumentPermissions = { permissionRol: [], permissionUser: [] };

/** Every document and folder of the event, live, newest first (bounded like every listener). */
export function useEventDocuments(eventId: string) {
  const db = useFirestore();
  return useQuerySnapshot(
    query(
      refs.eventContent(db, eventId, 'documents'),
      orderBy('created_at', 'desc'),
      limit(LIMITS.list),
    ),
    `${eventId}/documents/admin`,
  );
}

/** The files kept in a folder; the root's when `folderId` is null. */
export function itemsIn(all: readonly EventDocument[], folderId: string | null): EventDocument[] {
  return all.filter((d) => (d.folder_id ?? null) === folderId);
}

const rawCollection = (eventId: string) =>
  refs.eventContent(appFirestore(), eventId, 'documents').withConverter(null);

async function write(eventId: string, id: string, input: Partial<DocumentInput>) {
  const data = await validateBody(documentSchema, input);
  await setDoc(doc(rawCollection(eventId), id), {
    ...data,
    event_id: eventId,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** A new folder at the root, public until its permissions say otherwise. Answers its id. */
export async function createFolder(eventId: string, name: string) {
  const id = doc(rawCollection(eventId)).id;
  await write(eventId, id, { type: 'folder', name, title: name, ...PUBLIC_PERMISSIONS });
  return id;
}

/** A folder's new name (spec §4: not empty). */
export async function renameFolder(eventId: string, folder: EventDocument, name: string) {
  const data = await validateBody(documentSchema, { ...folder, name, title: name });
  await updateDoc(doc(rawCollection(eventId), folder._id), {
    name: data.name,
    title: data.title,
    updated_at: serverTimestamp(),
  });
}

/** The file's format as the list shows it: its extension, else its content type. */
export function formatOf(file: Pick<File, 'name' | 'type'>): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(file.name)?.[1];
  return (extension ?? file.type).toLowerCase();
}

/**
 * Uploads `file` into `folder` (null: the root) and saves its document. The document's id is
 * chosen first, since the file is stored under it; the stored name is prefixed with a timestamp
 * (spec §7). A file inside a folder starts with the folder's permissions, so the folder and what
 * it holds show to the same people. The document keeps the URL without its download token
 * (lib/files/download.ts). If the document cannot be saved, the uploaded file is removed again.
 */
export async function uploadDocument(
  eventId: string,
  file: File,
  folder: EventDocument | null,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const id = doc(rawCollection(eventId)).id;
  const path = timestampedPath(documentFolderPath(eventId, id), file);
  const url = await uploadFile(path, file, options);
  try {
    await write(eventId, id, {
      type: 'file',
      name: downloadName(path),
      title: file.name,
      file: withoutToken(url),
      format: formatOf(file),
      folder_id: folder?._id ?? null,
      permissionRol: folder?.permissionRol ?? [],
      permissionUser: folder?.permissionUser ?? [],
    });
  } catch (error) {
    await removeStoredFile(url);
    throw error;
  }
  return id;
}

/**
 * Saves who may see a document (spec §6). A folder's permissions are given to the files it holds
 * as well, in the same batch: the landing lists a folder's files under it.
 */
export async function savePermissions(
  eventId: string,
  target: EventDocument,
  contents: readonly EventDocument[],
  permissions: DocumentPermissions,
) {
  const lists = await validateBody(documentSchema, { ...target, ...permissions });
  const batch = writeBatch(appFirestore());
  const collection = rawCollection(eventId);
  for (const item of [target, ...contents]) {
    batch.update(doc(collection, item._id), {
      permissionRol: lists.permissionRol,
      permissionUser: lists.permissionUser,
      updated_at: serverTimestamp(),
    });
  }
  await batch.commit();
}

/** Removes a stored file; one already gone counts as removed. */
async function removeStoredFile(url: string | null | undefined) {
  const path = url ? storagePathOf(url) : null;
  if (path === null) return;
  const [{ ref, deleteObject }, storage] = await Promise.all([
    import('firebase/storage'),
    loadStorage(),
  ]);
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}

/**
 * Deletes a document, or a folder with the files it holds: first their stored files, then their
 * documents in one batch, so no listing ever points at a missing file.
 */
export async function removeDocument(
  eventId: string,
  target: EventDocument,
  contents: readonly EventDocument[],
) {
  const items = [target, ...contents];
  await Promise.all(items.map((item) => removeStoredFile(item.file)));
  const batch = writeBatch(appFirestore());
  const collection = rawCollection(eventId);
  for (const item of items) batch.delete(doc(collection, item._id));
  await batch.commit();
}

/** Firestore's `in` filter takes at most 30 values: the names shown are of the first 30. */
const USERS_SHOWN = 30;

/** The event's attendees holding the first USERS_SHOWN of these accounts, live (for their e-mails). */
export function useDocumentUsers(eventId: string, accountIds: readonly string[]) {
  const db = useFirestore();
  const shown = accountIds.slice(0, USERS_SHOWN);
  return useQuerySnapshot(
    shown.length > 0
      ? query(refs.attendees(db, eventId), where('account_id', 'in', shown), limit(LIMITS.list))
      : null,
    `${eventId}/document-users/${shown.join(',')}`,
  );
}

/** The account of the event's attendee with this e-mail, or null when none has an account. */
export async function accountByEmail(eventId: string, email: string): Promise<string | null> {
  const snap = await getDocs(
    query(
      refs.attendees(appFirestore(), eventId),
      where('properties.email', '==', email),
      limit(1),
    ),
  );
  return snap.docs[0]?.data().account_id ?? null;
}
