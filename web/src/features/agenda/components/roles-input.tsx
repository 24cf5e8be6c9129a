import { Button, Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useT } from '../../../i18n/use-t';
import { relationOptions } from '../../../lib/resources/event-content-source';
import type { CustomFieldProps } from '../../../lib/resources/resource';
import { CreatableChecklist } from './creatable-relation-input';

const rolesRelation = relationOptions('roles', (role) => role.name);

/**
 * The roles an activity is suggested to or reserved for (part 2 §4): hidden while access is OPEN
 * (the API empties them then); 'todos los roles' picks every role of the event. An event without
 * roles yet gets one created in place.
 */
export function RolesInput(props: CustomFieldProps) {
  const t = useT();
  const [access] = useField<string>('access_restriction_type');
  const [, , helpers] = useField<string[]>('access_restriction_rol_ids');
  const roles = rolesRelation.useOptions(props.scope);
  if (access.value === 'OPEN') return null;
  return (
    <Stack gap="2">
      <CreatableChecklist {...props} required kind="roles" />
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={roles.status !== 'success' || roles.data.length === 0}
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
