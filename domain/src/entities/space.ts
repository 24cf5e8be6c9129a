import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { text } from './common.js';

export const spaceSchema = yup.object({
  name: text().required('El nombre es requerido'),
});
export type SpaceInput = yup.InferType<typeof spaceSchema>;
export type Space = SpaceInput & Timestamps & { _id: string; event_id: string };
