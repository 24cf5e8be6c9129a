import { canWriteContent, partnerSchema, type Partner, type PartnerInput } from '@aforo/domain';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';

/**
 * The landing's partners and sponsors (the menu's "partners" section, Habilitar secciones →
 * Contenido): a name, a logo and the partner's site, shown in `order`. Written through the API.
 */
export const partnersResource = defineResource<Partner, PartnerInput>({
  name: 'partners',
  title: 'setup.partners.title',
  addLabel: 'setup.partners.add',
  emptyText: 'setup.partners.empty',
  schema: partnerSchema,
  fields: [
    { name: 'name', label: 'setup.partners.name' },
    {
      name: 'logo',
      label: 'setup.partners.logo',
      kind: 'image',
      help: 'setup.partners.logoHelp',
      upload: { folder: ({ eventId }) => `events/${eventId}/images` },
    },
    { name: 'link', label: 'setup.partners.link' },
    { name: 'order', label: 'setup.partners.order', kind: 'number' },
  ],
  columns: [
    { key: 'name', header: 'setup.partners.name', cell: (p) => p.name },
    { key: 'link', header: 'setup.partners.link', cell: (p) => p.link },
    { key: 'order', header: 'setup.partners.order', cell: (p) => p.order },
  ],
  initialValues: { name: '', logo: null, link: '', order: 0 },
  toValues: (p) => ({ name: p.name, logo: p.logo, link: p.link, order: p.order }),
  searchText: (p) => p.name,
  canWrite: (access) => canWriteContent(access, 'partners'),
  editing: 'dialog',
  source: eventContentSource('partners', partnerSchema, 'partners'),
});
