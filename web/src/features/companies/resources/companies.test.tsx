// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import { ErrorModalProvider } from '../../../components/error-modal';
import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { TestProviders } from '../../../testing/providers';
import { companiesMessages } from '../messages';
import { companiesResource } from './companies';

const STORED = {
  _id: 'empresa-1',
  name: 'Café Sierra',
  description: '<p>Café</p>',
  stand_image: 'https://x.co/stand.png',
  list_image: 'https://x.co/logo.png',
  visible: true,
  index: 2,
};

const source = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
}));
vi.mock('../api/companies-source', () => ({
  companiesSource: {
    useData: () => ({
      list: { status: 'success', data: [], retry: () => {} },
      create: source.create,
      update: source.update,
      remove: vi.fn(),
    }),
    useItem: () => ({ status: 'success', data: STORED }),
  },
  standTypeOptions: { useOptions: () => ({ status: 'success', data: [] }) },
  useStandTypeNames: () => new Map(),
}));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const event: AforoEvent = eventFactory({ _id: 'evt-empresas' });
vi.mock('../../../lib/event/admin-event-context', () => ({
  useAdminEvent: () => ({ event, access: { ...NO_ACCESS, isEventAdmin: true } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <TestProviders messages={companiesMessages.es}>
      <ErrorModalProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/eventadmin/:event/empresas/*" element={children} />
          </Routes>
        </MemoryRouter>
      </ErrorModalProvider>
    </TestProviders>
  );
  return render(<ResourceRoutes resource={companiesResource} />, { wrapper: Providers });
}

describe('the companies declaration (pages)', { timeout: 30_000 }, () => {
  it('Crear empresa: shows the §5.1 messages and saves nothing while they stand', async () => {
    renderAt('/eventadmin/evt-empresas/empresas/crear');
    expect(screen.getByRole('heading', { level: 1, name: 'Crear empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre de la empresa es requerido')).toBeTruthy();
    expect(screen.getAllByText('la imagen es requerida')).toHaveLength(2);
    expect(source.create).not.toHaveBeenCalled();
  });

  it('Editar empresa: disables both buttons while saving, enables them again when it fails', async () => {
    let fail: (error: Error) => void = () => {};
    source.update.mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    renderAt('/eventadmin/evt-empresas/empresas/editar/empresa-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeTruthy();
    const name = await screen.findByDisplayValue('Café Sierra');
    fireEvent.change(name, { target: { value: 'Café Sierra Nevada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(source.update).toHaveBeenCalledTimes(1));
    expect(source.update.mock.calls[0]?.[0]).toBe('empresa-1');
    expect(source.update.mock.calls[0]?.[1]).toMatchObject({ name: 'Café Sierra Nevada' });
    expect(screen.getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', true);
    expect(
      screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit'),
    ).toHaveProperty('disabled', true);

    fail(new Error('sin conexión'));
    expect(await screen.findByText('sin conexión')).toBeTruthy();
    expect(screen.getByTestId('form-failure').textContent).toBe('Error');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
    // What was typed stays.
    expect(screen.getByDisplayValue('Café Sierra Nevada')).toBeTruthy();

    // A successful save goes back to the list.
    source.update.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas' })).toBeTruthy();
  });
});
