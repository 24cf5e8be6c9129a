import {
  canWriteContent,
  certificateSchema,
  type Certificate,
  type CertificateInput,
} from '@aforo/domain';
import { eventContentSource, relationOptions } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';
import { CertificateAudience } from '../components/certificate-audience';
import { CertificatePreviewButton } from '../components/certificate-preview';

/**
 * certificados (spec part 1 §7.6; fields not shown in the spec): templates of the event's
 * certificates, a text with attendee placeholders over a background image, and who may download
 * one (roles, a check-in at the event, a check-in at one of some activities). Written through the
 * generic content API; the PDF is the API's generatecertificate.
 */
export const certificatesResource = defineResource<Certificate, CertificateInput>({
  name: 'certificates',
  title: 'certificates.title',
  addLabel: 'certificates.add',
  emptyText: 'certificates.empty',
  schema: certificateSchema,
  fields: [
    { name: 'name', label: 'certificates.name' },
    {
      name: 'content',
      label: 'certificates.content',
      kind: 'richText',
      help: 'certificates.contentHelp',
    },
    {
      name: 'background',
      label: 'certificates.background',
      kind: 'image',
      help: 'certificates.backgroundHelp',
      upload: {
        folder: ({ eventId }) => `events/${eventId}/images`,
        accept: ['image/png', 'image/jpeg'],
      },
    },
    {
      name: 'rol_ids',
      label: 'certificates.roles',
      kind: 'relation',
      multiple: true,
      help: 'certificates.rolesHelp',
      relation: relationOptions('roles', (r) => r.name),
    },
    { name: 'checked_in_only', label: 'certificates.checkedIn', kind: 'boolean' },
    {
      name: 'activity_ids',
      label: 'certificates.activities',
      kind: 'relation',
      multiple: true,
      help: 'certificates.activitiesHelp',
      relation: relationOptions('activities', (a) => a.name),
    },
  ],
  columns: [
    { key: 'name', header: 'certificates.name', cell: (c) => c.name },
    {
      key: 'who',
      header: 'certificates.who',
      cell: (c) => <CertificateAudience certificate={c} />,
    },
    {
      key: 'preview',
      header: 'certificates.preview',
      cell: (c) => <CertificatePreviewButton certificate={c} />,
    },
  ],
  initialValues: {
    name: '',
    content: '',
    background: null,
    rol_ids: [],
    checked_in_only: false,
    activity_ids: [],
  },
  toValues: (c) => ({
    name: c.name,
    content: c.content,
    background: c.background ?? null,
    rol_ids: c.rol_ids,
    checked_in_only: c.checked_in_only ?? false,
    activity_ids: c.activity_ids ?? [],
  }),
  searchText: (c) => c.name,
  canWrite: (access) => canWriteContent(access, 'certificates'),
  editing: 'dialog',
  source: eventContentSource('certificates', certificateSchema, 'certificates'),
});
