// @vitest-environment jsdom
import type { SentPushNotification } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { startApiServer, type Handler } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { communicationsMessages } from '../messages';
import NotificationsAppPage from './notifications-app-page';

// The roles are the event's live Firestore list; here they arrive as the hook hands them out.
vi.mock('../../checkin', () => ({
  useRoleList: () => [
    { _id: 'r-ponente', name: 'Ponentes' },
    { _id: 'r-prensa', name: 'Prensa' },
  ],
}));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

const push = (id: string, over: Partial<SentPushNotification> = {}): SentPushNotification =>
  ({
    _id: id,
    title: `Aviso ${id}`,
    message: `Texto ${id}`,
    rol_id: null,
    recipients: 10,
    created_at: '2026-03-01T15:00:00.000Z',
    ...over,
  }) as SentPushNotification;

/** GET sendpush lists `sent`; POST adds one for `recipients` attendees, or answers `refusal`. */
function api(sent: SentPushNotification[], refusal?: { status: number; body: unknown }): Handler {
  return (request) => {
    if (request.method === 'POST') {
      if (refusal) return refusal;
      const body = request.body as { title: string; message: string; rol_id: string | null };
      sent.unshift(push(`n${sent.length + 1}`, { ...body, recipients: 3 }));
      return { body: { recipients: 3 } };
    }
    return { body: { data: sent } };
  };
}

async function show(handler: Handler) {
  server = await startApiServer(handler);
  return renderUi(
    <AdminEventProvider
      value={{ event: eventFactory({ _id: 'ev 1' }), access: { ...NO_ACCESS, isEventAdmin: true } }}
    >
      <NotificationsAppPage />
    </AdminEventProvider>,
    { messages: communicationsMessages.es },
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe('NotificationsAppPage', () => {
  it('lists the sends with their audience in words: everyone, a role by name, an unknown id', async () => {
    await show(
      api([
        push('a'),
        push('b', { rol_id: 'r-prensa', recipients: 2 }),
        push('c', { rol_id: 'r-borrado', recipients: 0 }),
      ]),
    );
    const table = await screen.findByTestId('notifications-app-sent');
    expect(rowsOf(table)).toEqual([
      ['Todos los asistentes', 'Aviso a', 'Texto a', '10'],
      ['Prensa', 'Aviso b', 'Texto b', '2'],
      ['r-borrado', 'Aviso c', 'Texto c', '0'],
    ]);
    expect(server?.received[0]?.url).toBe('/api/events/ev%201/sendpush');
  });

  it('says when nothing has been sent yet', async () => {
    await show(api([]));
    expect(await screen.findByText('No se han enviado notificaciones')).toBeTruthy();
  });

  it("sends to one role's attendees, says to how many, empties the form and lists the send", async () => {
    const { user } = await show(api([]));
    await screen.findByText('No se han enviado notificaciones');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destinatarios' }), 'r-ponente');
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Cambio de sala');
    await user.type(
      screen.getByRole('textbox', { name: /^Mensaje/ }),
      'La charla pasa a la sala 2',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar notificación' }));
    expect((await screen.findByTestId('notifications-app-result')).textContent).toBe(
      'Notificación enviada a 3 asistentes',
    );
    expect(server?.received.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Cambio de sala',
      message: 'La charla pasa a la sala 2',
      rol_id: 'r-ponente',
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Título/ }).value).toBe('');
    const table = await screen.findByTestId('notifications-app-sent');
    await waitFor(() =>
      expect(rowsOf(table)).toEqual([
        ['Ponentes', 'Cambio de sala', 'La charla pasa a la sala 2', '3'],
      ]),
    );
  });

  it('sends to everyone unless a role is chosen', async () => {
    const { user } = await show(api([]));
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Hola');
    await user.type(screen.getByRole('textbox', { name: /^Mensaje/ }), 'Bienvenidos');
    await user.click(screen.getByRole('button', { name: 'Enviar notificación' }));
    await screen.findByTestId('notifications-app-result');
    expect(server?.received.find((r) => r.method === 'POST')?.body).toMatchObject({
      rol_id: null,
    });
  });

  it('asks for the title and the message before sending anything', async () => {
    const { user } = await show(api([]));
    await user.click(screen.getByRole('button', { name: 'Enviar notificación' }));
    expect(await screen.findByText('Escriba el título de la notificación')).toBeTruthy();
    expect(screen.getByText('Escriba el mensaje de la notificación')).toBeTruthy();
    expect(server?.received.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the API's reason when the send is refused, keeping what was typed", async () => {
    const { user } = await show(
      api([], { status: 429, body: { status: 429, message: 'Espere un minuto entre envíos' } }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Hola');
    await user.type(screen.getByRole('textbox', { name: /^Mensaje/ }), 'Bienvenidos');
    await user.click(screen.getByRole('button', { name: 'Enviar notificación' }));
    expect(await screen.findByText('Espere un minuto entre envíos')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Título/ }).value).toBe('Hola');
    expect(screen.queryByTestId('notifications-app-result')).toBeNull();
  });

  it('a failed list says why and reads it again on retry', async () => {
    let fail = true;
    const { user } = await show((request) =>
      fail
        ? { status: 500, body: { status: 500, message: 'Historial no disponible' } }
        : api([push('a')])(request),
    );
    expect(await screen.findByText('Historial no disponible')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('notifications-app-sent')).toBeTruthy();
  });
});
