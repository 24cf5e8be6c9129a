/**
 * A certificate's background image, fetched by the API to draw under the text. Only files of the
 * project's Storage (its download URLs, or the Storage emulator's here) are fetched: the URL is
 * typed by an organizer, and the server must not become a way to reach other hosts.
 */
const STORAGE_HOSTS = new Set(['firebasestorage.googleapis.com', 'storage.googleapis.com']);
/** The spec's upload limit; a larger file is not a background we drew. */
const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 5_000;

export function isStorageUrl(
  url: string,
  emulatorHost: string | undefined = process.env.FIREBASE_STORAGE_EMULATOR_HOST,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && STORAGE_HOSTS.has(parsed.hostname)) return true;
  return Boolean(emulatorHost) && parsed.protocol === 'http:' && parsed.host === emulatorHost;
}

/** The image's bytes, or null when it is not a Storage file or cannot be read in time. */
export async function fetchBackground(url: string | null | undefined): Promise<Uint8Array | null> {
  if (!url || !isStorageUrl(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= MAX_BYTES ? bytes : null;
  } catch {
    // A certificate without its background is better than no certificate.
    return null;
  }
}
