import { object, string } from 'yup';

/**
 * The e-mail banners (part 3 §3.11, §5.7, §7 "uploadbase"): images made from the landing's banner
 * and footer at the width mail clients show a message's column at, stored beside the event's
 * other images and named in styles.banner_image_email / banner_footer_email.
 */
export const EMAIL_BANNER_FIELDS = ['banner_image_email', 'banner_footer_email'] as const;
export type EmailBannerField = (typeof EMAIL_BANNER_FIELDS)[number];

/** The landing image each e-mail banner is made from. */
export const EMAIL_BANNER_SOURCE: Record<EmailBannerField, 'banner_image' | 'banner_footer'> = {
  banner_image_email: 'banner_image',
  banner_footer_email: 'banner_footer',
};

/** The width mail clients lay a message out at (the spec's 600x280 and 600x220). */
export const EMAIL_COLUMN_WIDTH = 600;
/** Made at twice the column, shown at the column: sharp on retina screens. */
export const EMAIL_BANNER_WIDTH = 2 * EMAIL_COLUMN_WIDTH;
/** The upload limit of every image (part 3 §9), so the banner it is made from is never larger. */
export const EMAIL_BANNER_SOURCE_MAX_BYTES = 5 * 1024 * 1024;

export const EMAIL_BANNER_NOT_IMAGE = 'Debe ser una imagen PNG, JPEG, WebP o GIF en base64';
export const EMAIL_BANNER_UNREADABLE = 'La imagen no se pudo leer: súbela de nuevo en PNG o JPEG';
export const EMAIL_BANNER_TOO_LARGE = 'La imagen supera los 5 MB';

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of a data URL's base64 payload, without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/**
 * POST /api/files/uploadbase/{field}: {[field]: the uploaded image as a data URL, type: "email"}.
 * The answer is the e-mail image itself (JPEG, or PNG where the source has transparency).
 */
export function emailBannerBodySchema(field: EmailBannerField) {
  return object({
    [field]: string()
      .required('Falta la imagen')
      .matches(DATA_URL, EMAIL_BANNER_NOT_IMAGE)
      .test(
        'size',
        EMAIL_BANNER_TOO_LARGE,
        (value) => !value || dataUrlBytes(value) <= EMAIL_BANNER_SOURCE_MAX_BYTES,
      ),
    type: string().oneOf(['email'], 'El tipo debe ser "email"').default('email'),
  });
}

/**
 * The file name of the e-mail image made from a landing image; `sourceKey` (16 hex characters of
 * the source's hash) says which, so a changed banner is seen to need a new one.
 */
export function emailBannerFileName(field: EmailBannerField, sourceKey: string, ext: string) {
  return `email-${sourceKey}-${field}.${ext}`;
}

/** Whether `url` is an e-mail image made (by emailBannerFileName) from the source of `sourceKey`. */
export function isEmailBannerOf(url: string, field: EmailBannerField, sourceKey: string): boolean {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  return decoded.includes(`email-${sourceKey}-${field}.`);
}

/** Whether `url` is an e-mail image this platform made (from any source). */
export function isDerivedEmailBanner(url: string, field: EmailBannerField): boolean {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  return new RegExp(`[/-]email-[0-9a-f]{16}-${field}\\.(jpg|png)(\\?|$)`).test(decoded);
}
