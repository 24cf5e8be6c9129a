import { paths } from '@aforo/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createUserWithToken, uniqueId } from '../support/admin';
import { AUTH_HOST, PORTS, PROJECT_ID } from '../support/emulators';

/**
 * Uploads the way the web app makes them (the Firebase JS SDK's firebase/storage, signed in
 * through the Auth emulator) against what listens on the Storage emulator's port: the Storage
 * emulator with storage.rules where it runs, else the stand-in the suite's global setup started
 * (tests/stand-ins/storage.ts). Either way the same answers are expected.
 */
const EVENT = uniqueId('evt-files');
const BUCKET = `${PROJECT_ID}.appspot.com`;
const KB = 1024;
const bytes = (size: number) => {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = i % 251;
  return data;
};
/** Byte-for-byte equality (toEqual walks a large typed array element by element, slowly). */
const same = (a: ArrayBuffer | Uint8Array, b: Uint8Array) =>
  Buffer.from(a instanceof Uint8Array ? a : new Uint8Array(a)).equals(Buffer.from(b));
const png = { contentType: 'image/png' };
const apps: FirebaseApp[] = [];

/** A client as a browser has it: its own app, signed in (or not) through the Auth emulator. */
async function client(
  who: { email: string; password: string } | 'anonymous-account' | null,
): Promise<{ storage: FirebaseStorage; uid: string | null }> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: BUCKET },
    uniqueId('client'),
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', PORTS.storage);
  // Denials must answer at once, not after the SDK's retries.
  storage.maxOperationRetryTime = 2_000;
  storage.maxUploadRetryTime = 2_000;
  if (who === null) return { storage, uid: null };
  const credential =
    who === 'anonymous-account'
      ? await signInAnonymously(auth)
      : await signInWithEmailAndPassword(auth, who.email, who.password);
  return { storage, uid: credential.user.uid };
}

async function signedIn(role: 'admin' | 'door' | 'stranger' | 'attendee') {
  const password = 'Secreta-123';
  const { email } = await createUserWithToken({ uid: uniqueId(role), password });
  return client({ email, password });
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('uploads through the Firebase JS SDK on the Storage port', () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let door: Awaited<ReturnType<typeof signedIn>>;
  let stranger: Awaited<ReturnType<typeof signedIn>>;
  let nobody: Awaited<ReturnType<typeof client>>;

  beforeAll(async () => {
    [admin, door, stranger, nobody] = await Promise.all([
      signedIn('admin'),
      signedIn('door'),
      signedIn('stranger'),
      client(null),
    ]);
    await adminDb.doc(paths.event(EVENT)).set({ name: 'Archivos', author_id: 'someone-else' });
    await adminDb
      .doc(paths.staffMember(EVENT, admin.uid as string))
      .set({ role: 'admin', permission_ids: [] });
    await adminDb
      .doc(paths.staffMember(EVENT, door.uid as string))
      .set({ role: 'staff', permission_ids: ['checkin'] });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await adminDb.recursiveDelete(adminDb.doc(paths.event(EVENT)));
  });

  it('an event admin uploads a banner; anyone downloads it through its download URL', async () => {
    const target = ref(admin.storage, `events/${EVENT}/images/banner.png`);
    const data = bytes(10 * KB);
    await uploadBytes(target, data, png);
    expect((await getMetadata(target)).contentType).toBe('image/png');
    const url = await getDownloadURL(target);
    expect(url).toContain(`127.0.0.1:${PORTS.storage}`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(same(await served.arrayBuffer(), data)).toBe(true);
    // The images folder is public: read without an account too.
    expect(same(await getBytes(ref(nobody.storage, target.fullPath)), data)).toBe(true);
  });

  it('a resumable upload reports its progress chunk by chunk and stores every byte', async () => {
    const data = bytes(900 * KB);
    const target = ref(admin.storage, `events/${EVENT}/images/grande.png`);
    const task = uploadBytesResumable(target, data, png);
    const seen: number[] = [];
    task.on('state_changed', (snap) => seen.push(snap.bytesTransferred / snap.totalBytes));
    await task;
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
    expect(same(await getBytes(target), data)).toBe(true);
  });

  it('staff without the admin role, and anyone signed out, may not upload event images', async () => {
    const path = `events/${EVENT}/images/intruso.png`;
    expect(await code(uploadBytes(ref(door.storage, path), bytes(KB), png))).toBe(
      'storage/unauthorized',
    );
    expect(await code(uploadBytes(ref(nobody.storage, path), bytes(KB), png))).toMatch(
      /storage\/unauth/,
    );
  });

  it('over 5 MB, or a pdf among images, is refused', async () => {
    const path = `events/${EVENT}/images/otro.png`;
    const big = bytes(5 * KB * KB + 1);
    expect(await code(uploadBytes(ref(admin.storage, path), big, png))).toBe(
      'storage/unauthorized',
    );
    // The resumable protocol is refused at its start, on the declared size.
    const resumable = uploadBytesResumable(ref(admin.storage, path), big, png);
    expect(await code(resumable.then(() => undefined))).toBe('storage/unauthorized');
    const pdf = { contentType: 'application/pdf' };
    expect(await code(uploadBytes(ref(admin.storage, path), bytes(KB), pdf))).toBe(
      'storage/unauthorized',
    );
  });

  it('a visitor with an anonymous account attaches a registration file in its own folder only', async () => {
    const visitor = await client('anonymous-account');
    const own = `registrations/${EVENT}/${visitor.uid}/cv.pdf`;
    const pdf = { contentType: 'application/pdf' };
    await uploadBytes(ref(visitor.storage, own), bytes(2 * KB), pdf);
    // Not in someone else's folder, and not for an event that does not exist.
    expect(
      await code(
        uploadBytes(
          ref(visitor.storage, `registrations/${EVENT}/${door.uid}/cv.pdf`),
          bytes(KB),
          pdf,
        ),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await code(
        uploadBytes(
          ref(visitor.storage, `registrations/no-existe/${visitor.uid}/cv.pdf`),
          bytes(KB),
          pdf,
        ),
      ),
    ).toBe('storage/unauthorized');
    // The owner and the event team read it; another user does not.
    expect((await getBytes(ref(visitor.storage, own))).byteLength).toBe(2 * KB);
    expect((await getBytes(ref(door.storage, own))).byteLength).toBe(2 * KB);
    expect(await code(getBytes(ref(stranger.storage, own)))).toBe('storage/unauthorized');
    // Only the owner deletes it.
    expect(await code(deleteObject(ref(door.storage, own)))).toBe('storage/unauthorized');
    await deleteObject(ref(visitor.storage, own));
    expect(await code(getMetadata(ref(visitor.storage, own)))).toBe('storage/object-not-found');
  });

  it('an ID token the Auth emulator did not issue is refused', async () => {
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          aud: PROJECT_ID,
          sub: 'nadie',
          user_id: 'nadie',
          firebase: { sign_in_provider: 'password' },
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const name = encodeURIComponent(`registrations/${EVENT}/nadie/cv.pdf`);
    const answer = await fetch(
      `http://127.0.0.1:${PORTS.storage}/v0/b/${BUCKET}/o/${name}?alt=media`,
      { headers: { Authorization: `Firebase ${forged}` } },
    );
    expect([401, 403]).toContain(answer.status);
  });
});
