// @vitest-environment jsdom
import type { OrganizationMember } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../../../../tests/factories';
import { notify } from '../../../lib/notify';
import { startApiServer, type Handler } from '../../../testing/api-server';
import { renderUi } from '../../../testing/render';
import { organizationsMessages } from '../messages';
import { MemberDialog, ownMemberFields } from './member-dialog';

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

const member = {
  _id: 'ana 1',
  role: 'member',
  properties: { name: 'Ana', email: 'ana@x.co', position: 'CEO', sede: 'Medellín' },
} as unknown as OrganizationMember;

// The organization's member fields: the fixed three are listed too, and asked only once.
const fields = [
  field({ name: 'name', type: 'text', label: 'Nombre' }),
  field({ name: 'email', type: 'email', label: 'Correo' }),
  field({ name: 'sede', type: 'text', label: 'Sede', mandatory: true }),
];

/** The stand-in API answering `handler`, then the dialog editing Ana. */
async function show(handler: Handler = () => ({ body: { message: 'ok' } })) {
  server = await startApiServer(handler);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const rendered = renderUi(
    <MemberDialog
      orgId="org 1"
      fields={fields}
      member={member}
      onClose={onClose}
      onSaved={onSaved}
    />,
    { messages: organizationsMessages.es },
  );
  return { ...rendered, onClose, onSaved, received: server.received };
}

const form = () => screen.getByTestId('member-form');
const input = (name: RegExp) => within(form()).getByRole<HTMLInputElement>('textbox', { name });

describe('ownMemberFields', () => {
  it("leaves out name, e-mail and position, which every member's form asks anyway", () => {
    expect(
      ownMemberFields([...fields, field({ name: 'position', type: 'text' })]).map((f) => f.name),
    ).toEqual(['sede']);
  });
});

describe('MemberDialog', () => {
  it("opens with the member's values, the fixed ones and the organization's own", async () => {
    await show();
    expect(await screen.findByText('Editar miembro')).toBeTruthy();
    expect(input(/^Nombre/).value).toBe('Ana');
    expect(input(/^Correo/).value).toBe('ana@x.co');
    expect(input(/^Cargo/).value).toBe('CEO');
    expect(input(/^Sede/).value).toBe('Medellín');
    // The fixed fields are not asked twice.
    expect(within(form()).getAllByRole('textbox', { name: /^Nombre/ })).toHaveLength(1);
  });

  it('saves the properties with a PUT to the member, says so and hands back', async () => {
    const { user, onSaved, received } = await show();
    const position = input(/^Cargo/);
    await user.clear(position);
    await user.type(position, 'Gerente');
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('Miembro actualizado');
    expect(received).toEqual([
      {
        method: 'PUT',
        url: '/api/organizations/org%201/users/ana%201',
        body: {
          properties: expect.objectContaining({
            name: 'Ana',
            email: 'ana@x.co',
            position: 'Gerente',
            sede: 'Medellín',
          }) as unknown,
        },
      },
    ]);
  });

  it("refuses an empty required field of the organization's without asking the API", async () => {
    const { user, onSaved, received } = await show();
    await user.clear(input(/^Sede/));
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(input(/^Sede/).getAttribute('aria-invalid')).toBe('true'));
    expect(received).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the API's field error under its field and keeps the dialog open", async () => {
    const { user, onSaved } = await show(() => ({
      status: 400,
      body: {
        status: 400,
        message: 'Datos inválidos',
        errors: { 'properties.email': 'Ese correo ya es de otro miembro' },
      },
    }));
    await user.click(within(form()).getByRole('button', { name: 'Guardar' }));
    expect(await within(form()).findByText('Ese correo ya es de otro miembro')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('No se pudo actualizar el miembro', { type: 'error' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Cancelar closes without saving', async () => {
    const { user, onClose, received } = await show();
    await user.click(within(form()).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(received).toEqual([]);
  });
});
