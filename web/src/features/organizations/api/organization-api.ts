import {
  attendeeFieldSchema,
  validateBody,
  type AttendeeField,
  type AttendeeFieldInput,
  type Organization,
  type OrganizationInput,
} from '@aforo/domain';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';
import type { StylesTarget } from '../../event-settings';
import { fieldIdOf } from '../../event-setup';
import { sendBatch } from '../../guest-import';

/** The organization API's paths (functions/src/routes/organizations.ts). */
export const orgPath = (orgId: string, rest = '') =>
  `/api/organizations/${encodeURIComponent(orgId)}${rest}`;

export const loadOrganization = (orgId: string) => apiFetch<Organization>(orgPath(orgId));

/** PUT /api/organizations/{id}: a partial edit laid over the stored organization. */
export function putOrganization(orgId: string, body: Partial<OrganizationInput>) {
  return apiFetch<Organization>(orgPath(orgId), { method: 'PUT', body: JSON.stringify(body) });
}

/**
 * The styles screen on an organization (part 3 §2.9 "It works on an organization when one is
 * given"): read and saved through the organization's API, images under its own Storage folder
 * (storage.rules organizations/{orgId}/images). The API answers only its admins.
 */
export function organizationStylesTarget(orgId: string): StylesTarget {
  return {
    name: 'organization-styles',
    title: 'organizations.appearance.title',
    description: 'organizations.appearance.intro',
    load: () => loadOrganization(orgId),
    save: (_scope, body) => putOrganization(orgId, body),
    upload: { folder: () => `organizations/${orgId}/images` },
    canWrite: () => true,
  };
}

const REPEATED_NAME = 'Hay datos con el mismo nombre';

/**
 * Creates (id null) or edits one member field. The organization's fields are one list in its
 * document, written whole with the domain schema checked first; a clashing name is refused on
 * the dialog's name field, as the event's fields API does.
 */
export async function saveMemberField(
  organization: Organization,
  id: string | null,
  values: AttendeeFieldInput,
): Promise<void> {
  const value = await validateBody(attendeeFieldSchema, values);
  const fields: readonly AttendeeField[] = organization.user_properties;
  if (fields.some((field) => field.name === value.name && fieldIdOf(field) !== id)) {
    throw new ApiRequestError(400, 'Datos no válidos', { name: REPEATED_NAME });
  }
  const next: AttendeeField[] =
    id === null
      ? [...fields, value]
      : fields.map((field) =>
          fieldIdOf(field) === id ? { ...value, ...(field._id ? { _id: field._id } : {}) } : field,
        );
  await putOrganization(organization._id, { user_properties: next });
}

export async function deleteMemberField(organization: Organization, id: string): Promise<void> {
  await putOrganization(organization._id, {
    user_properties: organization.user_properties.filter((field) => fieldIdOf(field) !== id),
  });
}

/** One batch of the organization import (POST /organizations/{id}/users/batch, idempotent). */
export const sendMemberBatch = (orgId: string, rows: readonly unknown[], signal: AbortSignal) =>
  sendBatch(orgPath(orgId, '/users/batch'), rows, signal);
