import { spaceSchema, validateBody } from '@aforo/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import { fieldErrorsOf, handleSubmitError } from './server-errors';

function helpers() {
  return { setErrors: vi.fn(), setTouched: vi.fn(() => Promise.resolve()) };
}

describe('handleSubmitError', () => {
  it("puts an API answer's field errors on the form", () => {
    const h = helpers();
    const showError = vi.fn();
    const error = new ApiRequestError(422, 'Datos no válidos', { name: 'El nombre ya existe' });
    handleSubmitError(error, h, showError);
    expect(h.setErrors).toHaveBeenCalledWith({ name: 'El nombre ya existe' });
    expect(h.setTouched).toHaveBeenCalledWith({ name: true }, false);
    expect(showError).not.toHaveBeenCalled();
  });

  it('nests dotted field paths the way Formik reads them', () => {
    const h = helpers();
    const error = new ApiRequestError(409, 'Ya existe', {
      'properties.email': 'Este correo ya está registrado',
    });
    handleSubmitError(error, h, vi.fn());
    expect(h.setErrors).toHaveBeenCalledWith({
      properties: { email: 'Este correo ya está registrado' },
    });
    expect(h.setTouched).toHaveBeenCalledWith({ properties: { email: true } }, false);
  });

  it("puts the domain schema's errors on the form the same way", async () => {
    const error: unknown = await validateBody(spaceSchema, { name: '' }).catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ name: 'El nombre es requerido' });
    const h = helpers();
    handleSubmitError(error, h, vi.fn());
    expect(h.setErrors).toHaveBeenCalledWith({ name: 'El nombre es requerido' });
  });

  it('sends an error about the whole body, or no field at all, to the error modal', () => {
    const showError = vi.fn();
    handleSubmitError(
      new ApiRequestError(422, 'No', { _: 'Cuerpo no válido' }),
      helpers(),
      showError,
    );
    expect(showError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cuerpo no válido' }),
    );
    const denied = new Error('Missing or insufficient permissions.');
    handleSubmitError(denied, helpers(), showError);
    expect(showError).toHaveBeenLastCalledWith(denied);
  });
});
