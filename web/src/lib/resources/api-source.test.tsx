// @vitest-environment jsdom
import { spaceSchema } from '@aforo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../testing/api-server';
import { queryWrapper } from '../../testing/query-wrapper';
import { apiOptions, apiSource } from './api-source';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

describe('apiSource, against a stand-in API on 127.0.0.1', () => {
  it('lists through the API, writes through it, and the write refreshes the list and its options', async () => {
    let stored = [{ _id: 's1', name: 'Auditorio' }];
    server = await startApiServer((request) => {
      if (request.method === 'POST') {
        const body = request.body as { name: string };
        stored = [...stored, { _id: 's2', name: body.name }];
        return { status: 201, body: stored[1] };
      }
      return { body: { data: stored } };
    });
    const source = apiSource<{ _id: string; name: string }, { name: string }>(
      'spaces',
      spaceSchema,
    );
    const options = apiOptions<{ _id: string; name: string }>('spaces', (s) => s.name);
    const { result } = renderHook(
      () => ({
        data: source.useData({ eventId: 'e 1' }),
        options: options.useOptions({ eventId: 'e 1' }),
      }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.data.list.status).toBe('success'));
    // The list and the relation's options share one read.
    expect(server.received.map((r) => r.url)).toEqual(['/api/events/e%201/spaces?pageSize=500']);
    // Unknown keys are stripped by the domain schema before they are sent.
    await act(() => result.current.data.create({ name: 'Sala 2', extra: 1 } as { name: string }));
    expect(server.received[1]).toMatchObject({
      method: 'POST',
      url: '/api/events/e%201/spaces',
      body: { name: 'Sala 2' },
    });
    await waitFor(() =>
      expect(result.current.data.list).toMatchObject({
        status: 'success',
        data: [{ name: 'Auditorio' }, { name: 'Sala 2' }],
      }),
    );
    expect(result.current.options).toMatchObject({ status: 'success' });
    expect(result.current.options.status === 'success' && result.current.options.data).toHaveLength(
      2,
    );
  });

  it("refuses invalid values with the schema's field messages before calling the API", async () => {
    server = await startApiServer(() => ({ body: { data: [] } }));
    const source = apiSource('spaces', spaceSchema);
    const { result } = renderHook(() => source.useData({ eventId: 'e1' }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    await expect(result.current.update('s1', { name: '' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(server.received).toHaveLength(1);
  });

  it('answers the API error of a failed read', async () => {
    server = await startApiServer(() => ({
      status: 403,
      body: { status: 403, message: 'Prohibido' },
    }));
    const source = apiSource('spaces', spaceSchema);
    const { result } = renderHook(() => source.useData({ eventId: 'e1' }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() =>
      expect(result.current.list).toMatchObject({
        status: 'error',
        error: { status: 403, message: 'Prohibido' },
      }),
    );
  });
});
