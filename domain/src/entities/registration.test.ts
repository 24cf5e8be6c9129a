import { describe, expect, it } from 'vitest';
import type { AttendeeField, FieldCondition } from './attendee-field.js';
import { validateBody } from './common.js';
import { BLANK_FIELD } from './event-defaults.js';
import {
  accessRequestSchema,
  attendeeSchemaFor,
  isDayMonthYear,
  loginSchema,
  propertiesSchemaFor,
  takePassword,
  uploadError,
} from './registration.js';
import { ONE_MB, errorsOf } from './test-utils.js';

function field(
  name: string,
  type: AttendeeField['type'],
  extra: Partial<AttendeeField> = {},
): AttendeeField {
  return { ...BLANK_FIELD, options: [], name, label: name, type, ...extra };
}

const options = [
  { label: 'Rojo', value: 'rojo' },
  { label: 'Azul', value: 'azul' },
];
const fields = [
  field('email', 'email', { mandatory: true }),
  field('names', 'text', { mandatory: true }),
  field('edad', 'number'),
  field('acepta', 'boolean', { mandatory: true }),
  field('color', 'list', { options }),
  field('colores', 'multiplelist', { options }),
  field('nacimiento', 'date'),
  field('titulo', 'tituloseccion'),
  field('contrasena', 'password'),
  field('pais', 'country'),
  field('ciudad', 'city', { mandatory: true }),
  field('datos', 'complex'),
  field('foto', 'avatar'),
];
const conditions: FieldCondition[] = [
  { field: 'ciudad', state: 'enabled', fieldToValidate: 'pais', value: 'Colombia' },
];
const schema = propertiesSchemaFor(fields, conditions);
const valid = { email: 'Ana@Example.com', names: 'Ana', acepta: true, pais: 'Perú' };

