import { uploadError } from '@aforo/domain';
import type { FirebaseStorage } from 'firebase/storage';
import { EMULATOR_HOST, firebaseApp, usesEmulators } from '../../lib/firebase';

/** Uploads one file of a file or avatar field and answers the URL the property keeps. */
export type FieldUploader = (file: File, fieldType: 'file' | 'avatar') => Promise<string>;

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

/**
 * The registration uploader of a signed-in user: storage.rules let users write only under
 * registrations/{eventId}/{their uid}/, 5 MB at most, images and documents.
 */
export function registrationUploader(eventId: string, uid: string): FieldUploader {
  return async (file, fieldType) => {
    const refused = uploadError(file, fieldType);
    if (refused) throw new Error(refused);
    const { ref, uploadBytes, getDownloadURL } = await import('firebase/storage');
    const target = ref(
      await loadStorage(),
      `registrations/${eventId}/${uid}/${Date.now()}-${safeFileName(file.name)}`,
    );
    await uploadBytes(target, file, { contentType: file.type || undefined });
    return getDownloadURL(target);
  };
}
