import {
  EMAIL_BANNER_FIELDS,
  EMAIL_BANNER_SOURCE,
  emailBannerFileName,
  isDerivedEmailBanner,
  isEmailBannerOf,
  type EmailBannerField,
  type StyleValues,
} from '@aforo/domain';
import { apiFetchBlob } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/files/upload';

type EmailBanners = Pick<StyleValues, 'banner_image_email' | 'banner_footer_email'>;

/**
 * The e-mail banners derived from the landing's (spec part 3 §3.11, §5.7): an e-mail banner or
 * footer the organizer left empty is the landing's one. One the organizer uploaded is kept. This
 * is the address alone; `withMailSizedBanners` then makes the images mail clients show.
 */
export function withEmailBanners<S extends Partial<StyleValues>>(styles: S): S & EmailBanners {
  return {
    ...styles,
    banner_image_email: styles.banner_image_email || styles.banner_image || null,
    banner_footer_email: styles.banner_footer_email || styles.banner_footer || null,
  };
}

/** Where a styles screen's e-mail images go and whose they are (the API checks it). */
export interface MailBannerTarget {
  /** The Storage folder of the target's images. */
  folder: string;
  /** `event_id=…` or `organization_id=…`: whose styles, for the API's admin check. */
  query: string;
}

export interface MailBannerDeps {
  /** The landing image's bytes. */
  download: (url: string) => Promise<Blob>;
  /** POST /api/files/uploadbase/{field}: the e-mail image made from `dataUrl`. */
  derive: (field: EmailBannerField, dataUrl: string, query: string) => Promise<Blob>;
  upload: (path: string, file: File) => Promise<string>;
}

/** A file this platform stored (a Storage download address), not a picture on another host. */
const STORED_FILE = /\/v0\/b\/[^/]+\/o\/[^?]+/;
const RESIZABLE = /^image\/(png|jpeg|webp|gif)$/;

/** 16 hex characters of the SHA-256 of the stored object's name: which banner it was made from. */
export async function sourceKey(url: string): Promise<string> {
  const name = decodeURIComponent(STORED_FILE.exec(url)?.[0] ?? url);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(name));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a 5 MB image is too many.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type};base64,${btoa(binary)}`;
}

const browserMailBannerDeps: MailBannerDeps = {
  download: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.blob();
  },
  derive: (field, dataUrl, query) =>
    apiFetchBlob(`/api/files/uploadbase/${field}?${query}`, {
      method: 'POST',
      body: JSON.stringify({ [field]: dataUrl, type: 'email' }),
    }),
  upload: (path, file) => uploadFile(path, file),
};

/**
 * The styles as saved, with e-mail images made for mail (part 3 §7 "uploadbase"): for each of
 * banner and footer whose e-mail image the organizer did not upload, the landing image is sent
 * to the API, which answers it 1200 px wide (600 px twice, for retina), and the answer is stored
 * beside the target's images. Made once per landing image: the file name carries its key.
 * A landing image on another host, of a type the API cannot resize (SVG) or that fails to
 * download or resize keeps the previous behaviour, the landing image's own address, which mail
 * clients scale down: the save itself never fails for it.
 */
export async function withMailSizedBanners<S extends Partial<StyleValues>>(
  styles: S,
  target: MailBannerTarget,
  deps: MailBannerDeps = browserMailBannerDeps,
): Promise<S & EmailBanners> {
  const result: S & EmailBanners = withEmailBanners(styles);
  for (const field of EMAIL_BANNER_FIELDS) {
    const source = styles[EMAIL_BANNER_SOURCE[field]] || null;
    const current = styles[field] || null;
    const uploadedByOrganizer =
      current !== null && current !== source && !isDerivedEmailBanner(current, field);
    if (uploadedByOrganizer) continue;
    if (source === null) {
      // The banner it was made from is gone: so is the e-mail one.
      result[field] = null;
      continue;
    }
    result[field] = await mailSized(field, source, current, target, deps);
  }
  return result;
}

async function mailSized(
  field: EmailBannerField,
  source: string,
  current: string | null,
  target: MailBannerTarget,
  deps: MailBannerDeps,
): Promise<string> {
  if (!STORED_FILE.test(source)) return source;
  const key = await sourceKey(source);
  if (current !== null && isEmailBannerOf(current, field, key)) return current;
  try {
    const original = await deps.download(source);
    if (!RESIZABLE.test(original.type)) return source;
    const image = await deps.derive(field, await dataUrlOf(original), target.query);
    const ext = image.type === 'image/png' ? 'png' : 'jpg';
    const name = emailBannerFileName(field, key, ext);
    const file = new File([image], name, { type: image.type || 'image/jpeg' });
    // Timestamp-prefixed as every stored name; the name itself kept whole (it carries the key).
    return await deps.upload(`${target.folder}/${Date.now()}-${name}`, file);
  } catch {
    return source;
  }
}
