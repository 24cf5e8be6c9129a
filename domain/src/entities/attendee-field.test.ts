import { describe, expect, it } from 'vitest';
import type { FieldCondition } from './attendee-field.js';
import {
  addFieldOption,
  attendeeFieldSchema,
  conditionValueChoices,
  conditionsWithoutField,
  fieldConditionSchema,
  fieldNameFromLabel,
  isDeletableField,
  isFieldVisible,
  isTypeLocked,
  withFieldVisibility,
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

describe('the field editor', () => {
  it('names a field in camel case from its label, dropping what is not a letter or digit', () => {
    expect(fieldNameFromLabel('¿Vienes acompañado?')).toBe('vienesAcompanado');
    expect(fieldNameFromLabel('Talla de camiseta (S/M/L)')).toBe('tallaDeCamisetaSML');
    expect(fieldNameFromLabel('  Año 2027  ')).toBe('ano2027');
  });

  it('adds a typed option once, trimmed, as label and value', () => {
    const one = addFieldOption([], '  Sí ');
    expect(one).toEqual([{ label: 'Sí', value: 'Sí' }]);
    expect(addFieldOption(one, 'Sí')).toEqual(one);
    expect(addFieldOption(one, '   ')).toEqual(one);
    expect(addFieldOption(one, 'No')).toEqual([...one, { label: 'No', value: 'No' }]);
  });

  it('keeps visible-to-contacts and admin-only exclusive', () => {
    const start = { visibleByContacts: false, visibleByAdmin: true, label: 'x' };
    const contacts = withFieldVisibility(start, 'visibleByContacts', true);
    expect(contacts).toEqual({ visibleByContacts: true, visibleByAdmin: false, label: 'x' });
    const admin = withFieldVisibility(contacts, 'visibleByAdmin', true);
    expect(admin).toEqual({ visibleByContacts: false, visibleByAdmin: true, label: 'x' });
    // Turning one off leaves the other as it was.
    expect(withFieldVisibility(admin, 'visibleByAdmin', false)).toMatchObject({
      visibleByContacts: false,
      visibleByAdmin: false,
    });
  });

  it('locks the fixed fields: email, names and contrasena stay; picture, email, names keep their type', () => {
    expect(['email', 'names', 'contrasena'].map(isDeletableField)).toEqual([false, false, false]);
    expect(isDeletableField('picture')).toBe(true);
    expect(isDeletableField('ciudad')).toBe(true);
    expect(['picture', 'email', 'names'].every(isTypeLocked)).toBe(true);
    expect(isTypeLocked('contrasena')).toBe(false);
  });

  it('offers the values of list and boolean fields for a condition, free text otherwise', () => {
    const options = [
      { label: 'Sí', value: 'si' },
      { label: 'No', value: 'no' },
    ];
    expect(conditionValueChoices({ type: 'list', options })).toEqual(options);
    expect(conditionValueChoices({ type: 'boolean', options: [] })?.map((o) => o.value)).toEqual([
      'true',
      'false',
    ]);
    expect(conditionValueChoices({ type: 'text', options: [] })).toBeNull();
  });

  it('drops the conditions of a deleted field, on either side', () => {
    const conditions: FieldCondition[] = [
      { field: 'ciudad', state: 'enabled', fieldToValidate: 'pais', value: 'Colombia' },
      { field: 'empresa', state: 'disabled', fieldToValidate: 'ciudad', value: 'Cali' },
      { field: 'cargo', state: 'enabled', fieldToValidate: 'empresa', value: 'x' },
    ];
    expect(conditionsWithoutField(conditions, 'ciudad')).toEqual([conditions[2]]);
  });

  it('evaluates a condition on a boolean field chosen in the editor', () => {
    const conditions: FieldCondition[] = [
      { field: 'empresa', state: 'enabled', fieldToValidate: 'trabaja', value: 'true' },
    ];
    expect(isFieldVisible('empresa', { trabaja: true }, conditions)).toBe(true);
    expect(isFieldVisible('empresa', { trabaja: false }, conditions)).toBe(false);
  });
});
