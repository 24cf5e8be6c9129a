// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../testing/api-server';
import { queryWrapper } from '../testing/query-wrapper';
import { useApiRead } from './api-query';
import { createQueryClient } from './query-client';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

describe('useApiRead against a stand-in API on 127.0.0.1', { timeout: 20_000 }, () => {
  it('answers loading, then the data; reload asks again', async () => {
    let n = 0;
    server = await startApiServer(() => ({ body: { n: ++n } }));
    const { result } = renderHook(() => useApiRead<{ n: number }>(['thing'], '/api/thing'), {
      wrapper: queryWrapper(),
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: { n: 1 } }),
    );
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: { n: 2 } }));
    expect(server.received.map((r) => r.url)).toEqual(['/api/thing', '/api/thing']);
  });

  it('waits while the path is null', async () => {
    server = await startApiServer(() => ({ body: {} }));
    const { result } = renderHook(() => useApiRead(['nothing'], null), {
      wrapper: queryWrapper(),
    });
    await act(() => Promise.resolve());
    expect(result.current.status).toBe('loading');
    expect(server.received).toEqual([]);
  });

  it("with the app's client, shows a 4xx at once: asked once, the API's message", async () => {
    server = await startApiServer(() => ({
      status: 404,
      body: { status: 404, message: 'No existe' },
    }));
    const { result } = renderHook(() => useApiRead(['missing'], '/api/missing'), {
      wrapper: queryWrapper(createQueryClient()),
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'error',
        error: { status: 404, message: 'No existe' },
      }),
    );
    expect(server.received).toHaveLength(1);
  });

  it("with the app's client, tries a 5xx again and shows the answer that follows", async () => {
    let n = 0;
    server = await startApiServer(() =>
      ++n === 1 ? { status: 503, body: { status: 503, message: 'Ocupado' } } : { body: { ok: 1 } },
    );
    const { result } = renderHook(() => useApiRead(['flaky'], '/api/flaky'), {
      wrapper: queryWrapper(createQueryClient()),
    });
    await waitFor(
      () => expect(result.current).toMatchObject({ status: 'success', data: { ok: 1 } }),
      {
        timeout: 10_000,
      },
    );
    expect(server.received).toHaveLength(2);
  });

  it('keepPrevious: the answer stays while who asks changes, not when the thing asked changes', async () => {
    server = await startApiServer((request) => ({ body: { url: request.url } }));
    const { result, rerender } = renderHook(
      ({ id, who }: { id: string; who: string }) =>
        useApiRead<{ url: string }>(['event', id, who], `/api/events/${id}`, {
          keepPrevious: true,
        }),
      { wrapper: queryWrapper(), initialProps: { id: 'a', who: '' } },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ id: 'a', who: 'u1' });
    expect(result.current).toMatchObject({ status: 'success', data: { url: '/api/events/a' } });
    await waitFor(() => expect(server?.received).toHaveLength(2));
    rerender({ id: 'b', who: 'u1' });
    expect(result.current.status).toBe('loading');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: { url: '/api/events/b' } }),
    );
  });
});
