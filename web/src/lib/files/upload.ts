import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseStorage, UploadTask } from 'firebase/storage';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  firebaseApp,
  firebaseConfig,
  usesEmulators,
} from '../firebase';

/**
 * The one way the web app stores a file: the admin's image and file fields,
 * the documents section and the registration's file fields all call `uploadFile`, so where the
 * bytes go is decided here and nowhere else: production Cloud Storage, or on a `demo-` project
 * whatever listens on the Storage emulator's port (the emulator, or where it cannot run the
 * loopback stand-in of its protocol; README, "Files"). storage.rules decide who may write what.
 */
export interface UploadOptions {
  /** Called with 0..1 as bytes are sent. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the promise rejects). */
  signal?: AbortSignal;
  /**
   * Upload as the visitor without an account (a registrant before its account exists): with the
   * anonymous account of `visitorUploadUid`, not the session's. Its path must be under that uid.
   */
  asVisitor?: boolean;
}

const STORAGE_EMULATOR_PORT = Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199);
/** Without this cap the SDK keeps retrying an unreachable bucket for ten minutes. */
const RETRY_LIMIT_MS = 15_000;

async function storageOf(app: FirebaseApp): Promise<FirebaseStorage> {
  const { getStorage, connectStorageEmulator } = await import('firebase/storage');
  const instance = getStorage(app);
  if (usesEmulators) connectStorageEmulator(instance, EMULATOR_HOST, STORAGE_EMULATOR_PORT);
  instance.maxUploadRetryTime = RETRY_LIMIT_MS;
  instance.maxOperationRetryTime = RETRY_LIMIT_MS;
  return instance;
}

let storage: Promise<FirebaseStorage> | null = null;

/** Storage is loaded on the first upload or download only: most visitors never touch a file. */
export function loadStorage(): Promise<FirebaseStorage> {
  storage ??= storageOf(firebaseApp);
  return storage;
}

let visitor: Promise<{ storage: FirebaseStorage; uid: string }> | null = null;

/**
 * A visitor who registers has no account until the registration creates it, yet its form may
 * ask for a file. It gets an anonymous Firebase account in a second app instance, so the
 * session (header, user menu, the registration's own sign-in) never sees it; storage.rules give
 * it only its own folder, like any account. Kept in memory: a reload starts over, as the form
 * does. The Anonymous sign-in provider must be enabled in the Firebase project (README).
 */
function loadVisitor() {
  visitor ??= (async () => {
    const { initializeAuth, inMemoryPersistence, connectAuthEmulator, signInAnonymously } =
      await import('firebase/auth');
    const app = initializeApp(firebaseConfig, 'aforo-visitor-uploads');
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (usesEmulators) {
      connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
        disableWarnings: true,
      });
    }
    const [{ user }, instance] = await Promise.all([signInAnonymously(auth), storageOf(app)]);
    return { storage: instance, uid: user.uid };
  })();
  // A failed sign-in (offline) is tried again on the next upload.
  visitor.catch(() => {
    visitor = null;
  });
  return visitor;
}

/** The uid a visitor without an account uploads under (see `asVisitor`). */
export async function visitorUploadUid(): Promise<string> {
  return (await loadVisitor()).uid;
}

/** Keeps letters, digits, dots and hyphens of a file name, so it is a safe object path. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(-80) || 'archivo';
}

/** `{folder}/{timestamp}-{safe name}`: the spec prefixes stored names with a timestamp. */
export function timestampedPath(folder: string, file: Pick<File, 'name'>): string {
  return `${folder}/${Date.now()}-${safeFileName(file.name)}`;
}

/** Stores `file` at `path` and answers the URL a document keeps to show or download it. */
export async function uploadFile(
  path: string,
  file: File,
  options: UploadOptions = {},
): Promise<string> {
  const { ref, uploadBytesResumable, getDownloadURL } = await import('firebase/storage');
  const bucket = options.asVisitor ? (await loadVisitor()).storage : await loadStorage();
  const target = ref(bucket, path);
  const task: UploadTask = uploadBytesResumable(target, file, {
    contentType: file.type || undefined,
  });
  const abort = () => task.cancel();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snap) =>
          options.onProgress?.(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
        reject,
        () => resolve(),
      );
    });
  } finally {
    options.signal?.removeEventListener('abort', abort);
  }
  options.onProgress?.(1);
  return getDownloadURL(target);
}
