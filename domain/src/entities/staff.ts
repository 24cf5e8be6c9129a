import * as yup from 'yup';
import type { StaffPermission, StaffRole } from '../roles.js';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../roles.js';
import type { Timestamps } from './common.js';
import { MESSAGES, email, hasUniqueValues, text } from './common.js';

/**
 * A staff member of an event (events/{eventId}/staff/{userId}): the rules and the API read the
 * same document. The document id is the user id; the event comes from the path.
 */
export const staffMemberSchema = yup.object({
  email: email().required('El email es requerido'),
  name: text().default(''),
  role: yup
    .mixed<StaffRole>()
    .oneOf([...STAFF_ROLES], MESSAGES.roleRequired)
    .required(MESSAGES.roleRequired),
  permission_ids: yup
    .array(
      yup
        .mixed<StaffPermission>()
        .oneOf([...STAFF_PERMISSIONS], MESSAGES.permissionInvalid)
        .required(),
    )
    .max(STAFF_PERMISSIONS.length)
    .default([])
    .test(
      'unique-permissions',
      MESSAGES.repeatedPermissions,
      (ids) => ids == null || hasUniqueValues(ids),
    ),
});
export type StaffMemberInput = yup.InferType<typeof staffMemberSchema>;
export type StaffMember = StaffMemberInput &
  Partial<Timestamps> & { _id: string; event_id: string };