describe('propertiesSchemaFor', () => {
  it('accepts a valid registration, lower-cases the e-mail and drops unknown keys', async () => {
    const stored = await validateBody(schema, { ...valid, edad: '31', hack: 1, titulo: 'x' });
    expect(stored).toEqual({
      email: 'ana@example.com',
      names: 'Ana',
      acepta: true,
      pais: 'Perú',
      edad: 31,
    });
  });

  it('requires email and names, and validates the e-mail', async () => {
    expect(await errorsOf(schema, { acepta: true })).toEqual([
      'Este campo es requerido',
      'Este campo es requerido',
    ]);
    expect(await errorsOf(schema, { ...valid, email: 'ana' })).toEqual(['Invalid email']);
  });

  it('wants a mandatory boolean to be true', async () => {
    expect(await errorsOf(schema, { ...valid, acepta: false })).toEqual([
      'Este campo es requerido',
    ]);
  });

  it('requires a mandatory field only while its condition shows it', async () => {
    expect(await errorsOf(schema, { ...valid, pais: 'Colombia' })).toEqual([
      'Este campo es requerido',
    ]);
    expect(await errorsOf(schema, { ...valid, pais: 'Colombia', ciudad: 'Cali' })).toEqual([]);
  });

  it('checks lists, dates, passwords and JSON by field type', async () => {
    expect(await errorsOf(schema, { ...valid, color: 'verde' })).toEqual(['Opción no válida']);
    expect(await errorsOf(schema, { ...valid, colores: ['rojo', 'verde'] })).toEqual([
      'Opción no válida',
    ]);
    expect(await errorsOf(schema, { ...valid, nacimiento: '31/02/2000' })).toEqual([
      'Fecha no válida',
    ]);
    expect(await errorsOf(schema, { ...valid, nacimiento: '28/02/2000' })).toEqual([]);
    expect(await errorsOf(schema, { ...valid, contrasena: 'corta' })).toEqual([
      'Mínimo 8 caracteres con letras y números, no se permiten caracteres especiales',
    ]);
    expect(await errorsOf(schema, { ...valid, contrasena: 'con espacio 1' })).toHaveLength(1);
    expect(await errorsOf(schema, { ...valid, contrasena: 'Clave_123' })).toEqual([]);
    expect(await errorsOf(schema, { ...valid, datos: '{"a":' })).toEqual(['Valor no válido']);
    expect(await errorsOf(schema, { ...valid, foto: 'not a url' })).toHaveLength(1);
  });

  it('refuses 1 MB values', async () => {
    expect(await errorsOf(schema, { ...valid, pais: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(schema, { ...valid, names: ONE_MB })).not.toEqual([]);
  });

  it('refuses options already taken by another attendee', async () => {
    const once = propertiesSchemaFor([
      field('turno', 'list', { options, justonebyattendee: true }),
    ]);
    const body = { email: 'a@b.co', names: 'A', turno: 'rojo' };
    expect(await errorsOf(once, body, { takenOptions: { turno: ['rojo'] } })).toEqual([
      'Esta opción ya fue tomada',
    ]);
    expect(await errorsOf(once, body, { takenOptions: { turno: ['azul'] } })).toEqual([]);
    expect(await errorsOf(once, body)).toEqual([]);
  });

  it('ignores stored fields whose name is not a property key', async () => {
    const odd = propertiesSchemaFor([field('a.b', 'text', { mandatory: true })]);
    expect(await errorsOf(odd, { email: 'a@b.co', names: 'A', 'a.b': 'x' })).toEqual([]);
  });

  it('still requires email and names when the event lists no fields or marks them optional', async () => {
    expect(await errorsOf(propertiesSchemaFor([]), {})).toHaveLength(2);
    const optional = [field('email', 'email'), field('names', 'text')];
    expect(await errorsOf(propertiesSchemaFor(optional), {})).toEqual([
      'Este campo es requerido',
      'Este campo es requerido',
    ]);
  });
});

describe('attendeeSchemaFor', () => {
  it('combines the event properties with role and ticket', async () => {
    const stored = await validateBody(attendeeSchemaFor(fields, conditions), {
      properties: valid,
      rol_id: 'r1',
      checked_in: true,
    });
    expect(stored).toEqual({
      properties: { ...valid, email: 'ana@example.com' },
      rol_id: 'r1',
      ticket_id: null,
    });
  });
});

describe('registration helpers', () => {
  it('reads DD/MM/YYYY dates', () => {
    expect(isDayMonthYear('29/02/2024')).toBe(true);
    expect(isDayMonthYear('29/02/2023')).toBe(false);
    expect(isDayMonthYear('2024-02-29')).toBe(false);
  });

  it('takes the password out of the properties', () => {
    const result = takePassword({ email: 'a@b.co', contrasena: 'Clave_123' }, fields);
    expect(result).toEqual({ properties: { email: 'a@b.co' }, password: 'Clave_123' });
    expect(takePassword({ email: 'a@b.co' }, fields).password).toBeNull();
  });

  it('limits uploads to 5 MB and to the allowed types', () => {
    expect(uploadError({ name: 'cv.PDF', size: 1000 }, 'file')).toBeNull();
    expect(uploadError({ name: 'big.png', size: 5 * 1024 * 1024 + 1 }, 'avatar')).toBe(
      'Image must smaller than 5MB!',
    );
    expect(uploadError({ name: 'cv.pdf', size: 10 }, 'avatar')).toBe(
      'Tipo de archivo no permitido',
    );
    expect(uploadError({ name: 'run.exe', size: 10 }, 'file')).toBe('Tipo de archivo no permitido');
  });
});

describe('login and access forms', () => {
  it('use the spec messages', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual([
      'Ingrese un correo',
      'Ingrese una contraseña',
    ]);
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(accessRequestSchema, {})).toEqual(['El email es requerido']);
    expect(await errorsOf(accessRequestSchema, { email: 'x' })).toEqual([
      'Ingrese un email válido',
    ]);
    expect(await errorsOf(accessRequestSchema, { email: 'a@b.co' })).toEqual([]);
  });
});
