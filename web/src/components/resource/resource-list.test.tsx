// @vitest-environment jsdom
import type { AforoEvent } from '@aforo/domain';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { es } from '../../i18n/es';
import { ApiRequestError } from '../../lib/api-client';
import { AdminEventProvider } from '../../lib/event/admin-event-context';
import { NO_ACCESS, type EventAccess } from '../../lib/event/event-access';
import { notify } from '../../lib/notify';
import { defineResource, type ResourceData } from '../../lib/resources/resource';
import { ErrorModalProvider } from '../error-modal';
import { ResourceList } from './resource-list';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(notify).mockReset();
});

const ADMIN: EventAccess = { ...NO_ACCESS, isEventAdmin: true };
const event = { _id: 'e1', name: 'Feria' } as AforoEvent;

function Providers({ access, children }: { access: EventAccess; children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={es}>
        <ErrorModalProvider>
          <AdminEventProvider value={{ event, access }}>{children}</AdminEventProvider>
        </ErrorModalProvider>
      </IntlProvider>
    </ChakraProvider>
  );
}

interface Item {
  _id: string;
  name: string;
}
const schema = yup.object({ name: yup.string().required('El nombre es requerido') });

type Writes = Omit<ResourceData<Item, { name: string }>, 'list'>;

/** A source kept in React state, as a live list would be; `writes` may override a mutation. */
function memorySource(initial: Item[], writes: Partial<Writes> = {}) {
  return {
    useData(): ResourceData<Item, { name: string }> {
      const [items, setItems] = useState(initial);
      return {
        list: { status: 'success', data: items, retry: () => {} },
        create:
          writes.create ??
          (async ({ name }) => setItems((all) => [{ _id: `n${all.length}`, name }, ...all])),
        update:
          writes.update ??
          (async (id, { name }) =>
            setItems((all) => all.map((i) => (i._id === id ? { ...i, name } : i)))),
        remove: writes.remove ?? (async (id) => setItems((all) => all.filter((i) => i._id !== id))),
      };
    },
  };
}

function renderList(
  items: Item[],
  {
    writes,
    editing = 'inline',
    access = ADMIN,
    editExtra,
    itemName,
  }: {
    writes?: Partial<Writes>;
    editing?: 'inline' | 'dialog';
    access?: EventAccess;
    editExtra?: (item: Item) => ReactNode;
    itemName?: (item: Item) => string;
  } = {},
) {
  const resource = defineResource<Item, { name: string }>({
    name: 'things',
    title: 'spaces.title',
    addLabel: 'spaces.add',
    schema,
    fields: [{ name: 'name', label: 'spaces.name' }],
    columns: [{ key: 'name', header: 'spaces.name', field: 'name', cell: (i) => i.name }],
    initialValues: { name: '' },
    toValues: (i) => ({ name: i.name }),
    searchText: (i) => i.name,
    canWrite: (a) => a.isEventAdmin,
    editing,
    pageSize: 3,
    source: memorySource(items, writes),
    editExtra,
    ...(itemName ? { itemName } : {}),
  });
  render(
    <Providers access={access}>
      <ResourceList resource={resource} />
    </Providers>,
  );
}

const rowNames = () =>
  within(screen.getByTestId('things-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

const names = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ _id: `i${i}`, name: `Sala ${i + 1}` }));

