import { Button, Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { useT } from '../../../i18n/use-t';
import { relationOptions } from '../../../lib/resources/event-content-source';
import type { CustomFieldProps, ResourceField } from '../../../lib/resources/resource';

const rolesRelation = relationOptions('roles', (role) => role.name);
const ROLES_FIELD: ResourceField<{ access_restriction_rol_ids: string[] }> = {
  name: 'access_restriction_rol_ids',
  label: 'agenda.field.roles',
  kind: 'relation',
  multiple: true,
  relation: rolesRelation,
};

/**
 * The roles an activity is suggested to or reserved for (part 2 §4): hidden while access is OPEN
 * (the API empties them then); 'todos los roles' picks every role of the event.
 */
export function RolesInput({ scope }: CustomFieldProps) {
  const t = useT();
  const [access] = useField<string>('access_restriction_type');
  const [, , helpers] = useField<string[]>('access_restriction_rol_ids');
  const roles = rolesRelation.useOptions(scope);
  if (access.value === 'OPEN') return null;
  return (
    <Stack gap="2">
      <ResourceFieldInput field={ROLES_FIELD} scope={scope} required />
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={roles.status !== 'success'}
        onClick={() => {
          if (roles.status !== 'success') return;
          void helpers.setValue(roles.data.map((o) => o.value));
          void helpers.setTouched(true, false);
        }}
      >
        {t('agenda.field.allRoles')}
      </Button>
    </Stack>
  );
}
