import { uploadError } from '@aforo/domain';
import { timestampedPath, uploadFile, visitorUploadUid } from '../../lib/files/upload';

export { safeFileName } from '../../lib/files/upload';

/** Uploads one file of a file or avatar field and answers the URL the property keeps. */
export type FieldUploader = (
  file: File,
  fieldType: 'file' | 'avatar',
  onProgress?: (fraction: number) => void,
) => Promise<string>;

/**
 * The registration uploader: storage.rules let an account write only under
 * registrations/{eventId}/{its uid}/, 5 MB at most, images and documents, for an event that
 * exists. A signed-in user uploads under its uid; a visitor registering without an account yet
 * (`uid` null) under the uid of its anonymous upload account (lib/files/upload.ts).
 */
export function registrationUploader(eventId: string, uid: string | null): FieldUploader {
  return async (file, fieldType, onProgress) => {
    const refused = uploadError(file, fieldType);
    if (refused) throw new Error(refused);
    const owner = uid ?? (await visitorUploadUid());
    return uploadFile(timestampedPath(`registrations/${eventId}/${owner}`, file), file, {
      onProgress,
      asVisitor: uid === null,
    });
  };
}
