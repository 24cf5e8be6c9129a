import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { text } from './common.js';

/** An attendee role (tipo de asistente): attached by rol_id, used by access rules. */
export const attendeeRoleSchema = yup.object({
  name: text().required('El nombre es requerido'),
});
export type AttendeeRoleInput = yup.InferType<typeof attendeeRoleSchema>;
/** event_id comes from the path the role is created under. */
export type AttendeeRole = AttendeeRoleInput & Timestamps & { _id: string; event_id: string };