// Chakra's table, dialog and form in jsdom: seconds per test on a busy machine.
describe('ResourceList', { timeout: 15_000 }, () => {
  it('says the list is empty', () => {
    renderList([]);
    expect(screen.getByTestId('things-table-empty').textContent).toBe('No hay datos');
  });

  it('pages the rows and searches them', () => {
    renderList(names(7));
    expect(rowNames()).toEqual(['Sala 1', 'Sala 2', 'Sala 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(rowNames()).toEqual(['Sala 7']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Sala 5' } });
    expect(rowNames()).toEqual(['Sala 5']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Auditorio' } });
    expect(screen.getByTestId('things-table-empty')).toBeTruthy();
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    renderList(names(2));
    const [first] = screen.getAllByRole('button', { name: 'Eliminar' });
    fireEvent.click(first!);
    const dialog = await screen.findByTestId('confirm-delete');
    expect(within(dialog).getByText('¿Está seguro de eliminar este registro?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-delete')).toBeNull());
    expect(rowNames()).toEqual(['Sala 1', 'Sala 2']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar' })[0]!);
    const again = await screen.findByTestId('confirm-delete');
    fireEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Sala 2']));
    expect(notify).toHaveBeenCalledWith('¡Se eliminó la información correctamente!');
  });

  it('names the row it could not delete (part 2 §8), and keeps the row', async () => {
    renderList(names(2), {
      itemName: (i) => i.name,
      writes: {
        remove: () => Promise.reject(new ApiRequestError(409, 'Está en uso', {})),
      },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar' })[0]!);
    const dialog = await screen.findByTestId('confirm-delete');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Hubo un error intentando borrar a Sala 1', {
        type: 'error',
      }),
    );
    // The error's own explanation is open over the list (which is hidden from the a11y tree).
    const rows = within(screen.getByTestId('things-table')).getAllByRole('row', { hidden: true });
    expect(rows.slice(1).map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Sala 1',
      'Sala 2',
    ]);
  });

  it("creates inline, and shows the server's field error under the field", async () => {
    const create = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError(409, 'Ya existe', { name: 'Ya existe un espacio con este nombre' }),
      );
    renderList(names(1), { writes: { create } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar espacio' }));
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(input, { target: { value: 'Sala 1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Ya existe un espacio con este nombre')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({ name: 'Sala 1' });
  });

  it('keeps the dialog and what was typed when saving fails for the network', async () => {
    const update = vi.fn().mockRejectedValue(new ApiRequestError(700, 'Network Error'));
    renderList(names(1), { writes: { update }, editing: 'dialog' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = await screen.findByTestId('things-form');
    const input = within(form).getByRole('textbox', { name: /Nombre/ });
    fireEvent.change(input, { target: { value: 'Sala renombrada' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByTestId('form-failure')).toBeTruthy();
    expect(input).toHaveProperty('value', 'Sala renombrada');
    expect(update).toHaveBeenCalledWith('i0', { name: 'Sala renombrada' });
    // Part 2 §8: the failed update says so in a toast too.
    expect(notify).toHaveBeenCalledWith('No se ha logrado actualizar la información', {
      type: 'error',
    });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('says "Hubo un error, intente más tarde" for a server failure, and that creating failed', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(new ApiRequestError(500, 'Error interno del servidor'));
    renderList(names(1), { writes: { create }, editing: 'dialog' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar espacio' }));
    const form = await screen.findByTestId('things-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Nombre/ }), {
      target: { value: 'Sala nueva' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Hubo un error, intente más tarde')).toBeTruthy();
    expect(within(form).queryByText('Error interno del servidor')).toBeNull();
    expect(notify).toHaveBeenCalledWith('No se ha logrado crear la información', {
      type: 'error',
    });
  });

  it('says "No se ha logrado eliminar la información" for a row without a name, and keeps it', async () => {
    renderList(names(1), {
      writes: { remove: () => Promise.reject(new ApiRequestError(409, 'Está en uso', {})) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByTestId('confirm-delete');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('No se ha logrado eliminar la información', {
        type: 'error',
      }),
    );
  });

  it("shows the row's extra facts in the dialog when editing it, not when adding one", async () => {
    renderList(names(1), {
      editing: 'dialog',
      editExtra: (item) => <p data-testid="extra">Actividades de {item.name}</p>,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = await screen.findByTestId('things-form');
    expect(within(form).getByTestId('extra').textContent).toBe('Actividades de Sala 1');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('things-form')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar espacio' }));
    const added = await screen.findByTestId('things-form');
    expect(within(added).queryByTestId('extra')).toBeNull();
  });

  it('offers no writing to who may only read', () => {
    renderList(names(1), { access: { ...NO_ACCESS, isStaff: true } });
    expect(screen.queryByRole('button', { name: 'Agregar espacio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });
});
