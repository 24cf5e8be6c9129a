// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServer, type Handler } from '../../../testing/api-server';
import { TestProviders } from '../../../testing/providers';
import { agendaMessages } from '../messages';
import { VirtualSpaceTab } from './virtual-space-tab';

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

const NO_ROOM = { has_videoconference: false, platform: null, meeting_id: null, tabs: {} };

/** The stand-in API: the Zoom hosts, and the activity's room as the writes leave it. */
async function serve(
  hosts: { _id: string; name: string }[],
  onWrite: Handler = () => ({ body: {} }),
) {
  let room: object = NO_ROOM;
  server = await startApiServer(async (request) => {
    if (request.url === '/api/events/zoomhost') return { body: { data: hosts } };
    if (request.method === 'GET') return { body: room };
    const answer = await onWrite(request);
    room = {
      has_videoconference: true,
      platform: 'zoom',
      meeting_id: '123',
      tabs: {},
      habilitar_ingreso: 'created_meeting_room',
    };
    return answer;
  });
}

function renderTab() {
  render(
    <TestProviders messages={agendaMessages.es}>
      <VirtualSpaceTab
        eventId="evt-1"
        activityId="act-1"
        datetimeStart="2027-03-15 09:00"
        datetimeEnd="2027-03-15 10:00"
        pendingDateChanges={false}
      />
    </TestProviders>,
  );
}

// A loaded machine renders slowly: the waits are generous (they end as soon as the screen is there).
const slow = { timeout: 10_000 };

const createButton = () =>
  screen.findByRole('button', { name: 'Crear sala de Zoom' }, slow) as Promise<HTMLButtonElement>;

describe('VirtualSpaceTab', { timeout: 30_000 }, () => {
  it('says the platform has no Zoom hosts instead of offering a room it cannot create', async () => {
    await serve([]);
    renderTab();
    expect((await screen.findByTestId('virtual-no-hosts', {}, slow)).textContent).toContain(
      'La plataforma no tiene hosts de Zoom configurados',
    );
    expect((await createButton()).disabled).toBe(true);
  });

  it('offers the room when there are hosts', async () => {
    await serve([{ _id: 'h1', name: 'Host 1' }]);
    renderTab();
    await screen.findByText('Esta actividad aún no tiene videoconferencia.', {}, slow);
    expect(screen.queryByTestId('virtual-no-hosts')).toBeNull();
    await waitFor(async () => expect((await createButton()).disabled).toBe(false), slow);
  });

  it('creates the room and shows it without a reload: the configuration is read again', async () => {
    await serve([{ _id: 'h1', name: 'Host 1' }], () => ({ body: { message: 'Sala creada' } }));
    renderTab();
    await screen.findByText('Esta actividad aún no tiene videoconferencia.', {}, slow);
    const create = await createButton();
    await waitFor(() => expect(create.disabled).toBe(false), slow);
    fireEvent.click(create);
    await screen.findByRole('button', { name: 'Eliminar sala de Zoom' }, slow);
    const calls = server?.received.map((r) => `${r.method} ${r.url}`) ?? [];
    expect(calls).toContain('POST /api/events/evt-1/createmeeting/act-1');
    expect(
      calls.filter((c) => c === 'GET /api/events/evt-1/activities/act-1/videoconference'),
    ).toHaveLength(2);
  });
});
