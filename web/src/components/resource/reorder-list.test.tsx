// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n/es';
import { ApiRequestError } from '../../lib/api-client';
import { ReorderList } from './reorder-list';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={es}>
        {children}
      </IntlProvider>
    </ChakraProvider>
  );
}

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Nombre' },
  { id: 'b', name: 'Correo' },
  { id: 'c', name: 'Ciudad' },
];

function renderList(onSave: (ids: string[]) => Promise<void>) {
  render(
    <ReorderList
      items={rows}
      itemId={(r) => r.id}
      itemLabel={(r) => r.name}
      onSave={onSave}
      label="Datos"
      testId="fields"
    />,
    { wrapper: Providers },
  );
}

const shownOrder = () =>
  within(screen.getByTestId('fields'))
    .getAllByTestId('fields-item')
    .map((li) => li.textContent?.replace(/[⠿↑↓]/g, ''));

describe('ReorderList', () => {
  it('moves rows with their buttons and by dragging, and saves the new order', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderList(onSave);
    const save = screen.getByRole('button', { name: 'Guardar orden' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Nombre' }));
    expect(shownOrder()).toEqual(['Correo', 'Nombre', 'Ciudad']);
    // Drag Ciudad onto the first row.
    const items = screen.getAllByTestId('fields-item');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(shownOrder()).toEqual(['Ciudad', 'Correo', 'Nombre']);
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['c', 'b', 'a']));
    // Saved: the new order stays until the stored list brings it.
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(shownOrder()).toEqual(['Ciudad', 'Correo', 'Nombre']);
  });

  it('restores the previous order and says so when saving fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiRequestError(700, 'Network Error'));
    renderList(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'Subir Ciudad' }));
    expect(shownOrder()).toEqual(['Nombre', 'Ciudad', 'Correo']);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar orden' }));
    expect(
      await screen.findByText('No se pudo guardar el orden: se restauró el orden anterior.'),
    ).toBeTruthy();
    expect(screen.getByText('Network Error')).toBeTruthy();
    expect(shownOrder()).toEqual(['Nombre', 'Correo', 'Ciudad']);
  });
});
