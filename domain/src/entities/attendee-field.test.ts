import { describe, expect, it } from 'vitest';
import type { FieldCondition } from './attendee-field.js';
import {
  attendeeFieldSchema,
  fieldConditionSchema,
  fieldNameFromLabel,
  isFieldVisible,
} from './attendee-field.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const field = { name: 'ciudad', label: 'Ciudad', type: 'text' };

describe('fieldNameFromLabel', () => {
  it('camel-cases the label and removes what is not a letter or digit', () => {
    expect(fieldNameFromLabel('Número de Documento')).toBe('numeroDeDocumento');
    expect(fieldNameFromLabel('¿Año de nacimiento? (AAAA)')).toBe('anoDeNacimientoAaaa');
    expect(fieldNameFromLabel('documentoID 2')).toBe('documentoId2');
    expect(fieldNameFromLabel('pesovoto')).toBe('pesovoto');
    expect(fieldNameFromLabel('¿?')).toBe('');
  });
});

describe('attendeeFieldSchema', () => {
  it('accepts a valid field and fills the defaults', async () => {
    const stored = await validateBody(attendeeFieldSchema, { ...field, extra: 1 });
    expect(stored).toMatchObject({ ...field, mandatory: false, options: [], order_weight: 0 });
    expect(stored).not.toHaveProperty('extra');
  });

  it('requires label, name and type with the form messages', async () => {
    expect(await errorsOf(attendeeFieldSchema, {})).toEqual(
      expect.arrayContaining([
        'El nombre es requerido',
        'La etiqueta es requerida',
        'El tipo es requerido',
      ]),
    );
  });

  it('needs an option for list types', async () => {
    expect(await errorsOf(attendeeFieldSchema, { ...field, type: 'list' })).toEqual([
      'Agregue al menos una opción',
    ]);
    const options = [{ label: 'Sí', value: 'si' }];
    expect(
      await errorsOf(attendeeFieldSchema, { ...field, type: 'multiplelist', options }),
    ).toEqual([]);
  });

  it('refuses a name that is not a property key', async () => {
    expect(await errorsOf(attendeeFieldSchema, { ...field, name: 'a.b' })).toEqual([
      'Use solo letras, números y guion bajo',
    ]);
  });

  it('keeps email and names mandatory, public and of their type', async () => {
    const email = { name: 'email', label: 'Correo', type: 'email', mandatory: true };
    expect(await errorsOf(attendeeFieldSchema, email)).toEqual([]);
    expect(await errorsOf(attendeeFieldSchema, { ...email, mandatory: false })).toEqual([
      'Este dato siempre es obligatorio',
    ]);
    expect(await errorsOf(attendeeFieldSchema, { ...email, visibleByAdmin: true })).toEqual([
      'Este dato no puede ser solo para administradores',
    ]);
    expect(await errorsOf(attendeeFieldSchema, { ...email, type: 'text' })).toEqual([
      'El tipo de este dato no se puede cambiar',
    ]);
    expect(
      await errorsOf(attendeeFieldSchema, { name: 'picture', label: 'Foto', type: 'file' }),
    ).toEqual(['El tipo de este dato no se puede cambiar']);
  });

  it('refuses a field visible to contacts and admin-only at once', async () => {
    expect(
      await errorsOf(attendeeFieldSchema, {
        ...field,
        visibleByAdmin: true,
        visibleByContacts: true,
      }),
    ).toEqual(['Un dato visible para contactos no puede ser solo para administradores']);
  });

  it('refuses 1 MB labels and descriptions', async () => {
    expect(await errorsOf(attendeeFieldSchema, { ...field, label: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(attendeeFieldSchema, { ...field, description: ONE_MB })).not.toEqual([]);
  });
});

describe('field conditions', () => {
  const conditions: FieldCondition[] = [
    { field: 'ciudad', state: 'enabled', fieldToValidate: 'pais', value: 'Colombia' },
    { field: 'empresa', state: 'disabled', fieldToValidate: 'independiente', value: true },
  ];

  it('validates a condition, with a bounded value', async () => {
    expect(await errorsOf(fieldConditionSchema, conditions[0])).toEqual([]);
    expect(await errorsOf(fieldConditionSchema, { ...conditions[0], state: 'x' })).not.toEqual([]);
    expect(await errorsOf(fieldConditionSchema, { ...conditions[0], value: ONE_MB })).not.toEqual(
      [],
    );
    expect(await errorsOf(fieldConditionSchema, { ...conditions[0], value: { a: 1 } })).not.toEqual(
      [],
    );
  });

  it('shows an enabled field only while its condition matches', () => {
    expect(isFieldVisible('ciudad', { pais: 'Colombia' }, conditions)).toBe(true);
    expect(isFieldVisible('ciudad', { pais: 'Perú' }, conditions)).toBe(false);
    expect(isFieldVisible('ciudad', {}, conditions)).toBe(false);
    expect(isFieldVisible('ciudad', { pais: ['Perú', 'Colombia'] }, conditions)).toBe(true);
  });

  it('hides a disabled field while its condition matches', () => {
    expect(isFieldVisible('empresa', { independiente: true }, conditions)).toBe(false);
    expect(isFieldVisible('empresa', { independiente: false }, conditions)).toBe(true);
    expect(isFieldVisible('otro', {}, conditions)).toBe(true);
  });
});
