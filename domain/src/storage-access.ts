import { canSeeDocument } from './entities/document.js';
import { ATTENDEES_SUFFIX } from './paths.js';

/**
 * storage.rules as one TypeScript decision. Production Storage and the Storage
 * emulator evaluate storage.rules; where the emulator cannot start (ENVIRONMENT.md), the loopback
 * stand-in of the Storage protocol (tests/stand-ins/storage.ts) asks this function instead. It
 * mirrors the rules folder by folder and reads the same Firestore role documents, so a change to
 * one must be made to the other: tests/rules-source/storage-access.test.ts compares the folders,
 * limits and content types of both, and domain/src/storage-access.test.ts tries every folder,
 * role and operation with the cases of tests/storage/storage-rules.test.ts.
 */

/** The operations storage.rules distinguish: `write` is create, update and delete. */
export type StorageOperation = 'read' | 'create' | 'update' | 'delete';

/** What an upload brings: `request.resource` in the rules. */
export interface StorageUpload {
  size: number;
  contentType: string;
}

export interface StorageRequest {
  /** The object's path in the bucket, e.g. `events/E/images/banner.png`. */
  path: string;
  operation: StorageOperation;
  /** The verified caller (`request.auth`); null when no valid ID token came. */
  auth: { uid: string } | null;
  /** The incoming object for create and update; null for read and delete. */
  resource: StorageUpload | null;
}

/** Reads one Firestore document by path: its data, or null when it does not exist. */
export type DocumentLookup = (path: string) => Promise<Record<string, unknown> | null>;

/** underLimit() of storage.rules. */
export const STORAGE_MAX_BYTES = 5 * 1024 * 1024;
/** isImage() of storage.rules: the same pattern, matched against the whole content type. */
export const STORAGE_IMAGE_TYPE = 'image/(png|jpe?g|gif|webp|svg\\+xml)';
/** isDocument() of storage.rules. */
export const STORAGE_DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** The folders storage.rules opens (its `match` paths); any other path is denied. */
export const STORAGE_FOLDERS = [
  'events/{eventId}/images/{fileName}',
  'events/{eventId}/documents/{documentId}/{fileName}',
  'registrations/{eventId}/{userId}/{fileName}',
  'users/{userId}/avatar/{fileName}',
  'organizations/{orgId}/images/{fileName}',
] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

const IMAGE = new RegExp(`^${STORAGE_IMAGE_TYPE}$`);
const isImage = (r: StorageUpload | null) => r !== null && IMAGE.test(r.contentType);
const isDocument = (r: StorageUpload | null) =>
  r !== null && (STORAGE_DOCUMENT_TYPES as readonly string[]).includes(r.contentType);
const underLimit = (r: StorageUpload | null) => r !== null && r.size <= STORAGE_MAX_BYTES;

