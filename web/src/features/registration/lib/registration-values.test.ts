import type { AttendeeField } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import {
  initialRegistrationValues,
  landingAfterRegistration,
  propertiesToSubmit,
  registerCode,
  typedPassword,
} from './registration-values';

const field = (name: string, type: AttendeeField['type']) => ({ name, type }) as AttendeeField;
const fields = [
  field('email', 'email'),
  field('names', 'text'),
  field('seccion', 'tituloseccion'),
  field('asiste', 'list'),
  field('acompanante', 'text'),
  field('edad', 'number'),
  field('temas', 'multiplelist'),
  field('clave', 'password'),
];
const conditions = [
  { field: 'acompanante', state: 'enabled' as const, fieldToValidate: 'asiste', value: 'si' },
];

describe('initialRegistrationValues', () => {
  it('starts empty, numbers included, with no section titles', () => {
    expect(initialRegistrationValues(fields, null, null).properties).toEqual({
      email: '',
      names: '',
      asiste: '',
      acompanante: '',
      edad: '',
      temas: [],
      clave: '',
    });
  });
  it('fills the signed-in e-mail and a registration, never its password', () => {
    const values = initialRegistrationValues(
      fields,
      { email: 'a@b.co', names: 'Ana', edad: 30, clave: 'secreta' },
      'a@b.co',
    );
    expect(values.properties).toMatchObject({ email: 'a@b.co', names: 'Ana', edad: 30, clave: '' });
  });
});

describe('propertiesToSubmit', () => {
  const base = {
    email: '  Ana@Example.COM ',
    names: ' Ana ',
    asiste: 'no',
    acompanante: 'Luis',
    edad: '',
    temas: ['x'],
    clave: '',
  };
  it('lower-cases the e-mail and drops hidden answers, empty numbers and passwords', () => {
    expect(propertiesToSubmit(fields, conditions, { properties: base })).toEqual({
      email: 'ana@example.com',
      names: 'Ana',
      asiste: 'no',
      temas: ['x'],
    });
  });
  it('keeps the answer of a field its condition shows', () => {
    const out = propertiesToSubmit(fields, conditions, {
      properties: { ...base, asiste: 'si', edad: 41, clave: 'Clave-123' },
    });
    expect(out).toMatchObject({ acompanante: 'Luis', edad: 41, clave: 'Clave-123' });
    expect(typedPassword(fields, out)).toBe('Clave-123');
  });
});

describe('the landing redirect', () => {
  it('codes a new registration 1, an existing user 2 and a transfer 4', () => {
    expect(registerCode('register', true)).toBe(1);
    expect(registerCode('register', false)).toBe(2);
    expect(registerCode('update', false)).toBe(2);
    expect(registerCode('transfer', false)).toBe(4);
  });
  it('keeps the section the visitor is on, or goes to the event section', () => {
    expect(landingAfterRegistration('e1', '/landing/e1/agenda', 1)).toBe(
      '/landing/e1/agenda?register=1',
    );
    expect(landingAfterRegistration('e1', '/landing/e1', 4)).toBe('/landing/e1/event?register=4');
    expect(landingAfterRegistration('e1', '/landing/e1/success/free', 2)).toBe(
      '/landing/e1/event?register=2',
    );
  });
});
