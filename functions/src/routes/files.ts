import {
  EMAIL_BANNER_FIELDS,
  EMAIL_BANNER_UNREADABLE,
  EMAIL_BANNER_WIDTH,
  emailBannerBodySchema,
  type EmailBannerField,
} from '@aforo/domain';
import express, { Router, type Request } from 'express';
import type { Sharp } from 'sharp';
import { requireEventAdmin, requireOrgAdmin, signedIn } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { parseInput, validId } from '../lib/validate';
import { bodyLimit } from '../middleware/errors';

/**
 * A data URL of an image up to 5 MB is about 6.7 MB of base64: this route alone takes bodies that
 * large (the rest of the API keeps its 2 MB).
 */
export const UPLOAD_BASE_LIMIT_BYTES = 8 * 1024 * 1024;

/** Whose e-mail banner it is: the styles screen's target, event or organization. */
async function requireStylesAdmin(req: Request) {
  signedIn(req);
  const { event_id: eventId, organization_id: orgId } = req.query;
  if (typeof eventId === 'string' && eventId !== '') {
    await requireEventAdmin(req, validId(eventId, 'Evento no encontrado'));
  } else if (typeof orgId === 'string' && orgId !== '') {
    await requireOrgAdmin(req, validId(orgId, 'Organización no encontrada'));
  } else {
    throw new HttpError(400, 'Indica event_id u organization_id en la dirección', {
      event_id: 'Falta el evento o la organización',
    });
  }
}

/**
 * The e-mail image made from `source`: EMAIL_BANNER_WIDTH wide (never enlarged), the aspect kept,
 * metadata dropped; JPEG unless the source has transparency, which JPEG would paint black.
 */
export async function emailBannerImage(
  source: Buffer,
): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'image/png' }> {
  // Loaded on the first banner only: the API's other calls start without the image library.
  const { default: sharp } = await import('sharp');
  let image: Sharp;
  let hasAlpha: boolean;
  try {
    image = sharp(source, { limitInputPixels: 40_000_000, animated: false }).rotate();
    hasAlpha = (await image.stats()).isOpaque === false;
  } catch {
    throw new HttpError(400, EMAIL_BANNER_UNREADABLE);
  }
  const resized = image.resize({ width: EMAIL_BANNER_WIDTH, withoutEnlargement: true });
  try {
    return hasAlpha
      ? { bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' }
      : {
          bytes: await resized
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 82, progressive: true, mozjpeg: true })
            .toBuffer(),
          contentType: 'image/jpeg',
        };
  } catch {
    throw new HttpError(400, EMAIL_BANNER_UNREADABLE);
  }
}

export const filesRouter = Router();
filesRouter.use(
  bodyLimit(UPLOAD_BASE_LIMIT_BYTES),
  express.json({ limit: UPLOAD_BASE_LIMIT_BYTES }),
);

/**
 * POST /api/files/uploadbase/{banner_image_email|banner_footer_email}?event_id=…|organization_id=…
 * (part 3 §7): body {[field]: the uploaded image as a data URL, type: "email"}; the answer is the
 * e-mail image itself, which the styles screen stores beside the event's images. For the admins
 * of the event or organization whose styles it is, as the styles screen.
 */
filesRouter.post('/uploadbase/:field', async (req, res) => {
  const field = EMAIL_BANNER_FIELDS.find((name) => name === req.params.field);
  if (!field) {
    throw new HttpError(404, `Ruta no encontrada: solo ${EMAIL_BANNER_FIELDS.join(' o ')}`);
  }
  await requireStylesAdmin(req);
  const body = await parseInput(emailBannerBodySchema(field), req.body);
  const dataUrl = String((body as Record<EmailBannerField, string>)[field]);
  const source = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { bytes, contentType } = await emailBannerImage(source);
  res.status(200).type(contentType).set('Cache-Control', 'no-store').send(bytes);
});
