import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { StaffPermission } from '@aforo/domain';
import { useField } from 'formik';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import type { CustomFieldProps } from '../../../lib/resources/resource';
import { grantableByAccess } from '../lib/grantable';

export const permissionLabel = (p: StaffPermission) => `setup.staff.perm.${p}` as MessageKey;

/**
 * The staff member's permission ids, one checkbox each, offering only what the caller may grant.
 * Its own input rather than the engine's multiSelect: that one sits in a Chakra Field, which gives
 * every checkbox of the group the same input id, so a click on any label toggles the first.
 */
export function PermissionsInput({ name, label }: CustomFieldProps) {
  const t = useT();
  const { access } = useAdminEvent();
  const [field, meta, helpers] = useField<StaffPermission[]>(name);
  const offered = grantableByAccess(access).permissions;
  const selected = new Set(field.value);
  const toggle = (permission: StaffPermission, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(permission);
    else next.delete(permission);
    // Kept in the catalogue's order; ones the caller cannot grant but the member has stay.
    void helpers.setValue([...next]);
    void helpers.setTouched(true, false);
  };
  return (
    <Stack as="fieldset" gap="1" data-testid={`${name}-options`}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {label}
      </Text>
      {offered.map((permission) => (
        <Checkbox.Root
          key={permission}
          checked={selected.has(permission)}
          onCheckedChange={(e) => toggle(permission, e.checked === true)}
        >
          <Checkbox.HiddenInput name={name} value={permission} />
          <Checkbox.Control />
          <Checkbox.Label>{t(permissionLabel(permission))}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <Text fontSize="xs" color="fg.muted">
        {t('setup.staff.permissionsHelp')}
      </Text>
      {meta.touched && typeof meta.error === 'string' ? (
        <Text fontSize="sm" color="fg.error">
          {meta.error}
        </Text>
      ) : null}
    </Stack>
  );
}
