// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { TestProviders } from '../../../testing/providers';
import { companiesMessages } from '../messages';
import CompanyFormPage from './company-form-page';

const store = vi.hoisted(() => ({
  createCompany: vi.fn(),
  updateCompany: vi.fn(),
  loadCompany: vi.fn(),
  useCompanySettings: () => ({
    status: 'success',
    data: { config: { visualization: 'list' }, stand_types: [] },
  }),
}));
vi.mock('../api/companies-store', () => store);
vi.mock('../../../lib/firebase-context', () => ({ useFirestore: () => ({}) }));
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
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/eventadmin/:event/empresas" element={<p>Lista de empresas</p>} />
          <Route path="/eventadmin/:event/empresas/crear" element={children} />
          <Route path="/eventadmin/:event/empresas/editar/:companyId" element={children} />
        </Routes>
      </MemoryRouter>
    </TestProviders>
  );
  return render(<CompanyFormPage />, { wrapper: Providers });
}

const STORED = {
  _id: 'empresa-1',
  name: 'Café Sierra',
  description: '<p>Café</p>',
  stand_image: 'https://x.co/stand.png',
  list_image: 'https://x.co/logo.png',
  visible: true,
  index: 2,
};

describe('CompanyFormPage', { timeout: 30_000 }, () => {
  it('Crear empresa: shows the §5.1 messages and saves nothing while they stand', async () => {
    renderAt('/eventadmin/evt-empresas/empresas/crear');
    expect(screen.getByRole('heading', { level: 1, name: 'Crear empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre de la empresa es requerido')).toBeTruthy();
    expect(screen.getAllByText('la imagen es requerida')).toHaveLength(2);
    expect(store.createCompany).not.toHaveBeenCalled();
  });

  it('Editar empresa: disables both buttons while saving, enables them again when it fails', async () => {
    store.loadCompany.mockResolvedValue(STORED);
    let fail: (error: Error) => void = () => {};
    store.updateCompany.mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    renderAt('/eventadmin/evt-empresas/empresas/editar/empresa-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeTruthy();
    const name = await screen.findByDisplayValue('Café Sierra');
    fireEvent.change(name, { target: { value: 'Café Sierra Nevada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(store.updateCompany).toHaveBeenCalledTimes(1));
    expect(store.updateCompany.mock.calls[0]?.slice(1, 3)).toEqual(['evt-empresas', 'empresa-1']);
    expect(store.updateCompany.mock.calls[0]?.[3]).toMatchObject({ name: 'Café Sierra Nevada' });
    expect(screen.getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', true);
    expect(
      screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit'),
    ).toHaveProperty('disabled', true);

    fail(new Error('sin conexión'));
    expect(await screen.findByText(/Ocurrió un error actualizando la empresa/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Volver' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', false);
    // What was typed stays.
    expect(screen.getByDisplayValue('Café Sierra Nevada')).toBeTruthy();

    // A successful save goes back to the list.
    store.updateCompany.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Lista de empresas')).toBeTruthy();
  });
});
