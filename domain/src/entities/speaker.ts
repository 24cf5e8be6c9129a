import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { LIMITS, idString, richText, text, url } from './common.js';

export const SPEAKER_IMAGE_SIZE = '1080x1080';

export const speakerSchema = yup.object({
  name: text().required('El nombre es requerido'),
  profession: text().default(''),
  description: richText(LIMITS.longText).default(''),
  /** Whether the description is shown with the speaker's activities. */
  description_activity: yup.boolean().default(false),
  image: url().nullable().default(null),
  /** The 'visible' switch of the list. */
  published: yup.boolean().default(true),
  order: yup.number().integer().min(0).max(100_000).default(0),
  index: yup.number().integer().min(0).max(100_000).default(0),
  sort: yup.number().integer().min(0).max(100_000).default(0),
  category_id: idString().nullable().default(null),
});
export type SpeakerInput = yup.InferType<typeof speakerSchema>;
export type Speaker = SpeakerInput & Partial<Timestamps> & { _id: string; event_id: string };
