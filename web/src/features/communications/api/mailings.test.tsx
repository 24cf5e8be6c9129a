// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer } from '../../../testing/api-server';
import { queryWrapper } from '../../../testing/query-wrapper';
import {
  countMailing,
  forgetSendId,
  sendIdFor,
  sendMailing,
  sendTestMailing,
  useMailingCount,
  useMailingPreview,
  useMailQuota,
  type MailingForm,
} from './mailings';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await server?.stop();
  server = null;
});

const form = (over: Partial<MailingForm> = {}): MailingForm => ({
  target: 'all',
  emails: '',
  subject: 'Bienvenida',
  message: '<p>Hola</p>',
  rsvp: false,
  ...over,
});

describe('the mailing writes', () => {
  it('count, test and send post the audience the form names to the event’s mailing routes', async () => {
    server = await startApiServer((request) => ({ body: { url: request.url } }));
    await countMailing('ev 1', { kind: 'role', rol_id: 'r1' }, true);
    await sendTestMailing('ev 1', form({ rsvp: true }));
    await sendMailing('ev 1', form({ target: 'emails', emails: 'A@x.co; b@x.co\na@x.co' }), 'k1');
    expect(server.received).toEqual([
      {
        method: 'POST',
        url: '/api/events/ev%201/mailings/count',
        body: { audience: { kind: 'role', rol_id: 'r1' }, rsvp: true },
      },
      {
        method: 'POST',
        url: '/api/events/ev%201/mailings/test',
        // The test goes to the organizer: no audience is sent.
        body: { rsvp: true, subject: 'Bienvenida', message: '<p>Hola</p>' },
      },
      {
        method: 'POST',
        url: '/api/events/ev%201/mailings',
        body: {
          audience: { kind: 'emails', emails: ['a@x.co', 'b@x.co'] },
          rsvp: false,
          subject: 'Bienvenida',
          message: '<p>Hola</p>',
          send_id: 'k1',
        },
      },
    ]);
  });

  it("a refused send rejects with the API's message", async () => {
    server = await startApiServer(() => ({
      status: 429,
      body: { status: 429, message: 'Cupo de correos agotado' },
    }));
    await expect(sendMailing('e1', form(), 'k1')).rejects.toMatchObject({
      status: 429,
      message: 'Cupo de correos agotado',
    });
  });
});

describe('sendIdFor / forgetSendId', () => {
  it('the same mail confirmed twice shares one key, so it goes out once', async () => {
    const first = await sendIdFor('e1', form());
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await sendIdFor('e1', form())).toBe(first);
  });

  it('another subject, audience or event is another send', async () => {
    const first = await sendIdFor('e1', form());
    expect(await sendIdFor('e1', form({ subject: 'Otra' }))).not.toBe(first);
    expect(await sendIdFor('e1', form({ target: 'checkedIn' }))).not.toBe(first);
    expect(await sendIdFor('e2', form())).not.toBe(first);
  });

  it('after the send, the same mail confirmed again is a new send', async () => {
    const first = await sendIdFor('e1', form());
    await forgetSendId('e1', form());
    expect(await sendIdFor('e1', form())).not.toBe(first);
  });

  it('a tampered stored key is not reused', async () => {
    const first = await sendIdFor('e1', form());
    const key = Object.keys(localStorage).find((k) => localStorage.getItem(k) === first) ?? '';
    expect(key.startsWith('aforo.mailing.e1.')).toBe(true);
    localStorage.setItem(key, 'short');
    const next = await sendIdFor('e1', form());
    expect(next).not.toBe('short');
    expect(localStorage.getItem(key)).toBe(next);
  });

  it('typed addresses are the same mail however they were typed', async () => {
    const first = await sendIdFor('e1', form({ target: 'emails', emails: 'a@x.co, B@x.co' }));
    expect(await sendIdFor('e1', form({ target: 'emails', emails: ' A@x.co;b@x.co ' }))).toBe(
      first,
    );
  });
});

describe('useMailingCount / useMailingPreview', () => {
  it('asks nothing while typed addresses are empty', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() =>
        useMailingCount('e1', { kind: 'emails', emails: [] }, false),
      );
      expect(result.current).toEqual({ status: 'idle' });
      // No request is waiting for the pause to run out.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts once the audience settles, and the newest audience wins', async () => {
    server = await startApiServer((request) => ({
      body: { count: (request.body as { audience: { kind: string } }).audience.kind.length },
    }));
    const { result, rerender } = renderHook(
      ({ kind }: { kind: 'all' | 'checkedIn' }) => useMailingCount('e1', { kind }, false),
      { initialProps: { kind: 'all' } },
    );
    expect(result.current.status).toBe('loading');
    rerender({ kind: 'checkedIn' });
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'success', data: { count: 'checkedIn'.length } }),
    );
    // The first audience changed before its pause ran out: only the second was asked.
    expect(server.received.map((r) => r.body)).toEqual([
      { audience: { kind: 'checkedIn' }, rsvp: false },
    ]);
  });

  it('shows the API’s refusal of a preview', async () => {
    server = await startApiServer(() => ({
      status: 400,
      body: { status: 400, message: 'El asunto es requerido' },
    }));
    const { result } = renderHook(() => useMailingPreview('e1', form({ subject: '' }), 'a@x.co'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: { message: 'El asunto es requerido' } });
    expect(server.received[0]).toMatchObject({
      url: '/api/events/e1/mailings/preview',
      body: { audience: { kind: 'all' }, subject: '', recipient: 'a@x.co' },
    });
  });
});

describe('useMailQuota', () => {
  it("reads the event's mails this hour", async () => {
    server = await startApiServer(() => ({ body: { sent: 3, limit: 100 } }));
    const { result } = renderHook(() => useMailQuota('ev 1'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ data: { sent: 3, limit: 100 } });
    expect(server.received[0]?.url).toBe('/api/events/ev%201/mailquota');
  });
});
