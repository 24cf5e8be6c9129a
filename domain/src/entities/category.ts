import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { hexColor, text } from './common.js';

/** Activity category: a name and a tag colour (part 2 §3). */
export const categorySchema = yup.object({
  name: text().required('El nombre es requerido'),
  color: hexColor('#000000'),
});
export type CategoryInput = yup.InferType<typeof categorySchema>;
export type Category = CategoryInput & Partial<Timestamps> & { _id: string; event_id: string };

/** Activity type: a name only (same form as a category, without colour). */
export const activityTypeSchema = categorySchema.pick(['name']);
export type ActivityTypeInput = yup.InferType<typeof activityTypeSchema>;
export type ActivityType = ActivityTypeInput &
  Partial<Timestamps> & { _id: string; event_id: string };
