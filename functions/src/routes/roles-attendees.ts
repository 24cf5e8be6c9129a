import { attendeeRoleSchema } from '@aforo/domain';
import { collectionStore, type ResourceDeclaration } from '../lib/resource-router';

/**
 * Attendee roles (tipos de asistente, spec part 2 §3): created with name and event_id, edited by
 * name, deleted by id and event. Public like the rules say; event admins write them.
 */
export const rolesAttendeesResource: ResourceDeclaration = {
  paths: ['rolesattendees'],
  label: 'Rol',
  schema: attendeeRoleSchema,
  store: collectionStore('roles'),
  writePermission: null,
  visibility: { kind: 'public' },
};
