// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AforoEvent } from '@aforo/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { TestProviders } from '../../../testing/providers';
import { companiesMessages } from '../messages';
import CompaniesConfigurationPage from './companies-configuration-page';

const store = vi.hoisted(() => ({
  loadCompanySettings: vi.fn(),
  saveCompanySettings: vi.fn(),
}));
vi.mock('../api/companies-store', () => store);
vi.mock('../../../lib/firebase-context', () => ({ appFirestore: () => ({}) }));
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const event: AforoEvent = eventFactory({ _id: 'evt-empresas' });
vi.mock('../../../lib/event/admin-event-context', () => ({
  useAdminEvent: () => ({ event, access: { ...NO_ACCESS, isEventAdmin: true } }),
}));

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return (
    <TestProviders messages={companiesMessages.es}>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>
  );
}

describe('CompaniesConfigurationPage', { timeout: 30_000 }, () => {
  it('saves the visualization and the stand types; an empty name says "Ingrese un nombre válido"', async () => {
    store.loadCompanySettings.mockResolvedValue({
      config: { visualization: 'list' },
      stand_types: [{ id: 'oro', label: 'Oro', value: 'Oro', color: '#B8860B' }],
    });
    store.saveCompanySettings.mockResolvedValue(undefined);
    render(<CompaniesConfigurationPage />, { wrapper: Providers });
    expect(await screen.findByDisplayValue('Oro')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Visualización/), { target: { value: 'stand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar tipo de stand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese un nombre válido')).toBeTruthy();
    expect(store.saveCompanySettings).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Tipo de stand 2: Nombre/), {
      target: { value: 'Plata' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(store.saveCompanySettings).toHaveBeenCalledTimes(1));
    expect(store.saveCompanySettings.mock.calls[0]?.[2]).toEqual({
      config: { visualization: 'stand' },
      stand_types: [
        { id: 'oro', label: 'Oro', value: 'Oro', color: '#B8860B' },
        { id: 'tipo', label: 'Plata', value: 'Plata', color: '#2C2A29' },
      ],
    });
  });
});
