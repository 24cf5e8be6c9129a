import { Badge, HStack, Image, Text } from '@chakra-ui/react';
import { companySchema, type Company, type CompanyInput } from '@aforo/domain';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { defineResource, type ResourceField } from '../../../lib/resources/resource';
import { companiesSource, standTypeOptions, useStandTypeNames } from '../api/companies-source';
import {
  AdvisorsInput,
  GalleryInput,
  NetworksInput,
  ServicesInput,
  companyImageUpload,
} from '../components/company-form-parts';
import { companyValues, emptyCompany } from '../lib/companies';

const FIELDS: readonly ResourceField<CompanyInput>[] = [
  { name: 'name', label: 'companies.name', section: 'companies.section.main' },
  { name: 'stand_type', label: 'companies.standType', kind: 'select', options: standTypeOptions },
  { name: 'visible', label: 'companies.visible', kind: 'boolean' },
  { name: 'short_description', label: 'companies.shortDescription', kind: 'richText' },
  { name: 'description', label: 'companies.description', kind: 'richText' },
  {
    name: 'list_image',
    label: 'companies.logo',
    help: 'companies.logoHelp',
    kind: 'image',
    upload: companyImageUpload,
  },
  {
    name: 'stand_image',
    label: 'companies.standImage',
    help: 'companies.standImageHelp',
    kind: 'image',
    upload: companyImageUpload,
  },
  { name: 'email', label: 'companies.email', section: 'companies.section.contact' },
  { name: 'telefono', label: 'companies.phone' },
  { name: 'webpage', label: 'companies.webpage' },
  { name: 'linkedin', label: 'companies.linkedin' },
  { name: 'video_url', label: 'companies.video' },
  { name: 'brochure', label: 'companies.brochure' },
  { name: 'times_and_venues', label: 'companies.timesAndVenues', kind: 'richText' },
  // The repeated parts title themselves (company-form-parts).
  {
    name: 'advisor',
    label: 'companies.section.advisors',
    kind: 'custom',
    render: ({ scope, readOnly }) => <AdvisorsInput scope={scope} readOnly={readOnly} />,
  },
  {
    name: 'services',
    label: 'companies.section.services',
    kind: 'custom',
    render: ({ scope, readOnly }) => <ServicesInput scope={scope} readOnly={readOnly} />,
  },
  {
    name: 'social_networks',
    label: 'companies.section.networks',
    kind: 'custom',
    render: ({ scope, readOnly }) => <NetworksInput scope={scope} readOnly={readOnly} />,
  },
  {
    name: 'gallery',
    label: 'companies.section.gallery',
    kind: 'custom',
    render: ({ scope, readOnly }) => <GalleryInput scope={scope} readOnly={readOnly} />,
  },
];

/** A row of the list: logo, name, stand type and whether it is hidden. */
function CompanyRow({ company }: { company: Company }) {
  const t = useT();
  const { event } = useAdminEvent();
  const standTypes = useStandTypeNames(event._id);
  return (
    <HStack gap="3" wrap="wrap">
      {company.list_image ? (
        <Image src={company.list_image} alt="" boxSize="10" objectFit="contain" />
      ) : null}
      <Text fontWeight="medium" flex="1" minW="40">
        {company.name}
      </Text>
      <Badge variant="subtle">
        {(company.stand_type ? standTypes.get(company.stand_type) : undefined) ??
          t('companies.noStandType')}
      </Badge>
      {company.visible ? null : <Badge colorPalette="orange">{t('companies.hidden')}</Badge>}
    </HStack>
  );
}

/**
 * /eventadmin/{eventId}/empresas (part 3 §2.2, §4.8, §5.1): the companies in their saved order,
 * dragged (or moved with the arrows) and saved with "Guardar orden"; "Crear empresa" at
 * empresas/crear, each company at empresas/editar/{id}; the configuration one click away.
 */
export const companiesResource = defineResource<Company, CompanyInput>({
  name: 'companies',
  title: 'companies.title',
  addLabel: 'companies.create',
  schema: companySchema,
  fields: FIELDS,
  columns: [],
  initialValues: emptyCompany(),
  toValues: companyValues,
  itemName: (c) => c.name,
  canWrite: (access) => access.isEventAdmin,
  editing: 'page',
  emptyText: 'companies.empty',
  savedMessage: 'companies.saved',
  source: companiesSource,
  pages: {
    create: 'crear',
    edit: 'editar',
    editTitle: 'companies.edit',
    links: [{ label: 'companies.configuration', to: 'configuration' }],
    order: {
      label: 'companies.order',
      help: 'companies.orderHelp',
      renderItem: (company) => <CompanyRow company={company} />,
    },
    backLabel: 'companies.back',
    notFound: 'companies.notFound',
    deletedMessage: 'companies.deleted',
    failedTitle: 'companies.errorTitle',
  },
});
