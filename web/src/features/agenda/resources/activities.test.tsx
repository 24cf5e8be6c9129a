// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import { NO_ACCESS } from '../../../lib/event/event-access';
import type * as ApiClient from '../../../lib/api-client';
import { TestProviders } from '../../../testing/providers';
import { agendaMessages } from '../messages';
import { ErrorModalProvider } from '../../../components/error-modal';
import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { activitiesResource } from './activities';

const writes = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), remove: vi.fn() }));
const stored = vi.hoisted(() => ({
  options: [
    { value: 'a', label: { text: 'Opción A' } },
    { value: 'b', label: { text: 'Opción B' } },
  ],
}));
vi.mock('../../../lib/resources/event-content-source', () => ({
  eventContentSource: () => ({
    useData: () => ({ list: { status: 'success', data: [], retry: () => {} }, ...writes }),
    useItem: () => ({ status: 'success', data: null }),
  }),
  relationOptions: () => ({
    useOptions: () => ({ status: 'success', data: stored.options }),
  }),
}));
const api = vi.hoisted(() => ({ fetch: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiFetch: api.fetch,
}));
vi.mock('../../../lib/firebase-context', () => ({ useFirestore: () => ({}) }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const event: AforoEvent = eventFactory({ _id: 'evt-agenda' });
vi.mock('../../../lib/event/admin-event-context', () => ({
  useAdminEvent: () => ({ event, access: { ...NO_ACCESS, isEventAdmin: true } }),
}));

const SOME_OPTIONS = stored.options;
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  stored.options = SOME_OPTIONS;
});

function renderNew() {
  const Providers = ({ children }: { children: ReactNode }) => (
    <TestProviders messages={agendaMessages.es}>
      <ErrorModalProvider>
        <MemoryRouter initialEntries={['/eventadmin/evt-agenda/agenda/actividad']}>
          <Routes>
            <Route path="/eventadmin/:event/agenda/*" element={children} />
          </Routes>
        </MemoryRouter>
      </ErrorModalProvider>
    </TestProviders>
  );
  return render(<ResourceRoutes resource={activitiesResource} />, { wrapper: Providers });
}

describe('the activity declaration: its create page', { timeout: 30_000 }, () => {
  it('shows every activity message of part 2 §5 and saves nothing while they stand', async () => {
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva actividad' })).toBeTruthy();
    for (const tab of ['Agenda', 'Selección de idioma', 'Espacio virtual', 'Avanzado']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText(/Acceso/), { target: { value: 'EXCLUSIVE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const message of [
      'El nombre es requerido',
      'Seleccione el día',
      'Seleccione un espacio',
      'Seleccione al menos una categoría',
      'Seleccione un tipo de actividad',
      'Seleccione al menos un rol para mostrar la actividad',
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
    expect(await screen.findByText('Seleccione una hora de inicio válida')).toBeTruthy();
    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(screen.getByTestId('activity-end'), { target: { value: '09:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione una hora de finalización válida')).toBeTruthy();
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

  it('marks exactly the fields the schema requires', () => {
    renderNew();
    // A native `required` is aria-required in the accessibility tree.
    const required = (el: HTMLElement) => (el as HTMLInputElement | HTMLSelectElement).required;
    expect(required(screen.getByRole('textbox', { name: /^Nombre/ }))).toBe(true);
    for (const name of [/^Espacio/, /^Tipo de actividad/]) {
      const select = screen.getByRole('combobox', { name });
      expect(required(select)).toBe(true);
      expect(select.getAttribute('aria-required')).toBe('true');
    }
    expect(required(screen.getByRole('textbox', { name: /^Subtítulo/ }))).toBe(false);
    expect(screen.getByRole('group', { name: /^Categorías\s*\(obligatorio\)$/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Conferencistas' })).toBeTruthy();
  });

  it('says when the event has no spaces, types or categories yet and offers to create them', () => {
    stored.options = [];
    renderNew();
    expect(screen.getByText(/Este evento aún no tiene espacios/)).toBeTruthy();
    expect(screen.getByText(/Este evento aún no tiene tipos de actividad/)).toBeTruthy();
    expect(screen.getByText(/Este evento aún no tiene categorías/)).toBeTruthy();
    expect(screen.getByText(/Este evento aún no tiene conferencistas/)).toBeTruthy();
    for (const label of ['Crear espacio', 'Crear tipo', 'Crear categoría', 'Crear conferencista']) {
      expect(screen.getByRole('button', { name: `+ ${label}` })).toBeTruthy();
    }
  });

  it('creates a space in place through the API and selects it, without saving the activity', async () => {
    stored.options = [];
    api.fetch.mockResolvedValue({ _id: 'sala-nueva', name: 'Sala Nueva' });
    renderNew();
    fireEvent.click(screen.getByRole('button', { name: '+ Crear espacio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo espacio' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El nombre es requerido')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Sala Nueva' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const space = screen.getByTestId('space_id-select');
    await vi.waitFor(() => expect((space as HTMLSelectElement).value).toBe('sala-nueva'));
    expect(within(space).getByRole('option', { name: 'Sala Nueva' })).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledWith('/api/events/evt-agenda/spaces', {
      method: 'POST',
      body: JSON.stringify({ name: 'Sala Nueva' }),
    });
    expect(writes.create).not.toHaveBeenCalled();
  });

  it('starts published and says what turning it off means', async () => {
    renderNew();
    const published = screen.getByRole('checkbox', {
      name: 'Publicada: visible para los asistentes',
    });
    expect((published as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Los asistentes la ven en la agenda del evento.')).toBeTruthy();
    fireEvent.click(published);
    expect(await screen.findByText(/Borrador: solo el equipo del evento la ve/)).toBeTruthy();
  });
});
