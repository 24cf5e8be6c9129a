// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { eventFactory } from '../../../../tests/factories';
import { AdminEventProvider } from '../../lib/event/admin-event-context';
import { NO_ACCESS, type EventAccess } from '../../lib/event/event-access';
import { notify } from '../../lib/notify';
import {
  defineResource,
  type ResourcePages,
  type ResourceSource,
} from '../../lib/resources/resource';
import { renderUi } from '../../testing/render';
import { pagePaths, ResourceListPage } from './resource-pages';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

beforeEach(() => {
  vi.mocked(notify).mockReset();
});
afterEach(cleanup);

interface Item {
  _id: string;
  name: string;
}
type Values = { name: string };

const ADMIN: EventAccess = { ...NO_ACCESS, isEventAdmin: true };
const BASE = '/eventadmin/e1/agenda/speakers';
const named = (...names: string[]) => names.map((name, i) => ({ _id: `id ${i}`, name }));

/** A list page over `items`; `remove` is the source's delete. */
function show(
  items: Item[],
  {
    pages = {},
    access = ADMIN,
    remove = vi.fn(() => Promise.resolve()),
    pageSize,
  }: {
    pages?: ResourcePages<Item, Values>;
    access?: EventAccess;
    remove?: (id: string) => Promise<void>;
    pageSize?: number;
  } = {},
) {
  const source: ResourceSource<Item, Values> = {
    useData: () => ({
      list: { status: 'success', data: items, retry: () => {} },
      create: vi.fn(),
      update: vi.fn(),
      remove,
    }),
    useItem: () => ({ status: 'success', data: null }),
  };
  const resource = defineResource<Item, Values>({
    name: 'speakers',
    title: 'list.empty',
    addLabel: 'common.accept',
    schema: yup.object({ name: yup.string().required() }),
    fields: [{ name: 'name', label: 'common.createdAt' }],
    columns: [{ key: 'name', header: 'common.createdAt', cell: (i) => i.name }],
    initialValues: { name: '' },
    toValues: (i) => ({ name: i.name }),
    itemName: (i) => i.name,
    searchText: (i) => i.name,
    canWrite: (a) => a.isEventAdmin,
    editing: 'page',
    source,
    pages,
    ...(pageSize ? { pageSize } : {}),
  });
  const rendered = renderUi(
    <AdminEventProvider value={{ event: eventFactory({ _id: 'e1' }), access }}>
      <ResourceListPage resource={resource} paths={pagePaths(BASE, pages)} />
    </AdminEventProvider>,
    { route: BASE },
  );
  return { ...rendered, remove };
}

const names = () =>
  within(screen.getByTestId('speakers-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('pagePaths', () => {
  it("puts the create and edit pages under the list, the item's id encoded", () => {
    const paths = pagePaths(BASE, undefined);
    expect(paths.list).toBe(BASE);
    expect(paths.create).toBe(`${BASE}/new`);
    expect(paths.edit('a/b c')).toBe(`${BASE}/a%2Fb%20c`);
  });

  it("follows the resource's own page names", () => {
    const paths = pagePaths(BASE, { create: 'crear', edit: 'editar' });
    expect(paths.create).toBe(`${BASE}/crear`);
    expect(paths.edit('x1')).toBe(`${BASE}/editar/x1`);
    expect(pagePaths(BASE, { create: '' }).create).toBe(BASE);
  });
});

describe('ResourceListPage', () => {
  it("lists the items in the resource's order, and links adding and editing", () => {
    show(named('Carla', 'Ana', 'Beto'), {
      pages: { sort: (a, b) => a.name.localeCompare(b.name) },
    });
    expect(names()).toEqual(['Ana', 'Beto', 'Carla']);
    expect(screen.getByRole('link', { name: 'Aceptar' }).getAttribute('href')).toBe(`${BASE}/new`);
  });

  it('searches by the text the resource names and says when nothing matches', async () => {
    const { user } = show(named('Ana Ruiz', 'Beto Paz', 'Ana Gómez'));
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(search, 'ana');
    expect(names()).toEqual(['Ana Ruiz', 'Ana Gómez']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No se encontraron resultados')).toBeTruthy();
  });

  it('pages a long list and a search goes back to the first page', async () => {
    const { user } = show(named('alfa1', 'alfa2', 'alfa3', 'beta1', 'beta2'), { pageSize: 2 });
    expect(names()).toEqual(['alfa1', 'alfa2']);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(names()).toEqual(['beta2']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'beta');
    expect(names()).toEqual(['beta1', 'beta2']);
  });

  it("a header link leads under the list, or with '..' to the address above it", () => {
    show(named('Ana'), {
      pages: {
        links: [
          { label: 'common.cancel', to: '..' },
          { label: 'common.edit', to: 'orden' },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe(
      '/eventadmin/e1/agenda',
    );
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`${BASE}/orden`);
  });

  it('deletes an item only once confirmed, then says so', async () => {
    const { user, remove } = show(named('Ana', 'Beto'));
    await user.click(screen.getByRole('button', { name: 'Eliminar Beto' }));
    expect(await screen.findByText('Una vez eliminado, no lo podrá recuperar')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Eliminar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(remove).toHaveBeenCalledWith('id 1'));
    expect(notify).toHaveBeenCalledWith('¡Se eliminó la información correctamente!');
  });

  it('a failed delete names the item it could not delete', async () => {
    const { user } = show(named('Ana'), { remove: () => Promise.reject(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Eliminar Ana' }));
    await user.click(
      (await screen.findAllByRole('button', { name: 'Eliminar' })).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Hubo un error intentando borrar a Ana', {
        type: 'error',
      }),
    );
  });

  it('to who may not write: no add link and no actions column', () => {
    show(named('Ana'), { access: NO_ACCESS });
    expect(screen.queryByRole('link', { name: 'Aceptar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Ana' })).toBeNull();
    expect(within(screen.getByTestId('speakers-table')).getAllByRole('columnheader')).toHaveLength(
      1,
    );
  });
});
