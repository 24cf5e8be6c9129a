// @vitest-environment jsdom
import type { AttendeeField } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, FIXED_FIELDS } from '../../../../../tests/factories';
import { ApiRequestError } from '../../../lib/api-client';
import { renderUi } from '../../../testing/render';
import { eventSetupMessages } from '../messages';
import { fieldIdOf, FieldsEditor, type FieldsTarget } from './fields-editor';

afterEach(cleanup);

const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };
const empresa = field({
  _id: 'f-empresa',
  name: 'empresa',
  label: 'Empresa',
  type: 'text',
  mandatory: true,
  visibleByContacts: true,
});
const nota = field({
  _id: 'f-nota',
  name: 'nota',
  label: 'Nota',
  type: 'text',
  visibleByAdmin: true,
});
const fields: AttendeeField[] = [FIXED_FIELDS[0]!, empresa, nota];

function renderEditor(over: Partial<FieldsTarget> = {}) {
  const target: FieldsTarget = {
    title: 'Recopilación de datos',
    testId: 'fields-editor',
    fields,
    canWrite: true,
    scope,
    save: vi.fn(() => Promise.resolve()),
    remove: vi.fn(() => Promise.resolve()),
    saveOrder: vi.fn(() => Promise.resolve()),
    ...over,
  };
  return {
    ...renderUi(<FieldsEditor target={target} />, { messages: eventSetupMessages.es }),
    target,
  };
}

// hidden: the error modal, when open, hides the page from the accessibility tree.
const labels = () =>
  within(screen.getByTestId('fields-table'))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.getAttribute('data-testid'));

describe('FieldsEditor', () => {
  it('lists each field with its name, kind and yes/no columns, fixed ones marked', () => {
    renderEditor();
    const row = screen.getByTestId('field-row-empresa');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual(['Empresa', 'empresa', 'Texto', 'Sí', 'Sí', 'No']);
    expect(within(screen.getByTestId('field-row-email')).getByText('Fijo')).toBeTruthy();
    expect(within(row).queryByText('Fijo')).toBeNull();
  });

  it('a fixed field can be edited but not deleted', () => {
    renderEditor();
    const email = screen.getByTestId('field-row-email');
    expect(within(email).getByRole('button', { name: /^Editar/ })).toBeTruthy();
    expect(within(email).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(
      within(screen.getByTestId('field-row-nota')).getByRole('button', { name: 'Eliminar Nota' }),
    ).toBeTruthy();
  });

  it('reorders with the arrows, says the order is unsaved, and saves it numbered', async () => {
    const { user, target } = renderEditor();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar orden de datos' });
    expect(save.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Subir Nota' }));
    expect(labels()).toEqual(['field-row-email', 'field-row-nota', 'field-row-empresa']);
    expect(screen.getByRole('status').textContent).toBe('Hay cambios de orden sin guardar.');
    await user.click(save);
    await waitFor(() => expect(target.saveOrder).toHaveBeenCalledTimes(1));
    const saved = vi.mocked(target.saveOrder).mock.calls[0]![0];
    expect(saved.map((f) => [f.name, f.index])).toEqual([
      ['email', 0],
      ['nota', 1],
      ['empresa', 2],
    ]);
  });

  it('puts the stored order back when saving the order fails, and says why', async () => {
    const { user } = renderEditor({
      saveOrder: vi.fn(() => Promise.reject(new ApiRequestError(500, 'Servidor caído'))),
    });
    await user.click(screen.getByRole('button', { name: 'Subir Nota' }));
    await user.click(screen.getByRole('button', { name: 'Guardar orden de datos' }));
    expect(await screen.findByText('Servidor caído')).toBeTruthy();
    expect(labels()).toEqual(['field-row-email', 'field-row-empresa', 'field-row-nota']);
  });

  it('deletes a field by its id after the confirmation', async () => {
    const { user, target } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Eliminar Nota' }));
    const confirm = await screen.findByTestId('confirm-delete');
    expect(confirm.textContent).toContain('¿Seguro de borrar este dato?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(target.remove).toHaveBeenCalledWith('f-nota'));
  });

  it('opens the field dialog blank to add a field, and filled to edit one', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Agregar dato' }));
    const blank = await screen.findByRole('dialog');
    const values = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole<HTMLInputElement>('textbox')
        .map((input) => input.value);
    expect(values(blank)).not.toContain('Empresa');
    await user.click(within(blank).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Editar Empresa' }));
    expect(values(await screen.findByRole('dialog'))).toContain('Empresa');
  });

  it('is read-only without write access: no order, no actions, no add', () => {
    renderEditor({ canWrite: false });
    expect(screen.queryByRole('button', { name: 'Agregar dato' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Subir/ })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Etiqueta',
      'Nombre del campo',
      'Tipo de dato',
      'Obligatorio',
      'Visible para contactos',
      'Visible solo para administradores',
    ]);
  });

  it('an event’s fields get the related-fields tab', async () => {
    const { user } = renderEditor({ conditions: { list: [], save: vi.fn() } });
    await user.click(screen.getByRole('tab', { name: 'Campos relacionados' }));
    expect(await screen.findByTestId('field-conditions')).toBeTruthy();
  });

  it('addresses a field by its id, or by its name when it has none', () => {
    expect(fieldIdOf(empresa)).toBe('f-empresa');
    expect(fieldIdOf(field({ name: 'ciudad', type: 'city' }))).toBe('ciudad');
  });
});
