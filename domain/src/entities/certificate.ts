import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, idList, richText, text, url } from './common.js';

/**
 * A certificate template (fields not shown in the spec): HTML content with attendee placeholders
 * over a background image, given to the listed attendee roles (empty: every role).
 */
export const certificateSchema = yup.object({
  name: text().required('El nombre es requerido'),
  content: richText(LIMITS.longText).required('El contenido es requerido'),
  background: url().nullable().default(null),
  rol_ids: idList(),
});
export type CertificateInput = yup.InferType<typeof certificateSchema>;
export type Certificate = CertificateInput &
  Partial<Timestamps> & { _id: string; event_id: string };
