import type { FirebaseStorage, UploadTask } from 'firebase/storage';
import { EMULATOR_HOST, firebaseApp, usesEmulators } from '../firebase';

/**
 * The one way the web app stores a file (issue #14 item 6): the admin's image and file fields,
 * the documents section and the registration's file fields all call `uploadFile`, so where the
 * bytes go (the Storage emulator, a loopback stand-in of its REST protocol, production Storage)
 * is decided here and nowhere else.
 */
export interface UploadOptions {
  /** Called with 0..1 as bytes are sent. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the promise rejects). */
  signal?: AbortSignal;
}

const STORAGE_EMULATOR_PORT = Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199);
/** Without this cap the SDK keeps retrying an unreachable bucket for ten minutes. */
const RETRY_LIMIT_MS = 15_000;

let storage: Promise<FirebaseStorage> | null = null;

/** Storage is loaded on the first upload only: most visitors never attach a file. */
function loadStorage(): Promise<FirebaseStorage> {
  storage ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const instance = getStorage(firebaseApp);
    if (usesEmulators) connectStorageEmulator(instance, EMULATOR_HOST, STORAGE_EMULATOR_PORT);
    instance.maxUploadRetryTime = RETRY_LIMIT_MS;
    instance.maxOperationRetryTime = RETRY_LIMIT_MS;
    return instance;
  });
  return storage;
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
  const target = ref(await loadStorage(), path);
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
