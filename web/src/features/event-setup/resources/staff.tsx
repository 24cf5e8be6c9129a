import {
  staffMemberSchema,
  type StaffMember,
  type StaffMemberInput,
  type StaffPermission,
  type StaffRole,
} from '@aforo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { apiFetch } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { queryKeys } from '../../../lib/query-keys';
import {
  defineResource,
  type OptionsSource,
  type ResourceData,
  type ResourceSource,
} from '../../../lib/resources/resource';
import { PermissionsInput, permissionLabel } from '../components/permissions-input';
import { grantableByAccess } from '../lib/grantable';

const roleLabel = (role: StaffRole) => `setup.staff.role.${role}` as MessageKey;

/** Only what the caller may grant (domain staffGrantError, which the API enforces). */
const roleOptions: OptionsSource = {
  useOptions() {
    const { access } = useAdminEvent();
    const { roles } = grantableByAccess(access);
    return { status: 'success', data: roles.map((r) => ({ value: r, label: roleLabel(r) })) };
  },
};

/**
 * The staff lives in events/{id}/staff, which only staff managers list; the API
 * (/api/contributors/events/{id}) adds by e-mail (making the account and mailing it), edits and
 * removes, refusing what the caller may not grant. Read and written through it; a write
 * invalidates the cached list, which is read again.
 */
interface StaffWrite {
  path: string;
  method: 'POST' | 'PUT' | 'DELETE';
  values?: StaffMemberInput;
}

const staffSource: ResourceSource<StaffMember, StaffMemberInput> = {
  useData({ eventId }): ResourceData<StaffMember, StaffMemberInput> {
    const base = `/api/contributors/events/${encodeURIComponent(eventId)}`;
    const query = useApiRead<{ data: StaffMember[] }>(queryKeys.staff(eventId), base);
    const { reload } = query;
    const list = useMemo<ResourceData<StaffMember, StaffMemberInput>['list']>(() => {
      if (query.status === 'success') {
        return { status: 'success', data: query.data.data, retry: reload };
      }
      if (query.status === 'error') return { status: 'error', error: query.error, retry: reload };
      return { status: 'loading', retry: reload };
    }, [query, reload]);
    const queryClient = useQueryClient();
    const write = useMutation({
      mutationFn: ({ path, method, values }: StaffWrite) =>
        apiFetch(path, { method, ...(values ? { body: JSON.stringify(values) } : {}) }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff(eventId) }),
    });
    const send = async (path: string, method: StaffWrite['method'], values?: StaffMemberInput) =>
      void (await write.mutateAsync({ path, method, ...(values ? { values } : {}) }));
    return {
      list,
      create: (values) => send(base, 'POST', values),
      update: (id, values) => send(`${base}/${encodeURIComponent(id)}`, 'PUT', values),
      remove: (id) => send(`${base}/${encodeURIComponent(id)}`, 'DELETE'),
    };
  },
};

function RoleName({ role }: { role: StaffRole }) {
  const t = useT();
  return <>{t(roleLabel(role))}</>;
}

function Permissions({ ids }: { ids: readonly StaffPermission[] }) {
  const t = useT();
  return <>{ids.map((p) => t(permissionLabel(p))).join(', ')}</>;
}

/** staff: the event's contributors (spec part 1 §6, §7.6), for event admins and admin-staff. */
export const staffResource = defineResource<StaffMember, StaffMemberInput>({
  name: 'staff',
  title: 'setup.staff.title',
  addLabel: 'setup.staff.add',
  emptyText: 'setup.staff.empty',
  schema: staffMemberSchema,
  fields: [
    { name: 'email', label: 'setup.staff.email', help: 'setup.staff.emailHelp' },
    { name: 'name', label: 'setup.staff.name' },
    { name: 'role', label: 'setup.staff.role', kind: 'select', options: roleOptions },
    {
      name: 'permission_ids',
      label: 'setup.staff.permissions',
      kind: 'custom',
      render: PermissionsInput,
    },
  ],
  columns: [
    { key: 'name', header: 'setup.staff.name', cell: (s) => s.name },
    { key: 'email', header: 'setup.staff.email', cell: (s) => s.email },
    { key: 'role', header: 'setup.staff.role', cell: (s) => <RoleName role={s.role} /> },
    {
      key: 'permissions',
      header: 'setup.staff.permissions',
      cell: (s) => <Permissions ids={s.permission_ids} />,
    },
  ],
  initialValues: { email: '', name: '', role: 'staff', permission_ids: [] },
  toValues: (s) => ({
    email: s.email,
    name: s.name,
    role: s.role,
    permission_ids: s.permission_ids,
  }),
  searchText: (s) => `${s.name} ${s.email}`,
  // The section's gate: the API lets event admins and admin_staff holders manage the staff.
  canWrite: (access) => access.isAdminStaff,
  editing: 'dialog',
  source: staffSource,
});
