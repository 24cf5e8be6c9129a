// @vitest-environment jsdom
import type { Organization, OrganizationMember } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { startApiServer, type Handler } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import OrganizationAdminPage from './organization-admin-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

let server: Awaited<ReturnType<typeof startApiServer>> | null = null;
beforeEach(() => {
  vi.mocked(notify).mockReset();
});
afterEach(async () => {
  cleanup();
  await server?.stop();
  server = null;
});

const organization = {
  _id: 'org 1',
  name: 'Fundación Aforo',
  description: 'Eventos de ciencia',
  user_properties: [],
} as unknown as Organization;

const member = (id: string, position = ''): OrganizationMember =>
  ({
    _id: id,
    role: 'member',
    properties: { name: `Nombre ${id}`, email: `${id}@example.com`, position },
  }) as unknown as OrganizationMember;

/** The organization's routes as the API answers them; `overrides` replace one path's answer. */
function api(overrides: Record<string, Handler> = {}): Handler {
  return (request) => {
    const path = request.url.split('?')[0] ?? '';
    const override = Object.entries(overrides).find(([suffix]) =>
      `${request.method} ${path}`.endsWith(suffix),
    );
    if (override) return override[1](request);
    if (path.endsWith('/eventsstadistics')) {
      return {
        body: {
          data: [{ _id: 'e1', name: 'Congreso', count: 12, checked_in: 5, checked_in_not: 7 }],
        },
      };
    }
    if (path.endsWith('/users')) return { body: { data: [member('ana', 'CEO')], total: 1 } };
    return { body: organization };
  };
}

const at = (tab: string) =>
  renderUi(<OrganizationAdminPage />, {
    route: `/admin/organization/org%201/${tab}`,
    path: '/admin/organization/:id/*',
  });

