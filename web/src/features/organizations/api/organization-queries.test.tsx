// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../../testing/api-server';
import { queryWrapper } from '../../../testing/query-wrapper';
import { useMemberWrite, useOrganizationMembers } from './organization-api';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

const member = (id: string) => ({
  _id: id,
  role: 'member',
  properties: { name: id, email: `${id}@example.com` },
});

describe('the organization members hooks, against a stand-in API on 127.0.0.1', () => {
  it('removing a member refreshes the members list by itself', async () => {
    let members = [member('ana'), member('luis')];
    server = await startApiServer((request) => {
      if (request.method === 'DELETE') {
        members = members.filter((m) => !request.url.endsWith(`/users/${m._id}`));
        return { body: { message: 'ok' } };
      }
      return { body: { data: members, total: members.length } };
    });
    const { result } = renderHook(
      () => ({ list: useOrganizationMembers('org 1', 50, ''), write: useMemberWrite('org 1') }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() =>
      expect(result.current.list).toMatchObject({ status: 'success', data: { total: 2 } }),
    );
    expect(server.received[0]?.url).toBe('/api/organizations/org%201/users?pageSize=50');
    await act(() => result.current.write.mutateAsync({ kind: 'remove', memberId: 'luis' }));
    await waitFor(() =>
      expect(result.current.list).toMatchObject({ status: 'success', data: { total: 1 } }),
    );
    expect(server.received.map((r) => r.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('a refused write leaves the list as it was and says why', async () => {
    server = await startApiServer((request) =>
      request.method === 'POST'
        ? { status: 400, body: { status: 400, message: 'Correo inválido' } }
        : { body: { data: [member('ana')], total: 1 } },
    );
    const { result } = renderHook(
      () => ({ list: useOrganizationMembers('o1', 50, ''), write: useMemberWrite('o1') }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    await expect(
      result.current.write.mutateAsync({
        kind: 'add',
        body: { properties: { name: 'x', email: 'x' }, role: 'member' },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Correo inválido' });
    expect(server.received.map((r) => r.method)).toEqual(['GET', 'POST']);
  });
});
