import { DEFAULT_EVENT_TIME_ZONE, type Organization } from '@aforo/domain';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { FieldsEditor, type FieldsTarget } from '../../event-setup';
import {
  deleteMemberField,
  putOrganization,
  saveMemberField,
  useRefreshOrganization,
} from '../api/organization-api';

/**
 * Configuración miembros (part 3 §2.8, §3.10 user_properties): the organization's member fields
 * in the event's fields editor (same field kinds, add, edit, delete, reorder). Each write goes
 * through the organization's API, then the organization's cached reads are invalidated.
 */
export function MemberSettingsTab({ organization }: { organization: Organization }) {
  const t = useT();
  const reload = useRefreshOrganization(organization._id);
  const target = useMemo<FieldsTarget>(
    () => ({
      title: t('organizations.memberFields'),
      testId: 'member-settings',
      fields: organization.user_properties,
      canWrite: true,
      scope: { eventId: '', timeZone: DEFAULT_EVENT_TIME_ZONE },
      save: async (id, values) => {
        await saveMemberField(organization, id, values);
        await reload();
      },
      remove: async (id) => {
        await deleteMemberField(organization, id);
        await reload();
      },
      saveOrder: async (fields) => {
        await putOrganization(organization._id, { user_properties: fields });
        await reload();
      },
    }),
    [organization, reload, t],
  );
  return <FieldsEditor target={target} />;
}
