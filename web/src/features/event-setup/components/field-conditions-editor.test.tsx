// @vitest-environment jsdom
import type { FieldCondition } from '@aforo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../../../../tests/factories';
import { renderUi } from '../../../testing/render';
import { eventSetupMessages } from '../messages';
import { FieldConditionsEditor } from './field-conditions-editor';

afterEach(cleanup);

const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };
const fields = [
  field({ name: 'names', label: 'Nombres', type: 'text' }),
  field({
    name: 'asiste',
    label: 'Asistencia',
    type: 'list',
    options: [
      { label: 'Presencial', value: 'presencial' },
      { label: 'Virtual', value: 'virtual' },
    ],
  }),
  field({ name: 'parqueadero', label: 'Parqueadero', type: 'boolean' }),
  field({ name: 'placa', label: 'Placa', type: 'text' }),
];
const existing: FieldCondition[] = [
  { field: 'placa', state: 'enabled', fieldToValidate: 'parqueadero', value: 'true' },
  { field: 'parqueadero', state: 'disabled', fieldToValidate: 'asiste', value: 'virtual' },
];

function renderEditor(conditions: FieldCondition[], canWrite = true) {
  const onSave = vi.fn((_next: FieldCondition[]) => Promise.resolve());
  const view = renderUi(
    <FieldConditionsEditor
      fields={fields}
      conditions={conditions}
      canWrite={canWrite}
      scope={scope}
      onSave={onSave}
    />,
    { messages: eventSetupMessages.es },
  );
  return { ...view, onSave };
}

const rows = () =>
  within(screen.getByTestId('conditions-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );

describe('FieldConditionsEditor', () => {
  it('reads each relation in words: labels of the fields and of the value', () => {
    renderEditor(existing);
    expect(rows()).toEqual([
      ['Placa', 'Mostrar', 'Parqueadero', 'Sí'],
      ['Parqueadero', 'Ocultar', 'Asistencia', 'Virtual'],
    ]);
  });

  it('adds a relation, offering the watched field’s own values, and saves the whole list', async () => {
    const { user, onSave } = renderEditor(existing);
    await user.click(screen.getByRole('button', { name: 'Agregar relación' }));
    const dialog = await screen.findByTestId('condition-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Dato/ }), 'Placa');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Cuando el dato/ }),
      'Asistencia',
    );
    const value = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: /^Tiene el valor/,
    });
    expect([...value.options].map((o) => o.text).slice(-2)).toEqual(['Presencial', 'Virtual']);
    await user.selectOptions(value, 'Presencial');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      ...existing,
      { field: 'placa', state: 'enabled', fieldToValidate: 'asiste', value: 'presencial' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('condition-dialog')).toBeNull());
  });

  it('a field cannot depend on itself', async () => {
    const { user, onSave } = renderEditor([]);
    await user.click(screen.getByRole('button', { name: 'Agregar relación' }));
    const dialog = await screen.findByTestId('condition-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Dato/ }), 'Placa');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Cuando el dato/ }),
      'Placa',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Tiene el valor/ }), 'ABC123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Un dato no puede depender de sí mismo')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a value typed for a text field is free text; a yes/no field offers Sí and No', async () => {
    const { user } = renderEditor([]);
    await user.click(screen.getByRole('button', { name: 'Agregar relación' }));
    const dialog = await screen.findByTestId('condition-dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Tiene el valor/ })).toBeTruthy();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Cuando el dato/ }),
      'Parqueadero',
    );
    const value = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: /^Tiene el valor/,
    });
    expect([...value.options].map((o) => o.value).slice(-2)).toEqual(['true', 'false']);
  });

  it('edits a relation in place, keeping the others', async () => {
    const { user, onSave } = renderEditor(existing);
    const second = within(screen.getByTestId('conditions-table')).getAllByRole('row')[2]!;
    await user.click(within(second).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByTestId('condition-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Acción/ }), 'Mostrar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([existing[0], { ...existing[1], state: 'enabled' }]);
  });

  it('deletes a relation only after the confirmation', async () => {
    const { user, onSave } = renderEditor(existing);
    const first = within(screen.getByTestId('conditions-table')).getAllByRole('row')[1]!;
    await user.click(within(first).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByTestId('confirm-delete');
    expect(confirm.textContent).toContain('Una vez eliminado, no lo podrá recuperar');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([existing[1]]));
  });

  it('someone who cannot write reads the relations with no way to change them', () => {
    renderEditor(existing, false);
    expect(screen.queryByRole('button', { name: 'Agregar relación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });
});
