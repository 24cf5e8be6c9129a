import { describe, expect, it } from 'vitest';
import {
  matchStorageFolder,
  storageAllows,
  STORAGE_FOLDERS,
  type DocumentLookup,
  type StorageOperation,
  type StorageUpload,
} from './storage-access.js';

/**
 * storageAllows over every folder, role and operation: the fixture and the cases of
 * tests/storage/storage-rules.test.ts (which tries storage.rules itself wherever the Storage
 * emulator runs), plus the organization admin of the event and the anonymous registrant.
 */
const EVENT = 'evt-storage';
const ORG = 'org-storage';
const MB = 1024 * 1024;

const FIRESTORE: Record<string, Record<string, unknown>> = {
  [`events/${EVENT}`]: { name: 'Storage', author_id: 'author', organizer_id: ORG },
  [`events/${EVENT}/staff/admin`]: { role: 'admin', permission_ids: [] },
  [`events/${EVENT}/staff/door`]: { role: 'staff', permission_ids: ['checkin'] },
  [`organizations/${ORG}/members/orgadmin`]: { role: 'admin' },
  [`organizations/${ORG}/members/member`]: { role: 'member' },
  [`events/${EVENT}/documents/abierto`]: { type: 'file', permissionRol: [], permissionUser: [] },
  [`events/${EVENT}/documents/vip`]: { type: 'file', permissionRol: ['vip'], permissionUser: [] },
  [`events/${EVENT}/documents/personal`]: {
    type: 'file',
    permissionRol: [],
    permissionUser: ['attendee'],
  },
  [`${EVENT}_event_attendees/att-vip`]: { rol_id: 'vip' },
  [`events/${EVENT}/attendee_accounts/attendee`]: { attendee_id: 'att-vip' },
  [`${EVENT}_event_attendees/att-general`]: { rol_id: 'general' },
  [`events/${EVENT}/attendee_accounts/general`]: { attendee_id: 'att-general' },
};
const reads: string[] = [];
const lookup: DocumentLookup = (path) => {
  reads.push(path);
  return Promise.resolve(FIRESTORE[path] ?? null);
};

