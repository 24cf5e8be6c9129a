// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { ReorderList } from './reorder-list';
import { TestProviders } from '../../testing/providers';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(cleanup);

const Providers = TestProviders;

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

  it('keeps an unsaved order when a live list sends the same stored order again', () => {
    const list = (items: Row[]) => (
      <ReorderList
        items={items}
        itemId={(r) => r.id}
        itemLabel={(r) => r.name}
        onSave={vi.fn().mockResolvedValue(undefined)}
        label="Datos"
        testId="fields"
      />
    );
    const { rerender } = render(list(rows), { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Subir Ciudad' }));
    // A new snapshot: new objects, same order, one row renamed meanwhile.
    rerender(list(rows.map((r) => ({ ...r, name: r.id === 'b' ? 'E-mail' : r.name }))));
    expect(shownOrder()).toEqual(['Nombre', 'Ciudad', 'E-mail']);
    expect(screen.getByRole('button', { name: 'Guardar orden' })).toHaveProperty('disabled', false);
    // Another editor stored another order: it replaces the unsaved one.
    rerender(list([rows[2]!, rows[0]!, rows[1]!]));
    expect(shownOrder()).toEqual(['Ciudad', 'Nombre', 'Correo']);
    expect(screen.getByRole('button', { name: 'Guardar orden' })).toHaveProperty('disabled', true);
  });
});
