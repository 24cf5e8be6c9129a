import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, dateText, richText, text, url } from './common.js';

export const NEWS_IMAGE_SIZE = '1280x960';

/** A news item (part 3 §3.8, §5.5). */
export const newsSchema = yup.object({
  title: text(500).required('Ingrese el título de la noticia'),
  description_short: text(LIMITS.text).required('El subtítulo es requerido'),
  description_complete: richText(LIMITS.longText).required('La noticia es requerido'),
  image: url().required('La imagen es requerida'),
  linkYoutube: url('Link de video no válido').nullable().default(null),
  video: url('Link de video no válido').nullable().default(null),
  /** Publication date, 'YYYY-MM-DD'. */
  time: dateText('Fecha no válida').required('Fecha no válida'),
});
export type NewsInput = yup.InferType<typeof newsSchema>;
export type News = NewsInput & Timestamps & { _id: string; event_id: string };
