// @vitest-environment jsdom
import type { MailingSendResult } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { startApiServer, type Answer, type Received } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { sessionValue } from '../../../testing/session';
import { communicationsMessages } from '../messages';
import InvitadosPage from './invitados-page';

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => session.current }));
// The roles are the event's live Firestore list; here they arrive as the hook hands them out.
vi.mock('../../checkin', () => ({ useRoleList: () => [{ _id: 'r1', name: 'Prensa' }] }));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => {
  localStorage.clear();
  session.current = sessionValue({ uid: 'org' });
});
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

/** The mailing routes; `count` is what the audience counts to, `over` replaces one route. */
async function show(
  count: number,
  over: Partial<Record<'count' | 'preview' | 'test' | 'send', (r: Received) => Answer>> = {},
) {
  const sent: MailingSendResult = { queued: count, skipped: 0, already: false, state: 'queued' };
  server = await startApiServer((request) => {
    const route = request.url.endsWith('/mailquota')
      ? 'quota'
      : request.url.endsWith('/mailings')
        ? 'send'
        : (request.url.split('/').pop() as 'count' | 'preview' | 'test');
    if (route !== 'quota' && over[route]) return over[route](request);
    if (route === 'quota') {
      return { body: { used: 1, limit: 100, resets_at: '2026-03-01T16:00:00.000Z' } };
    }
    if (route === 'count') return { body: { count } };
    if (route === 'preview') {
      const body = request.body as { subject: string; recipient: string | null };
      return {
        body: {
          to: body.recipient ?? 'ejemplo@aforo.co',
          subject: body.subject,
          html: '<p>Hola <b>Ana</b></p>',
          text: 'Hola Ana',
          recipients: [{ email: 'ana@x.co', names: 'Ana' }],
        },
      };
    }
    if (route === 'test') return { body: { to: 'org@example.com' } };
    return { body: sent };
  });
  return renderUi(
    <AdminEventProvider
      value={{ event: eventFactory({ _id: 'ev1' }), access: { ...NO_ACCESS, isEventAdmin: true } }}
    >
      <InvitadosPage />
    </AdminEventProvider>,
    { messages: communicationsMessages.es, route: '/' },
  );
}

const posts = (action: string) =>
  server?.received.filter((r) => r.method === 'POST' && r.url.endsWith(action)) ?? [];
const settled = { timeout: 3000 };

