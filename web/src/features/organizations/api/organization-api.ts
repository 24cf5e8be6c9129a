import {
  attendeeFieldSchema,
  validateBody,
  type AforoEvent,
  type AttendeeFieldInput,
  type Organization,
  type OrganizationEventStats,
  type OrganizationInput,
  type OrganizationMember,
} from '@aforo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';
import type { StylesTarget } from '../../event-settings';

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

/** GET /api/organizations/{id}: the organization (its admins get the member fields too). */
export function useOrganization(orgId: string) {
  return useApiRead<Organization>(queryKeys.organizations.details(orgId), orgPath(orgId));
}

/**
 * The organization's public page: its upcoming and past events. `ready` false waits (the page
 * asks once the organization has answered: one API instance serves both, where a second
 * request in parallel started a second, cold instance and took seconds).
 */
export function useOrganizationEvents(orgId: string, ready = true) {
  return useApiRead<{ upcoming: AforoEvent[]; past: AforoEvent[] }>(
    queryKeys.organizations.events(orgId),
    ready ? orgPath(orgId, '/events') : null,
  );
}

/** Per event: registered, checked in and not, counted exactly by the API. */
export function useOrganizationStats(orgId: string) {
  return useApiRead<{ data: (OrganizationEventStats & { _id: string })[] }>(
    queryKeys.organizations.stats(orgId),
    orgPath(orgId, '/eventsstadistics'),
  );
}

export const membersPath = (orgId: string, pageSize: number, email: string) =>
  orgPath(
    orgId,
    `/users?pageSize=${pageSize}` +
      (email
        ? `&filtered=${encodeURIComponent(JSON.stringify([{ field: 'email', value: email }]))}`
        : ''),
  );

/** The first `pageSize` members, or those with `email` when one is searched, and the total. */
export function useOrganizationMembers(orgId: string, pageSize: number, email: string) {
  return useApiRead<{ data: OrganizationMember[]; total: number }>(
    [...queryKeys.organizations.members(orgId), pageSize, email],
    membersPath(orgId, pageSize, email),
  );
}

/** Reads the organization and everything under it again (after a write elsewhere). */
export function useRefreshOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.organization(orgId) }),
    [queryClient, orgId],
  );
}

/** Saves the organization's information (a partial PUT); the organization is read again. */
export function useSaveOrganization(orgId: string) {
  const refresh = useRefreshOrganization(orgId);
  return useMutation({
    mutationFn: (body: Partial<OrganizationInput>) => putOrganization(orgId, body),
    onSuccess: refresh,
  });
}

/** A member write: add (the import's one-row endpoint, idempotent by e-mail), edit or remove. */
export type MemberWrite =
  | { kind: 'add'; body: { properties: Record<string, unknown>; role: string } }
  | { kind: 'update'; memberId: string; properties: Record<string, unknown> }
  | { kind: 'remove'; memberId: string };

/** Adds, edits or removes a member; the members' list and the counts are read again. */
export function useMemberWrite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: MemberWrite) => {
      if (write.kind === 'add') {
        await apiFetch(orgPath(orgId, '/users'), {
          method: 'POST',
          body: JSON.stringify(write.body),
        });
        return;
      }
      const path = orgPath(orgId, `/users/${encodeURIComponent(write.memberId)}`);
      await apiFetch(
        path,
        write.kind === 'update'
          ? { method: 'PUT', body: JSON.stringify({ properties: write.properties }) }
          : { method: 'DELETE' },
      );
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.organizations.members(orgId) }),
  });
}

/** Every member up to `limit` (the export). */
export const fetchMembers = (orgId: string, limit: number) =>
  apiFetch<{ data: OrganizationMember[] }>(membersPath(orgId, limit, ''));
