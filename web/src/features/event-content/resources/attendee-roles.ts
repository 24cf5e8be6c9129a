import { attendeeRoleSchema } from '@aforo/domain';
import { createElement } from 'react';
import { RoleName } from '../components/role-name';
import { namedContentResource } from './named-content';

/** Tipo de asistentes (spec part 2 §2): button Nuevo rol; name, creation date, actions. */
export const attendeeRolesResource = namedContentResource({
  name: 'attendee-roles',
  kind: 'roles',
  schema: attendeeRoleSchema,
  title: 'attendeeRoles.title',
  addLabel: 'attendeeRoles.add',
  nameLabel: 'attendeeRoles.name',
  // Written through the API: names are unique there, and a role in use is not deleted.
  apiPath: 'rolesattendees',
  // The default role reads in the reader's language while it keeps its default name.
  nameCell: (role) => createElement(RoleName, { role }),
});