const png = (size = 1024): StorageUpload => ({ size, contentType: 'image/png' });
const pdf = (size = 1024): StorageUpload => ({ size, contentType: 'application/pdf' });
const docx: StorageUpload = {
  size: 1024,
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const exe: StorageUpload = { size: 1024, contentType: 'application/x-msdownload' };

function allows(
  uid: string | null,
  operation: StorageOperation,
  path: string,
  resource: StorageUpload | null = null,
) {
  return storageAllows({ path, operation, auth: uid ? { uid } : null, resource }, lookup);
}
const ALL_USERS = [
  null,
  'admin',
  'author',
  'orgadmin',
  'member',
  'door',
  'attendee',
  'general',
  'stranger',
];

describe('matchStorageFolder', () => {
  it('matches each rules folder with its wildcards, one segment each', () => {
    expect(matchStorageFolder(`events/${EVENT}/images/a.png`)).toEqual({
      folder: 'events/{eventId}/images/{fileName}',
      params: { eventId: EVENT, fileName: 'a.png' },
    });
    expect(matchStorageFolder(`events/${EVENT}/documents/d/a.pdf`)?.params).toEqual({
      eventId: EVENT,
      documentId: 'd',
      fileName: 'a.pdf',
    });
    expect(matchStorageFolder(`events/${EVENT}/images/sub/a.png`)).toBeNull();
    expect(matchStorageFolder(`events/${EVENT}/images/`)).toBeNull();
    expect(matchStorageFolder('events//images/a.png')).toBeNull();
    expect(matchStorageFolder('otro/archivo.png')).toBeNull();
    expect(STORAGE_FOLDERS).toHaveLength(5);
  });
});

describe('storageAllows: paths outside every folder', () => {
  it('denies everything, even to the event admin', async () => {
    for (const op of ['read', 'create', 'update', 'delete'] as const) {
      expect(await allows('admin', op, 'otro/archivo.png', png())).toBe(false);
      expect(await allows('admin', op, `events/${EVENT}/programa.pdf`, pdf())).toBe(false);
    }
  });
});

describe('storageAllows: events/{eventId}/images', () => {
  const path = `events/${EVENT}/images/banner.png`;
  it('the event admins (staff admin, author, organization admin) upload and delete', async () => {
    for (const uid of ['admin', 'author', 'orgadmin']) {
      expect(await allows(uid, 'create', path, png())).toBe(true);
      expect(await allows(uid, 'update', path, png())).toBe(true);
      expect(await allows(uid, 'delete', path)).toBe(true);
    }
  });
  it('staff without the admin role, attendees, organization members and anonymous may not', async () => {
    for (const uid of [null, 'door', 'attendee', 'member', 'stranger']) {
      expect(await allows(uid, 'create', path, png())).toBe(false);
      expect(await allows(uid, 'delete', path)).toBe(false);
    }
  });
  it('an image over 5 MB and a pdf are refused', async () => {
    expect(await allows('admin', 'create', path, png(5 * MB))).toBe(true);
    expect(await allows('admin', 'create', path, png(5 * MB + 1))).toBe(false);
    expect(await allows('admin', 'create', path, pdf())).toBe(false);
  });
  it('anyone reads', async () => {
    for (const uid of ALL_USERS) expect(await allows(uid, 'read', path)).toBe(true);
  });
  it('an event that does not exist has no admin but its staff admins', async () => {
    expect(await allows('author', 'create', 'events/otro/images/a.png', png())).toBe(false);
  });
});

describe('storageAllows: events/{eventId}/documents/{documentId}', () => {
  const file = (documentId: string) => `events/${EVENT}/documents/${documentId}/archivo.pdf`;
  it('event admins upload a pdf, a docx or an image under a document id; not an executable', async () => {
    expect(await allows('admin', 'create', file('nuevo'), pdf())).toBe(true);
    expect(await allows('orgadmin', 'create', file('nuevo'), docx)).toBe(true);
    expect(await allows('author', 'create', file('nuevo'), png())).toBe(true);
    expect(await allows('admin', 'create', file('nuevo'), exe)).toBe(false);
    expect(await allows('admin', 'create', file('nuevo'), pdf(5 * MB + 1))).toBe(false);
  });
  it('staff and attendees may not upload or delete', async () => {
    for (const uid of [null, 'door', 'attendee', 'stranger']) {
      expect(await allows(uid, 'create', file('vip'), pdf())).toBe(false);
      expect(await allows(uid, 'delete', file('vip'))).toBe(false);
    }
    expect(await allows('admin', 'delete', file('vip'))).toBe(true);
  });
  it('an unrestricted document: anyone reads its file, as its listing', async () => {
    for (const uid of ALL_USERS) expect(await allows(uid, 'read', file('abierto'))).toBe(true);
  });
  it('a role-restricted document: only that role and the team read its file', async () => {
    const expected = {
      attendee: true,
      admin: true,
      author: true,
      orgadmin: true,
      door: true,
      general: false,
      stranger: false,
      member: false,
    };
    for (const [uid, ok] of Object.entries(expected))
      expect([uid, await allows(uid, 'read', file('vip'))]).toEqual([uid, ok]);
    expect(await allows(null, 'read', file('vip'))).toBe(false);
  });
  it('a user-restricted document: only that user and the team read its file', async () => {
    expect(await allows('attendee', 'read', file('personal'))).toBe(true);
    expect(await allows('author', 'read', file('personal'))).toBe(true);
    expect(await allows('general', 'read', file('personal'))).toBe(false);
    expect(await allows('stranger', 'read', file('personal'))).toBe(false);
    expect(await allows(null, 'read', file('personal'))).toBe(false);
  });
  it('a file without its document is the team only', async () => {
    expect(await allows('admin', 'read', file('sin-documento'))).toBe(true);
    expect(await allows('door', 'read', file('sin-documento'))).toBe(true);
    expect(await allows('stranger', 'read', file('sin-documento'))).toBe(false);
  });
});

describe('storageAllows: registrations/{eventId}/{uid}', () => {
  const own = `registrations/${EVENT}/attendee/cv.pdf`;
  it('a user uploads a pdf, docx or image under its own uid (an anonymous account too)', async () => {
    expect(await allows('attendee', 'create', own, pdf())).toBe(true);
    expect(await allows('attendee', 'update', own, docx)).toBe(true);
    expect(
      await allows('anon-123', 'create', `registrations/${EVENT}/anon-123/foto.png`, png()),
    ).toBe(true);
  });
  it('not under another uid, not without an account, not over 5 MB, not an executable', async () => {
    expect(await allows('stranger', 'create', own, pdf())).toBe(false);
    expect(await allows('admin', 'create', own, pdf())).toBe(false);
    expect(await allows(null, 'create', own, pdf())).toBe(false);
    expect(await allows('attendee', 'create', own, pdf(5 * MB + 1))).toBe(false);
    expect(await allows('attendee', 'create', own, exe)).toBe(false);
  });
  it('not for an event that does not exist', async () => {
    expect(
      await allows('attendee', 'create', 'registrations/no-existe/attendee/cv.pdf', pdf()),
    ).toBe(false);
  });
  it('the owner and the event team read it; a stranger does not', async () => {
    for (const uid of ['attendee', 'door', 'admin', 'author', 'orgadmin'])
      expect([uid, await allows(uid, 'read', own)]).toEqual([uid, true]);
    for (const uid of [null, 'stranger', 'general', 'member'])
      expect([uid, await allows(uid, 'read', own)]).toEqual([uid, false]);
  });
  it('only the owner deletes it', async () => {
    expect(await allows('attendee', 'delete', own)).toBe(true);
    expect(await allows('door', 'delete', own)).toBe(false);
    expect(await allows('admin', 'delete', own)).toBe(false);
  });
});

describe('storageAllows: users/{uid}/avatar and organizations/{orgId}/images', () => {
  it('a user sets and deletes its own avatar, not another one; anyone reads it', async () => {
    expect(await allows('u1', 'create', 'users/u1/avatar/me.jpg', png())).toBe(true);
    expect(await allows('u1', 'create', 'users/u1/avatar/me.pdf', pdf())).toBe(false);
    expect(await allows('u2', 'create', 'users/u1/avatar/me.jpg', png())).toBe(false);
    expect(await allows('u1', 'delete', 'users/u1/avatar/me.jpg')).toBe(true);
    expect(await allows('u2', 'delete', 'users/u1/avatar/me.jpg')).toBe(false);
    expect(await allows(null, 'read', 'users/u1/avatar/me.jpg')).toBe(true);
  });
  it('only organization admins upload and delete organization images; anyone reads them', async () => {
    const path = `organizations/${ORG}/images/banner.png`;
    expect(await allows('orgadmin', 'create', path, png())).toBe(true);
    expect(await allows('orgadmin', 'create', path, png(5 * MB + 1))).toBe(false);
    expect(await allows('orgadmin', 'delete', path)).toBe(true);
    for (const uid of [null, 'member', 'admin', 'author']) {
      expect(await allows(uid, 'create', path, png())).toBe(false);
      expect(await allows(uid, 'delete', path)).toBe(false);
    }
    expect(await allows(null, 'read', path)).toBe(true);
  });
});

describe('storageAllows: lookups', () => {
  it('reads each Firestore document at most once per decision', async () => {
    reads.length = 0;
    await allows('general', 'read', `events/${EVENT}/documents/vip/archivo.pdf`);
    expect(new Set(reads).size).toBe(reads.length);
  });
  it('a failing lookup denies, as a failing firestore.get does', async () => {
    const failing: DocumentLookup = () => Promise.reject(new Error('unavailable'));
    const request = {
      path: `events/${EVENT}/images/a.png`,
      operation: 'create' as const,
      auth: { uid: 'admin' },
      resource: png(),
    };
    expect(await storageAllows(request, failing)).toBe(false);
  });
});
