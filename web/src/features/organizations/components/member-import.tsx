import { attendeeFieldSchema, type AttendeeField, type Organization } from '@aforo/domain';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { ImportWizard, sendBatch, type ImportTarget } from '../../guest-import';
import { orgPath } from '../api/organization-api';
import { ownMemberFields } from './member-dialog';

/**
 * One batch of the organization import (POST /organizations/{id}/users/batch, idempotent). Here,
 * not in organization-api.ts: the public organization page reads that module, and the import's
 * code (the wizard, the spreadsheet reader, luxon) came with it into the page's first load.
 */
const sendMemberBatch = (orgId: string, rows: readonly unknown[], signal: AbortSignal) =>
  sendBatch(orgPath(orgId, '/users/batch'), rows, signal);

const fixedField = (name: string, label: string, mandatory: boolean): AttendeeField => ({
  ...attendeeFieldSchema.getDefault(),
  name,
  label,
  type: name === 'email' ? 'email' : 'text',
  mandatory,
});

/**
 * The organization variant of the import wizard (part 3 §2.10, §7 "Organization import"): the
 * sheet's columns relate to a member's name, e-mail and position and the organization's member
 * fields; rows go in batches to POST /organizations/{id}/users/batch, idempotent by e-mail.
 */
export function MemberImport({ organization }: { organization: Organization }) {
  const t = useT();
  const orgId = organization._id;
  const target = useMemo<ImportTarget>(
    () => ({
      fields: [
        fixedField('name', t('organizations.members.name'), true),
        fixedField('email', t('organizations.members.email'), true),
        fixedField('position', t('organizations.members.position'), false),
        ...ownMemberFields(organization.user_properties),
      ],
      send: (rows, signal) => sendMemberBatch(orgId, rows, signal),
      defaultBack: `/admin/organization/${encodeURIComponent(orgId)}/members`,
      // A member row has no ticket: only its properties go.
      toRow: (row) => ({ properties: row['properties'] }),
      template: { name: 'usersorganization_template', sheetName: 'Miembros' },
    }),
    [orgId, organization.user_properties, t],
  );
  return <ImportWizard target={target} />;
}