describe('InvitadosPage', () => {
  it('counts the audience and previews the mail as the server renders it', async () => {
    const { user } = await show(12);
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Bienvenida');
    expect(
      await screen.findByText('Se enviará a 12 destinatarios', undefined, settled),
    ).toBeTruthy();
    const preview = await screen.findByTestId('mail-preview', undefined, settled);
    await waitFor(() => expect(within(preview).getByText('Asunto: Bienvenida')).toBeTruthy());
    expect(within(preview).getByText('Para: ejemplo@aforo.co')).toBeTruthy();
    expect(preview.querySelector('b')?.textContent).toBe('Ana');
  });

  it('previews the mail as one of the audience when picked', async () => {
    const { user } = await show(3);
    const as = screen.getByRole('combobox', { name: 'Ver la vista previa como' });
    await screen.findByRole('option', { name: 'Ana <ana@x.co>' }, settled);
    await user.selectOptions(as, 'ana@x.co');
    expect(await screen.findByText('Para: ana@x.co', undefined, settled)).toBeTruthy();
  });

  it('typed addresses: none typed asks nothing and refuses the send with the reason', async () => {
    const { user } = await show(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destinatarios' }), 'emails');
    expect(screen.getByTestId('communication-count').textContent).toBe(
      'Seleccione al menos un destinatario',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByTestId('communication-error').textContent).toBe(
      'Seleccione al menos un destinatario',
    );
    expect(posts('/mailings')).toEqual([]);
  });

  it('a send to several is confirmed first, then queued once under one key', async () => {
    const { user } = await show(12);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destinatarios' }), 'role:r1');
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Acreditación');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Se enviará a 12 destinatarios. ¿Continuar?')).toBeTruthy();
    expect(posts('/mailings')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sí, enviar' }));
    expect((await screen.findByTestId('communication-result')).textContent).toBe(
      '12 correos en cola',
    );
    const [send] = posts('/mailings');
    expect(send?.body).toMatchObject({
      audience: { kind: 'role', rol_id: 'r1' },
      subject: 'Acreditación',
    });
    expect(typeof (send?.body as { send_id: unknown }).send_id).toBe('string');
    // Sent: the key is forgotten, so the same mail later is a new send.
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('a send to one person goes without a confirmation and says who had no e-mail', async () => {
    const { user } = await show(1, {
      send: () => ({ body: { queued: 1, skipped: 2, already: false, state: 'queued' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByTestId('communication-result')).textContent).toBe(
      '1 correo en cola 2 asistentes sin correo no lo recibirán.',
    );
    expect(screen.queryByText('Confirmar envío')).toBeNull();
  });

  it('nobody in the audience now: says so and sends nothing', async () => {
    const { user } = await show(0);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByTestId('communication-error')).textContent).toBe(
      'Seleccione al menos un destinatario',
    );
    expect(posts('/mailings')).toEqual([]);
  });

  it('a send already confirmed elsewhere, or still queuing, says so', async () => {
    const { user } = await show(1, {
      send: () => ({ body: { queued: 4, skipped: 0, already: true, state: 'queued' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByTestId('communication-result')).textContent).toBe(
      'Este envío ya estaba confirmado: 4 correos en cola',
    );
    cleanup();
    await server?.stop();
    const again = await show(1, {
      send: () => ({ body: { queued: 0, skipped: 0, already: true, state: 'queuing' } }),
    });
    await again.user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByTestId('communication-result')).textContent).toBe(
      'Este envío ya está en curso: revise Comunicaciones enviadas en unos minutos.',
    );
  });

  it('a refused confirmed send says why inside the confirmation, which stays open', async () => {
    const { user } = await show(5, {
      send: () => ({ status: 429, body: { status: 429, message: 'Cupo agotado' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, enviar' }));
    expect(await screen.findByText('No se pudo enviar: Cupo agotado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, enviar' })).toBeTruthy();
    expect(screen.queryByTestId('communication-result')).toBeNull();
  });

  it('the test mail goes to the organizer only, and says where', async () => {
    const { user } = await show(5);
    expect(screen.getByText('La prueba llega solo a su correo, org@example.com.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Prueba');
    await user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect((await screen.findByTestId('communication-test-result')).textContent).toBe(
      'Prueba enviada a org@example.com. Revise su bandeja de entrada.',
    );
    expect(posts('/test')[0]?.body).toEqual({ rsvp: false, subject: 'Prueba', message: '' });
    expect(posts('/mailings')).toEqual([]);
  });

  it('a failed test says why', async () => {
    const { user } = await show(5, {
      test: () => ({ status: 400, body: { status: 400, message: 'Su cuenta no tiene correo' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Enviar prueba' }));
    expect((await screen.findByTestId('communication-test-result')).textContent).toBe(
      'No se pudo enviar la prueba: Su cuenta no tiene correo',
    );
  });

  it('an account without e-mail is told the test cannot reach it', async () => {
    session.current = sessionValue({
      uid: 'anon',
      user: { uid: 'anon', email: null } as never,
    });
    await show(5);
    expect(screen.getByText(/su cuenta no tiene uno: ingrese con su correo/)).toBeTruthy();
  });

  it("a failed count says the server's reason", async () => {
    await show(5, {
      count: () => ({ status: 500, body: { status: 500, message: 'Consulta fallida' } }),
    });
    expect(
      await screen.findByText(
        'No se pudo contar los destinatarios: Consulta fallida',
        undefined,
        settled,
      ),
    ).toBeTruthy();
  });
});
