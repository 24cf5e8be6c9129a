import { uploadError } from '@aforo/domain';
import { timestampedPath, uploadFile } from '../../lib/files/upload';

export { safeFileName } from '../../lib/files/upload';

/** Uploads one file of a file or avatar field and answers the URL the property keeps. */
export type FieldUploader = (file: File, fieldType: 'file' | 'avatar') => Promise<string>;

/**
 * The registration uploader of a signed-in user: storage.rules let users write only under
 * registrations/{eventId}/{their uid}/, 5 MB at most, images and documents.
 */
export function registrationUploader(eventId: string, uid: string): FieldUploader {
  return async (file, fieldType) => {
    const refused = uploadError(file, fieldType);
    if (refused) throw new Error(refused);
    return uploadFile(timestampedPath(`registrations/${eventId}/${uid}`, file), file);
  };
}
