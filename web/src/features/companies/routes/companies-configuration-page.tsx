import type { CompanySettingsInput } from '@aforo/domain';
import { companySettingsSchema } from '@aforo/domain';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentForm } from '../../../components/resource/document-form';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { appFirestore } from '../../../lib/firebase-context';
import {
  defineDocumentForm,
  type FormScope,
  type ResourceField,
} from '../../../lib/resources/resource';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { loadCompanySettings, saveCompanySettings } from '../api/companies-store';
import { StandTypesInput } from '../components/stand-types-input';

/** /empresas/configuration (part 3 §2.2, §3.1): list or stand visualization, stand types. */
const configurationForm = defineDocumentForm<CompanySettingsInput, CompanySettingsInput>({
  name: 'companies-configuration',
  title: 'companies.config.title',
  description: 'companies.config.description',
  schema: companySettingsSchema,
  fields: [
    {
      // The select edits config.visualization; the field's name is its top-level key.
      name: 'config',
      label: 'companies.config.visualization',
      kind: 'custom',
      render: ({ scope }) => <VisualizationSelect scope={scope} />,
    },
    {
      name: 'stand_types',
      label: 'companies.config.standTypes',
      kind: 'custom',
      render: () => <StandTypesFromAccess />,
    },
  ],
  load: ({ eventId }) => loadCompanySettings(appFirestore(), eventId),
  toValues: (settings) => settings,
  save: ({ eventId }, values) => saveCompanySettings(appFirestore(), eventId, values),
  canWrite: (access) => access.isEventAdmin,
});

function StandTypesFromAccess() {
  const { access } = useAdminEvent();
  return <StandTypesInput readOnly={!access.isEventAdmin} />;
}

const visualizationField: ResourceField<Record<string, unknown>> = {
  name: 'config.visualization',
  label: 'companies.config.visualization',
  kind: 'select',
  options: [
    { value: 'list', label: 'companies.config.list' },
    { value: 'stand', label: 'companies.config.stand' },
  ],
};

function VisualizationSelect({ scope }: { scope: FormScope }) {
  const { access } = useAdminEvent();
  return (
    <ResourceFieldInput
      field={visualizationField}
      scope={scope}
      required
      readOnly={!access.isEventAdmin}
    />
  );
}

export default function CompaniesConfigurationPage() {
  const t = useT();
  const { event } = useAdminEvent();
  return (
    <Stack gap="4">
      <DocumentForm form={configurationForm} />
      <HStack>
        <Button asChild variant="outline">
          <RouterLink to={`/eventadmin/${encodeURIComponent(event._id)}/empresas`}>
            {t('companies.back')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
