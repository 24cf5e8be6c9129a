// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS, type EventAccess } from '../../../lib/event/event-access';
import { startApiServer } from '../../../testing/api-server';
import { renderUi, withFormik } from '../../../testing/render';
import { agendaMessages } from '../messages';
import { CreatableChecklist, CreatableSelect } from './creatable-relation-input';

// The event's spaces and roles are live Firestore lists; here they are what the test says.
const live = vi.hoisted(() => ({
  options: {} as Record<string, { status: string; data?: { value: string; label: unknown }[] }>,
}));
vi.mock('../../../lib/resources/event-content-source', () => ({
  relationOptions: (kind: string) => ({ useOptions: () => live.options[kind] }),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => {
  live.options = {
    spaces: { status: 'success', data: [] },
    roles: { status: 'success', data: [{ value: 'r1', label: { text: 'Prensa' } }] },
  };
});
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

const scope = { eventId: 'ev1', timeZone: 'America/Bogota' };
const admin: EventAccess = { ...NO_ACCESS, isEventAdmin: true };

function show<V extends Record<string, unknown>>(values: V, input: ReactElement, access = admin) {
  const form = withFormik(
    values,
    <AdminEventProvider value={{ event: eventFactory({ _id: 'ev1' }), access }}>
      {input}
    </AdminEventProvider>,
  );
  return { ...renderUi(form.ui, { messages: agendaMessages.es }), latest: form.latest };
}

const spaceSelect = (required = true) => (
  <CreatableSelect
    name="space_id"
    label="Espacio"
    required={required}
    scope={scope}
    kind="spaces"
    autoFocus={false}
    readOnly={false}
  />
);

describe('CreatableSelect', () => {
  it('says the event has no spaces yet and how to make the first', () => {
    show({ space_id: '' }, spaceSelect());
    expect(screen.getByRole('option', { name: 'Aún no hay ninguno' })).toBeTruthy();
    expect(
      screen.getByText('Este evento aún no tiene espacios: cree el primero con «Crear espacio».'),
    ).toBeTruthy();
  });

  it('creates a space in place through the API and selects it', async () => {
    server = await startApiServer(() => ({ body: { _id: 'sp-9', name: 'Auditorio' } }));
    const { user, latest } = show({ space_id: '' }, spaceSelect());
    await user.click(screen.getByRole('button', { name: '+ Crear espacio' }));
    const dialog = await screen.findByTestId('create-spaces-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Auditorio');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(latest().space_id).toBe('sp-9'));
    expect(server.received).toEqual([
      { method: 'POST', url: '/api/events/ev1/spaces', body: { name: 'Auditorio' } },
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Auditorio' }).selected).toBe(
      true,
    );
  });

  it('keeps a stored value the live list no longer has, rather than losing it', () => {
    live.options['spaces'] = {
      status: 'success',
      data: [{ value: 'sp-1', label: { text: 'Sala 1' } }],
    };
    show({ space_id: 'sp-borrado' }, spaceSelect());
    expect(screen.getByTestId<HTMLSelectElement>('space_id-select').value).toBe('sp-borrado');
  });

  it('says it loads while the live list has not arrived, and no empty notice', () => {
    live.options['spaces'] = { status: 'loading' };
    show({ space_id: '' }, spaceSelect());
    const select = screen.getByTestId('space_id-select');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cargando…']);
    expect(screen.queryByText(/cree el primero/)).toBeNull();
  });

  it('offers no creation to who may not write spaces', () => {
    show({ space_id: '' }, spaceSelect(), NO_ACCESS);
    expect(screen.queryByRole('button', { name: '+ Crear espacio' })).toBeNull();
  });
});

describe('CreatableChecklist', () => {
  const roles = (
    <CreatableChecklist
      name="roles"
      label="Roles"
      required
      scope={scope}
      kind="roles"
      autoFocus={false}
      readOnly={false}
    />
  );

  it('ticks and unticks the roles, and a required group says so in its name', async () => {
    const { user, latest } = show({ roles: [] as string[] }, roles);
    expect(screen.getByRole('group', { name: /Roles.*\(obligatorio\)/ })).toBeTruthy();
    await user.click(screen.getByText('Prensa'));
    await waitFor(() => expect(latest().roles).toEqual(['r1']));
    await user.click(screen.getByText('Prensa'));
    await waitFor(() => expect(latest().roles).toEqual([]));
  });

  it('a role created in place is ticked at once', async () => {
    server = await startApiServer(() => ({ body: { _id: 'r2', name: 'Ponentes' } }));
    const { user, latest } = show({ roles: ['r1'] }, roles);
    await user.click(screen.getByRole('button', { name: '+ Crear rol' }));
    const dialog = await screen.findByTestId('create-roles-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Ponentes');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(latest().roles).toEqual(['r1', 'r2']));
    expect(await screen.findByText('Ponentes')).toBeTruthy();
  });
});
