// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AttendeeField } from '@aforo/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldDialog } from './field-dialog';
import { field } from '../../../../../tests/factories/index';
import { TestProviders } from '../../../testing/providers';
import { eventSetupMessages } from '../messages';

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <TestProviders messages={eventSetupMessages.es}>{children}</TestProviders>;
}

const scope = { eventId: 'evt-1', timeZone: 'America/Bogota' };

function open(field?: AttendeeField) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<FieldDialog field={field} scope={scope} onSubmit={onSubmit} onCancel={() => {}} />, {
    wrapper: Providers,
  });
  return onSubmit;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

// Chakra's dialog in jsdom takes a few seconds to mount on a busy machine.
describe('FieldDialog', { timeout: 30_000 }, () => {
  it('names a new field from its label and takes list options with Enter and Tab', async () => {
    const onSubmit = open();
    fireEvent.change(screen.getByLabelText(/Etiqueta/), {
      target: { value: '¿Talla de camiseta?' },
    });
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('tallaDeCamiseta');
    fireEvent.change(screen.getByRole('combobox', { name: /Tipo de dato/ }), {
      target: { value: 'list' },
    });
    const save = screen.getByRole('button', { name: 'Guardar' });
    // A list without options cannot be saved (part 2 §5).
    await waitFor(() => expect(save).toHaveProperty('disabled', true), { timeout: 5_000 });
    const entry = screen.getByLabelText('Opciones');
    fireEvent.change(entry, { target: { value: ' S ' } });
    fireEvent.keyDown(entry, { key: 'Enter' });
    fireEvent.change(entry, { target: { value: 'M' } });
    fireEvent.keyDown(entry, { key: 'Tab' });
    fireEvent.change(entry, { target: { value: 'M' } });
    fireEvent.keyDown(entry, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Quitar opción S' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Quitar opción M' })).toHaveLength(1);
    await waitFor(() => expect(save).toHaveProperty('disabled', false), { timeout: 5_000 });
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'tallaDeCamiseta',
      label: '¿Talla de camiseta?',
      type: 'list',
      options: [
        { label: 'S', value: 'S' },
        { label: 'M', value: 'M' },
      ],
    });
  });

  it('can be saved once the label is typed, the only thing a text field needs', async () => {
    const onSubmit = open();
    fireEvent.change(screen.getByLabelText(/Etiqueta/), { target: { value: 'Ciudad' } });
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false), { timeout: 5_000 });
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'ciudad', label: 'Ciudad' });
  });

  it('keeps visible-to-contacts and admin-only exclusive', async () => {
    const onSubmit = open();
    fireEvent.change(screen.getByLabelText(/Etiqueta/), { target: { value: 'Empresa' } });
    fireEvent.click(checkbox('Visible solo para administradores'));
    fireEvent.click(checkbox('Visible para contactos'));
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false), { timeout: 5_000 });
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'empresa',
      visibleByContacts: true,
      visibleByAdmin: false,
    });
  });

  it('locks the type of e-mail and keeps it mandatory and public, with its stored name', () => {
    open({
      ...field({ name: 'email', label: 'Correo', type: 'email', mandatory: true }),
      _id: 'email',
    });
    // Shown, not offered: no select to change it.
    expect(screen.queryByRole('combobox', { name: /Tipo de dato/ })).toBeNull();
    expect((screen.getByLabelText('Tipo de dato') as HTMLInputElement).value).toBe('Correo');
    expect(screen.getByText('El tipo de este dato no se puede cambiar.')).toBeTruthy();
    expect(checkbox('Obligatorio').disabled).toBe(true);
    expect(checkbox('Visible solo para administradores').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Etiqueta/), { target: { value: 'Tu correo' } });
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('email');
  });
});
