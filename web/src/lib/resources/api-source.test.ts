// @vitest-environment jsdom
import { spaceSchema } from '@aforo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSource } from './api-source';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiSource', () => {
  it('lists through the API, writes through it, and re-reads after a write', async () => {
    let stored = [{ _id: 's1', name: 'Auditorio' }];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string };
        stored = [...stored, { _id: 's2', name: body.name }];
        return json(stored[1], 201);
      }
      return json({ data: stored });
    });
    vi.stubGlobal('fetch', fetch);
    const source = apiSource<{ _id: string; name: string }, { name: string }>(
      'spaces',
      spaceSchema,
    );
    const { result } = renderHook(() => source.useData({ eventId: 'e 1' }));
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/events/e%201/spaces?pageSize=500');
    // Unknown keys are stripped by the domain schema before they are sent.
    await act(() => result.current.create({ name: 'Sala 2', extra: 1 } as { name: string }));
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/events/e%201/spaces');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ name: 'Sala 2' });
    await waitFor(() =>
      expect(result.current.list).toMatchObject({
        status: 'success',
        data: [{ name: 'Auditorio' }, { name: 'Sala 2' }],
      }),
    );
  });

  it("refuses invalid values with the schema's field messages before calling the API", async () => {
    const fetch = vi.fn(async () => json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    const source = apiSource('spaces', spaceSchema);
    const { result } = renderHook(() => source.useData({ eventId: 'e1' }));
    await waitFor(() => expect(result.current.list.status).toBe('success'));
    await expect(result.current.update('s1', { name: '' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers the API error of a failed read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 403, message: 'Prohibido' }, 403)),
    );
    const source = apiSource('spaces', spaceSchema);
    const { result } = renderHook(() => source.useData({ eventId: 'e1' }));
    await waitFor(() =>
      expect(result.current.list).toMatchObject({
        status: 'error',
        error: { status: 403, message: 'Prohibido' },
      }),
    );
  });
});
