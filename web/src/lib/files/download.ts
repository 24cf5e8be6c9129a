import { saveBlob } from './save-blob';
import { loadStorage } from './upload';

/*
 * Downloads that storage.rules decide. A Storage download URL carries a token that opens the file
 * to whoever holds the URL, whatever the rules say; a restricted document's file must not outlive
 * its restriction that way. So a document keeps its URL without the token (`withoutToken`), and
 * the browser fetches the bytes with the Firebase SDK (`downloadFile`), which sends the reader's
 * ID token: the rules (or, where the Storage emulator cannot run, the stand-in's storageAllows)
 * decide each download.
 */

/** The URL without its download token: readable only through the rules. */
export function withoutToken(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete('token');
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The object's path in the bucket, read from a Storage URL (`…/v0/b/{bucket}/o/{path}?…`,
 * production or emulator host alike); null for any other URL.
 */
export function storagePathOf(url: string): string | null {
  try {
    const match = /\/v0\/b\/[^/]+\/o\/([^/?#]+)/.exec(new URL(url).pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

/** The file name a download is saved under: the stored name without its timestamp prefix. */
export function downloadName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/^\d{10,}-/, '') || last;
}

/**
 * Fetches the file of `url` as the signed-in reader and hands it to the browser as a download.
 * Rejects when the rules refuse (storage/unauthorized) or the file is missing. A URL that is not
 * a Storage object (an external link) is opened as it is.
 */
export async function downloadFile(url: string): Promise<void> {
  const path = storagePathOf(url);
  if (path === null) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const [{ ref, getBlob }, storage] = await Promise.all([
    import('firebase/storage'),
    loadStorage(),
  ]);
  const blob = await getBlob(ref(storage, path));
  saveBlob(blob, downloadName(path));
}
