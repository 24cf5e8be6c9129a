import { useMemo } from 'react';
import { DocumentFormView } from '../../../components/resource/document-form';
import { stylesForm } from '../../event-settings';
import { organizationStylesTarget } from '../api/organization-api';

/** No event here: the organization's form reads and writes by its own id (its target). */
const NO_EVENT = { eventId: '' };

/**
 * Apariencia (part 3 §2.8, §2.9): the event's styles screen working on the organization, saved
 * through PUT /api/organizations/{id} {styles}; the organization's public page paints with them.
 */
export function AppearanceTab({ orgId }: { orgId: string }) {
  const form = useMemo(() => stylesForm(null, organizationStylesTarget(orgId)), [orgId]);
  return <DocumentFormView form={form} scope={NO_EVENT} canWrite />;
}