/** The folder a path falls in, with its wildcards, as the rules' `match` does; null if none. */
export function matchStorageFolder(
  path: string,
): { folder: StorageFolder; params: Record<string, string> } | null {
  const segments = path.split('/');
  // Rules wildcards match one non-empty segment; an empty one (`a//b`) matches nothing.
  if (segments.some((s) => s === '')) return null;
  for (const folder of STORAGE_FOLDERS) {
    const pattern = folder.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith('{')) {
        params[part.slice(1, -1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (fits) return { folder, params };
  }
  return null;
}

/** The rules' helper functions over one request, each Firestore document read at most once. */
function roles(auth: StorageRequest['auth'], lookup: DocumentLookup) {
  const cache = new Map<string, Promise<Record<string, unknown> | null>>();
  const get = (path: string) => {
    let hit = cache.get(path);
    if (!hit) {
      hit = lookup(path);
      cache.set(path, hit);
    }
    return hit;
  };
  const uid = auth?.uid ?? null;
  const staffDoc = (eventId: string) =>
    uid ? get(`events/${eventId}/staff/${uid}`) : Promise.resolve(null);
  const isOrgAdmin = async (orgId: unknown) =>
    uid !== null &&
    typeof orgId === 'string' &&
    orgId !== '' &&
    (await get(`organizations/${orgId}/members/${uid}`))?.['role'] === 'admin';
  const isEventAdmin = async (eventId: string) => {
    if (uid === null) return false;
    if ((await staffDoc(eventId))?.['role'] === 'admin') return true;
    const event = await get(`events/${eventId}`);
    return (
      event !== null && (event['author_id'] === uid || (await isOrgAdmin(event['organizer_id'])))
    );
  };
  // Staff of any role, or an admin (firestore.rules' isEventTeam).
  const isEventTeam = async (eventId: string) =>
    (await staffDoc(eventId)) !== null || (await isEventAdmin(eventId));
  /** The caller's attendee record in the event, through its attendee_accounts marker. */
  const attendee = async (eventId: string) => {
    if (uid === null) return null;
    const marker = await get(`events/${eventId}/attendee_accounts/${uid}`);
    const attendeeId = marker?.['attendee_id'];
    if (typeof attendeeId !== 'string') return null;
    const record = await get(`${eventId}${ATTENDEES_SUFFIX}/${attendeeId}`);
    const rol = record?.['rol_id'];
    return { rol_id: typeof rol === 'string' ? rol : null };
  };
  const canSeeDocumentFile = async (eventId: string, documentId: string) => {
    const doc = await get(`events/${eventId}/documents/${documentId}`);
    return doc !== null && canSeeDocument(doc, { uid, attendee: await attendee(eventId) });
  };
  return { uid, get, isEventAdmin, isEventTeam, isOrgAdmin, canSeeDocumentFile };
}

/**
 * Whether storage.rules allow `request`. A lookup that fails denies, as a failing
 * `firestore.get` makes a rule deny.
 */
export async function storageAllows(
  request: StorageRequest,
  lookup: DocumentLookup,
): Promise<boolean> {
  const matched = matchStorageFolder(request.path);
  if (!matched) return false;
  const { folder, params } = matched;
  const r = roles(request.auth, lookup);
  const op = request.operation;
  const upload = request.resource;
  const writes = op === 'create' || op === 'update';
  const p = (name: string) => params[name] as string;
  try {
    switch (folder) {
      case 'events/{eventId}/images/{fileName}':
        if (op === 'read') return true;
        if (op === 'delete') return await r.isEventAdmin(p('eventId'));
        return underLimit(upload) && isImage(upload) && (await r.isEventAdmin(p('eventId')));
      case 'events/{eventId}/documents/{documentId}/{fileName}': {
        const eventId = p('eventId');
        if (op === 'read') {
          return (
            (await r.isEventTeam(eventId)) ||
            (await r.isEventAdmin(eventId)) ||
            (await r.canSeeDocumentFile(eventId, p('documentId')))
          );
        }
        if (op === 'delete') return await r.isEventAdmin(eventId);
        return (
          underLimit(upload) &&
          (isDocument(upload) || isImage(upload)) &&
          (await r.isEventAdmin(eventId))
        );
      }
      case 'registrations/{eventId}/{userId}/{fileName}': {
        const owner = r.uid !== null && r.uid === p('userId');
        if (op === 'read') return owner || (r.uid !== null && (await r.isEventTeam(p('eventId'))));
        if (op === 'delete') return owner;
        return (
          writes &&
          owner &&
          underLimit(upload) &&
          (isImage(upload) || isDocument(upload)) &&
          // Only for an event that exists: a registrant's folder is not free storage.
          (await r.get(`events/${p('eventId')}`)) !== null
        );
      }
      case 'users/{userId}/avatar/{fileName}': {
        if (op === 'read') return true;
        const owner = r.uid !== null && r.uid === p('userId');
        if (op === 'delete') return owner;
        return owner && underLimit(upload) && isImage(upload);
      }
      case 'organizations/{orgId}/images/{fileName}':
        if (op === 'read') return true;
        if (op === 'delete') return await r.isOrgAdmin(p('orgId'));
        return underLimit(upload) && isImage(upload) && (await r.isOrgAdmin(p('orgId')));
    }
  } catch {
    return false;
  }
}
