import { describe, expect, it } from 'vitest';
import { attendeeSchema, attendeeWeight, companionCount, emptyPropertyValue } from './attendee.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = { properties: { email: 'Ana@Example.com', names: 'Ana', pesovoto: 2, tags: ['a'] } };

describe('attendeeSchema', () => {
  it('accepts dynamic properties, lower-cases the e-mail and drops server fields', async () => {
    const input = await validateBody(attendeeSchema, {
      ...valid,
      checked_in: true,
      checkedin_at: '2024-01-01 10:00:00',
      account_id: 'someone',
    });
    expect(input).toEqual({
      properties: { email: 'ana@example.com', names: 'Ana', pesovoto: 2, tags: ['a'] },
      rol_id: null,
      ticket_id: null,
    });
  });

  it('requires email and names', async () => {
    expect(await errorsOf(attendeeSchema, { properties: {} })).toEqual(
      expect.arrayContaining(['El correo es requerido', 'El nombre es requerido']),
    );
    expect(await errorsOf(attendeeSchema, {})).toContain('El correo es requerido');
    expect(await errorsOf(attendeeSchema, { properties: { email: 'no', names: 'A' } })).toEqual([
      'Ingrese un correo válido',
    ]);
  });

  it('drops property keys that are not field names or belong to check-in', async () => {
    const body: unknown = JSON.parse(
      '{"properties": {"email": "a@b.co", "names": "A", "a.b": 1, "__proto__": {"x": 1}, "ok_1": 2, "checked_in": true}}',
    );
    const input = await validateBody(attendeeSchema, body);
    expect(Object.keys(input.properties).sort()).toEqual(['email', 'names', 'ok_1']);
    expect(Object.getPrototypeOf(input.properties)).toBe(Object.prototype);
  });

  it('refuses objects and 1 MB strings as property values', async () => {
    const bad = (value: unknown) =>
      errorsOf(attendeeSchema, { properties: { ...valid.properties, x: value } });
    expect(await bad({ nested: true })).toEqual(['Valor no válido']);
    expect(await bad(ONE_MB)).toEqual(['Valor no válido']);
    expect(await bad([1, 2])).toEqual(['Valor no válido']);
    expect(await bad(null)).toEqual([]);
    expect(
      await errorsOf(attendeeSchema, { properties: { ...valid.properties, names: ONE_MB } }),
    ).not.toEqual([]);
  });

  it('refuses an attendee with too many properties', async () => {
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, 'v']));
    expect(
      await errorsOf(attendeeSchema, { properties: { ...valid.properties, ...many } }),
    ).toEqual(['No se permiten más de 300 datos']);
  });

  it('refuses a role id that is not an id', async () => {
    expect(await errorsOf(attendeeSchema, { ...valid, rol_id: '../x' })).toEqual([
      'Identificador no válido',
    ]);
  });
});

describe('attendee rules', () => {
  it('gives new users false, 0 or empty text by field type', () => {
    expect(emptyPropertyValue('boolean')).toBe(false);
    expect(emptyPropertyValue('number')).toBe(0);
    expect(emptyPropertyValue('list')).toBe('');
  });

  it('weighs a vote by pesovoto, 1 by default', () => {
    expect(attendeeWeight({ pesovoto: '0.75' })).toBe(0.75);
    expect(attendeeWeight({ pesovoto: 3 })).toBe(3);
    expect(attendeeWeight({})).toBe(1);
    expect(attendeeWeight({ pesovoto: '' })).toBe(1);
    expect(attendeeWeight({ pesovoto: 'abc' })).toBe(1);
  });

  it('counts companions from the acompanates text', () => {
    expect(companionCount({ acompanates: '2' })).toBe(2);
    expect(companionCount({ acompanates: '' })).toBe(0);
    expect(companionCount({ acompanates: '-1' })).toBe(0);
    expect(companionCount({})).toBe(0);
  });
});
