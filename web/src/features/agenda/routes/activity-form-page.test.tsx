// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { TestProviders } from '../../../testing/providers';
import { agendaMessages } from '../messages';
import ActivityFormPage from './activity-form-page';

const writes = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), remove: vi.fn() }));
vi.mock('../../../lib/resources/event-content-source', () => ({
  eventContentSource: () => ({
    useData: () => ({ list: { status: 'success', data: [], retry: () => {} }, ...writes }),
  }),
  relationOptions: () => ({
    useOptions: () => ({
      status: 'success',
      data: [
        { value: 'a', label: { text: 'Opción A' } },
        { value: 'b', label: { text: 'Opción B' } },
      ],
    }),
  }),
}));
vi.mock('../../../lib/firebase-context', () => ({ useFirestore: () => ({}) }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const event: AforoEvent = eventFactory({ _id: 'evt-agenda' });
vi.mock('../../../lib/event/admin-event-context', () => ({
  useAdminEvent: () => ({ event, access: { ...NO_ACCESS, isEventAdmin: true } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderNew() {
  const Providers = ({ children }: { children: ReactNode }) => (
    <TestProviders messages={agendaMessages.es}>
      <MemoryRouter
        initialEntries={[
          { pathname: '/eventadmin/evt-agenda/agenda/actividad', state: { new: true } },
        ]}
      >
        <Routes>
          <Route path="/eventadmin/:event/agenda" element={<p>Programacion</p>} />
          <Route path="/eventadmin/:event/agenda/actividad" element={children} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  );
  return render(<ActivityFormPage />, { wrapper: Providers });
}

describe('ActivityFormPage', { timeout: 30_000 }, () => {
  it('shows every activity message of part 2 §5 and saves nothing while they stand', async () => {
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva actividad' })).toBeTruthy();
    for (const tab of ['Agenda', 'Seleccion de lenguaje', 'Espacio Virtual', 'Avanzado']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/Acceso/), { target: { value: 'EXCLUSIVE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      'El nombre es requerido',
      'Seleccione el dia',
      'Selecciona un Espacio',
      'Selecciona una Categoría',
      'Selecciona un tipo de actividad',
      'Seleccione un Rol para mostrar la Agenda',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(writes.create).not.toHaveBeenCalled();
  });

  it('offers the event days and 15-minute steps; an end before the start is refused', async () => {
    renderNew();
    const day = screen.getByTestId('activity-day');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.any(String), '2027-03-15', '2027-03-16']);
    const start = screen.getByTestId('activity-start');
    expect(within(start).getAllByRole('option')).toHaveLength(1 + 96);
    expect(within(start).getByRole('option', { name: '09:15' })).toBeTruthy();
    fireEvent.change(day, { target: { value: '2027-03-16' } });
    expect(await screen.findByText('Seleccione una hora de inicio valida')).toBeTruthy();
    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(screen.getByTestId('activity-end'), { target: { value: '09:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione una hora de finalizacion valida')).toBeTruthy();
    expect(writes.create).not.toHaveBeenCalled();
  });

  it("picks every role with 'todos los roles'", async () => {
    renderNew();
    fireEvent.change(screen.getByLabelText(/Acceso/), { target: { value: 'SUGGESTED' } });
    fireEvent.click(await screen.findByRole('button', { name: 'todos los roles' }));
    const roles = screen.getByTestId('access_restriction_rol_ids-options');
    for (const box of within(roles).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).checked).toBe(true);
    }
  });
});
