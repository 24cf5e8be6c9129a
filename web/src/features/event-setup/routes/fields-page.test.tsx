// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AforoEvent, AttendeeField } from '@aforo/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFactory, field } from '../../../../../tests/factories/index';
import { ApiRequestError } from '../../../lib/api-client';
import { NO_ACCESS } from '../../../lib/event/event-access';
import FieldsPage from './fields-page';
import { TestProviders } from '../../../testing/providers';
import { eventSetupMessages } from '../messages';

const api = vi.hoisted(() => ({
  updateEvent: vi.fn(),
  saveField: vi.fn(),
  deleteField: vi.fn(),
  loadEvent: vi.fn(),
}));
const shown = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../api/event-setup-api', () => api);
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../../components/error-modal', () => ({ useErrorModal: () => shown.error }));

const FIELDS: AttendeeField[] = [
  field({ name: 'email', label: 'Correo', type: 'email', mandatory: true }),
  field({ name: 'names', label: 'Nombres', type: 'text', mandatory: true }),
  field({ name: 'ciudad', label: 'Ciudad', type: 'text' }),
];
const event: AforoEvent = eventFactory({ _id: 'evt-campos', user_properties: FIELDS });
vi.mock('../../../lib/event/admin-event-context', () => ({
  useAdminEvent: () => ({ event, access: { ...NO_ACCESS, isEventAdmin: true } }),
}));

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <TestProviders messages={eventSetupMessages.es}>{children}</TestProviders>;
}

const order = () =>
  screen.getAllByTestId(/^field-row-/).map((row) => row.getAttribute('data-testid'));

describe('FieldsPage', { timeout: 30_000 }, () => {
  it('saves the new order with Guardar orden de Datos, and restores the stored one when it fails', async () => {
    render(<FieldsPage />, { wrapper: Providers });
    const save = screen.getByRole('button', { name: 'Guardar orden de datos' });
    expect(save).toHaveProperty('disabled', true);
    // The fixed fields have no delete button (part 2 §5).
    expect(screen.queryByRole('button', { name: 'Eliminar Correo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar Ciudad' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Subir Ciudad' }));
    expect(order()).toEqual(['field-row-email', 'field-row-ciudad', 'field-row-names']);
    api.updateEvent.mockResolvedValueOnce(undefined);
    fireEvent.click(save);
    await waitFor(() => expect(api.updateEvent).toHaveBeenCalledTimes(1));
    const body = api.updateEvent.mock.calls[0]?.[1] as { user_properties: AttendeeField[] };
    expect(body.user_properties.map((f) => [f.name, f.index])).toEqual([
      ['email', 0],
      ['ciudad', 1],
      ['names', 2],
    ]);

    // The event still says the stored order; a failed save shows it again.
    await waitFor(() => expect(order()).toEqual(FIELDS.map((f) => `field-row-${f.name}`)));
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Correo' }));
    api.updateEvent.mockRejectedValueOnce(new ApiRequestError(700, 'Network Error'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden de datos' }));
    await waitFor(() => expect(shown.error).toHaveBeenCalledTimes(1));
    expect(order()).toEqual(FIELDS.map((f) => `field-row-${f.name}`));
  });
});
