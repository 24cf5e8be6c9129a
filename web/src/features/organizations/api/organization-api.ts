import {
  attendeeFieldSchema,
  validateBody,
  type AttendeeFieldInput,
  type Organization,
  type OrganizationInput,
} from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import type { StylesTarget } from '../../event-settings';
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
    mailBanners: () => ({
      folder: `organizations/${orgId}/images`,
      query: `organization_id=${encodeURIComponent(orgId)}`,
    }),
    canWrite: () => true,
  };
}

/**
 * Creates (id null) or edits one member field through the API, which checks it with the domain
 * schema and rewrites the organization's list in one transaction (a clashing name comes back as
 * a 400 on the dialog's name field). The list is never sent whole from here: an admin editing at
 * the same time as another keeps both changes.
 */
export async function saveMemberField(
  organization: Organization,
  id: string | null,
  values: AttendeeFieldInput,
): Promise<void> {
  const value = await validateBody(attendeeFieldSchema, values);
  const path = id === null ? '/userproperties' : `/userproperties/${encodeURIComponent(id)}`;
  await apiFetch(orgPath(organization._id, path), {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify(value),
  });
}

export async function deleteMemberField(organization: Organization, id: string): Promise<void> {
  await apiFetch(orgPath(organization._id, `/userproperties/${encodeURIComponent(id)}`), {
    method: 'DELETE',
  });
}

/** One batch of the organization import (POST /organizations/{id}/users/batch, idempotent). */
export const sendMemberBatch = (orgId: string, rows: readonly unknown[], signal: AbortSignal) =>
  sendBatch(orgPath(orgId, '/users/batch'), rows, signal);
