// @vitest-environment jsdom
import type { AforoEvent } from '@aforo/domain';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { es } from '../../i18n/es';
import { AdminEventProvider } from '../../lib/event/admin-event-context';
import { NO_ACCESS, type EventAccess } from '../../lib/event/event-access';
import { notify } from '../../lib/notify';
import {
  defineResource,
  type ItemState,
  type ResourceData,
  type ResourcePages,
  type ResourceSource,
} from '../../lib/resources/resource';
import { ErrorModalProvider } from '../error-modal';
import { ResourceRoutes } from './resource-routes';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(notify).mockReset();
});

const ADMIN: EventAccess = { ...NO_ACCESS, isEventAdmin: true };
const event = { _id: 'e1', name: 'Feria' } as AforoEvent;

interface Item {
  _id: string;
  name: string;
}
type Values = { name: string };
const schema = yup.object({ name: yup.string().required('El nombre es requerido') });

/** A store shared by the pages (each page reads it on its own, as a live source would). */
function memorySource(
  initial: Item[],
  options: { update?: ResourceData<Item, Values>['update']; item?: ItemState<Item> } = {},
) {
  let items = initial;
  const listeners = new Set<() => void>();
  const set = (next: Item[]) => {
    items = next;
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const useItems = () => useSyncExternalStore(subscribe, () => items);
  const source: ResourceSource<Item, Values> = {
    useData() {
      const all = useItems();
      return {
        list: { status: 'success', data: all, retry: () => {} },
        create: async ({ name }) => set([...items, { _id: `n${items.length}`, name }]),
        update:
          options.update ??
          (async (id, { name }) => set(items.map((i) => (i._id === id ? { ...i, name } : i)))),
        remove: async (id) => set(items.filter((i) => i._id !== id)),
      };
    },
    useItem(_scope, id) {
      const all = useItems();
      return options.item ?? { status: 'success', data: all.find((i) => i._id === id) ?? null };
    },
  };
  return { source, items: () => items };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(
  path: string,
  source: ResourceSource<Item, Values>,
  pages: ResourcePages<Item, Values> = {},
) {
  const resource = defineResource<Item, Values>({
    name: 'speakers',
    title: 'list.empty',
    addLabel: 'common.accept',
    schema,
    fields: [{ name: 'name', label: 'common.createdAt' }],
    columns: [{ key: 'name', header: 'common.createdAt', cell: (i) => i.name }],
    initialValues: { name: '' },
    toValues: (i) => ({ name: i.name }),
    itemName: (i) => i.name,
    canWrite: (access) => access.isEventAdmin,
    editing: 'page',
    source,
    pages: { create: 'crear', edit: 'editar', ...pages },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={es}>
        <ErrorModalProvider>
          <AdminEventProvider value={{ event, access: ADMIN }}>
            <MemoryRouter initialEntries={[path]}>
              {children}
              <Where />
            </MemoryRouter>
          </AdminEventProvider>
        </ErrorModalProvider>
      </IntlProvider>
    </ChakraProvider>
  );
  return render(
    <Routes>
      <Route
        path="/eventadmin/:event/speakers/*"
        element={<ResourceRoutes resource={resource} />}
      />
    </Routes>,
    { wrapper },
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('ResourceRoutes (page mode)', { timeout: 30_000 }, () => {
  it('goes from the list to the create page, saves, and is back on the list saying so', async () => {
    const { source, items } = memorySource([{ _id: 'a', name: 'Ana' }]);
    renderAt('/eventadmin/e1/speakers', source);
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: es['common.accept'] }));
    expect(where()).toBe('/eventadmin/e1/speakers/crear');
    fireEvent.click(screen.getByRole('button', { name: es['common.save'] }));
    expect(await screen.findByText('El nombre es requerido')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(new RegExp(es['common.createdAt'])), {
      target: { value: 'Berta' },
    });
    fireEvent.click(screen.getByRole('button', { name: es['common.save'] }));
    await waitFor(() => expect(where()).toBe('/eventadmin/e1/speakers'));
    expect(items().map((i) => i.name)).toEqual(['Ana', 'Berta']);
    expect(notify).toHaveBeenCalledWith(es['resource.saved']);
    expect(screen.getByRole('cell', { name: 'Berta' })).toBeTruthy();
  });

  it("opens an item's edit page from its row with its values, and its back button returns", async () => {
    const { source } = memorySource([{ _id: 'a', name: 'Ana' }]);
    renderAt('/eventadmin/e1/speakers', source);
    fireEvent.click(screen.getByRole('button', { name: `${es['common.edit']} Ana` }));
    expect(where()).toBe('/eventadmin/e1/speakers/editar/a');
    expect(screen.getByDisplayValue('Ana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: es['resource.back'] }));
    expect(where()).toBe('/eventadmin/e1/speakers');
  });

  it('shows a loader while the item loads', () => {
    const { source } = memorySource([], { item: { status: 'loading' } });
    renderAt('/eventadmin/e1/speakers/editar/a', source);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('[data-testid="speakers-form"]')).toBeNull();
  });

  it('says when the item does not exist, with a link back to the list (no redirect)', () => {
    const { source } = memorySource([{ _id: 'a', name: 'Ana' }]);
    renderAt('/eventadmin/e1/speakers/editar/gone', source);
    expect(screen.getByText(es['resource.notFound'])).toBeTruthy();
    expect(where()).toBe('/eventadmin/e1/speakers/editar/gone');
    fireEvent.click(screen.getByRole('link', { name: es['resource.back'] }));
    expect(where()).toBe('/eventadmin/e1/speakers');
  });

  it('says an address under the section that names no page is not there', () => {
    const { source } = memorySource([]);
    renderAt('/eventadmin/e1/speakers/otra/cosa', source);
    expect(screen.getByText(es['resource.pageMissing'])).toBeTruthy();
  });

  it('keeps what was typed when a save fails, and says why', async () => {
    const update = vi.fn().mockRejectedValue(new Error('sin conexión'));
    const { source } = memorySource([{ _id: 'a', name: 'Ana' }], { update });
    renderAt('/eventadmin/e1/speakers/editar/a', source);
    fireEvent.change(screen.getByDisplayValue('Ana'), { target: { value: 'Ana María' } });
    fireEvent.click(screen.getByRole('button', { name: es['common.save'] }));
    expect(await screen.findByTestId('form-failure')).toBeTruthy();
    expect(screen.getByText('sin conexión')).toBeTruthy();
    expect(screen.getByDisplayValue('Ana María')).toBeTruthy();
    expect(where()).toBe('/eventadmin/e1/speakers/editar/a');
    expect(update).toHaveBeenCalledWith('a', { name: 'Ana María' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('with a view, shows the item first; Edit opens the form, Cancel goes back to the view', () => {
    const { source } = memorySource([{ _id: 'a', name: 'Ana' }]);
    renderAt('/eventadmin/e1/speakers/editar/a', source, {
      view: (item) => <p>Ficha de {item.name}</p>,
    });
    expect(screen.getByText('Ficha de Ana')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: es['common.edit'] }));
    expect(screen.getByDisplayValue('Ana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: es['common.cancel'] }));
    expect(screen.getByText('Ficha de Ana')).toBeTruthy();
  });
});