describe('OrganizationAdminPage', () => {
  it('heads the page with the organization and counts every event in Eventos', async () => {
    server = await startApiServer(api());
    at('events');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fundación Aforo');
    const row = await screen.findByTestId('organization-stats-e1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Congreso', '12', '5', '7']);
    expect(screen.getByRole('link', { name: 'Crear evento' }).getAttribute('href')).toBe(
      '/create-event?orgId=org%201',
    );
    expect(
      screen.getByRole('link', { name: 'Ver página de la organización' }).getAttribute('href'),
    ).toBe('/organization/org%201/events');
    expect(server.received.map((r) => r.url)).toContain('/api/organizations/org%201');
  });

  it('says when the organization has no events yet', async () => {
    server = await startApiServer(api({ '/eventsstadistics': () => ({ body: { data: [] } }) }));
    at('events');
    expect(await screen.findByText('No hay eventos')).toBeTruthy();
  });

  it("shows why the organization could not be read and reads it again on 'Reintentar'", async () => {
    let refused = true;
    server = await startApiServer(
      api({
        'GET /api/organizations/org%201': () =>
          refused
            ? { status: 403, body: { status: 403, message: 'No administras esta organización' } }
            : { body: organization },
      }),
    );
    const { user } = at('events');
    expect(await screen.findByText('No administras esta organización')).toBeTruthy();
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fundación Aforo');
  });

  it("a failed events' count says why, and the retry reads it again", async () => {
    let fail = true;
    server = await startApiServer(
      api({
        '/eventsstadistics': () =>
          fail
            ? { status: 500, body: { status: 500, message: 'Conteo no disponible' } }
            : { body: { data: [] } },
      }),
    );
    const { user } = at('events');
    expect(await screen.findByText('Conteo no disponible')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay eventos')).toBeTruthy();
  });

  it('Información saves the name and description and reads the organization again', async () => {
    server = await startApiServer(
      api({ 'PUT /api/organizations/org%201': () => ({ body: { message: 'ok' } }) }),
    );
    const { user } = at('information');
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /Nombre/ });
    expect(name.value).toBe('Fundación Aforo');
    await user.clear(name);
    await user.type(name, 'Fundación Nueva');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Información actualizada correctamente'),
    );
    const put = server.received.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Fundación Nueva', description: 'Eventos de ciencia' });
    // Read once on opening, and again after the save.
    await waitFor(() =>
      expect(
        server?.received.filter(
          (r) => r.method === 'GET' && r.url === '/api/organizations/org%201',
        ),
      ).toHaveLength(2),
    );
  });

  it('Información refuses an empty name without asking the API', async () => {
    server = await startApiServer(api());
    const { user } = at('information');
    await user.clear(await screen.findByRole('textbox', { name: /Nombre/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The name is required: the form is not sent (the browser says so beside the field).
    expect(screen.getByRole('textbox', { name: /Nombre/ }).hasAttribute('required')).toBe(true);
    expect(server.received.some((r) => r.method === 'PUT')).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('Información says so when the save fails', async () => {
    server = await startApiServer(
      api({
        'PUT /api/organizations/org%201': () => ({
          status: 500,
          body: { status: 500, message: 'x' },
        }),
      }),
    );
    const { user } = at('information');
    await screen.findByRole('textbox', { name: /Nombre/ });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('No se pudo actualizar la información', {
        type: 'error',
      }),
    );
  });

  it('Miembros lists the first 50 with their total and searches by e-mail', async () => {
    server = await startApiServer(api());
    const { user } = at('members');
    const table = await screen.findByTestId('organization-members');
    expect(within(table).getByText('ana@example.com')).toBeTruthy();
    expect(within(table).getByText('CEO')).toBeTruthy();
    expect(screen.getByText('1 miembro')).toBeTruthy();
    expect(server.received.map((r) => r.url)).toContain(
      '/api/organizations/org%201/users?pageSize=50',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por correo' }), ' ana@x.co ');
    await user.click(screen.getByRole('button', { name: 'Buscar por correo' }));
    const filter = encodeURIComponent(JSON.stringify([{ field: 'email', value: 'ana@x.co' }]));
    await waitFor(() =>
      expect(server?.received.map((r) => r.url)).toContain(
        `/api/organizations/org%201/users?pageSize=50&filtered=${filter}`,
      ),
    );
  });

  it('Miembros says when nobody matches', async () => {
    server = await startApiServer(
      api({ 'GET /api/organizations/org%201/users': () => ({ body: { data: [], total: 0 } }) }),
    );
    at('members');
    expect(await screen.findByText('No hay miembros')).toBeTruthy();
    expect(screen.getByText('0 miembros')).toBeTruthy();
  });

  it('adds a member as a member, empties the form and reads the list again', async () => {
    let members = [member('ana')];
    server = await startApiServer(
      api({
        'POST /api/organizations/org%201/users': (request) => {
          members = [...members, member('luis')];
          return { body: request.body };
        },
        'GET /api/organizations/org%201/users': () => ({
          body: { data: members, total: members.length },
        }),
      }),
    );
    const { user } = at('members');
    const form = await screen.findByTestId('add-member');
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Luis');
    await user.type(within(form).getByRole('textbox', { name: /Correo/ }), 'luis@example.com');
    await user.click(within(form).getByRole('button', { name: 'Agregar miembro' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Miembro agregado'));
    expect(server.received.find((r) => r.method === 'POST')?.body).toEqual({
      properties: { name: 'Luis', email: 'luis@example.com', position: '' },
      role: 'member',
    });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /Nombre/ }).value).toBe('');
    expect(await screen.findByText('2 miembros')).toBeTruthy();
  });

  it('marks the fields the schema refuses before sending anything', async () => {
    server = await startApiServer(api());
    const { user } = at('members');
    const form = await screen.findByTestId('add-member');
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /Correo/ }), 'no-es-correo');
    await user.click(within(form).getByRole('button', { name: 'Agregar miembro' }));
    expect(await within(form).findByText('Ingrese un correo válido')).toBeTruthy();
    expect(server.received.some((r) => r.method === 'POST')).toBe(false);
  });

  it("puts the API's field errors beside their fields", async () => {
    server = await startApiServer(
      api({
        'POST /api/organizations/org%201/users': () => ({
          status: 400,
          body: {
            status: 400,
            message: 'Datos inválidos',
            errors: { 'properties.email': 'Ese correo ya es de otro miembro' },
          },
        }),
      }),
    );
    const { user } = at('members');
    const form = await screen.findByTestId('add-member');
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /Correo/ }), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Agregar miembro' }));
    expect(await within(form).findByText('Ese correo ya es de otro miembro')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('removes a member only after the confirmation', async () => {
    let members = [member('ana'), member('luis')];
    server = await startApiServer(
      api({
        'DELETE /api/organizations/org%201/users/luis': () => {
          members = members.filter((m) => m._id !== 'luis');
          return { body: { message: 'ok' } };
        },
        'GET /api/organizations/org%201/users': () => ({
          body: { data: members, total: members.length },
        }),
      }),
    );
    const { user } = at('members');
    const table = await screen.findByTestId('organization-members');
    const luis = within(table).getByText('luis@example.com').closest('tr') as HTMLElement;
    await user.click(within(luis).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Está seguro de eliminar este miembro?')).toBeTruthy();
    expect(server.received.some((r) => r.method === 'DELETE')).toBe(false);
    const confirm = screen.getAllByRole('button', { name: 'Eliminar' }).at(-1);
    await user.click(confirm as HTMLElement);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Miembro eliminado'));
    expect(await screen.findByText('1 miembro')).toBeTruthy();
  });
});
