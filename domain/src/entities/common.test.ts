import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import {
  compareDateTimeText,
  dateTimeText,
  email,
  fieldErrors,
  hexColor,
  idList,
  idString,
  isDateText,
  isDateTimeText,
  plainTextLength,
  richText,
  scalarValue,
  text,
  url,
  validateBody,
  withoutProtoKeys,
} from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('text', () => {
  it('trims and refuses more than its maximum with the spec message', async () => {
    expect(await validateBody(text(5), '  abc  ')).toBe('abc');
    expect(await errorsOf(text(5), 'abcdef')).toEqual([
      'Este campo no debe tener más de 5 caracteres',
    ]);
    expect(await errorsOf(text(), ONE_MB)).toHaveLength(1);
  });
});

describe('rich text', () => {
  it('counts visible characters, not markup', () => {
    expect(plainTextLength('<p>Hola&nbsp;<b>mundo</b></p>')).toBe(10);
    expect(plainTextLength('a &amp; b &#39;c&#x27;')).toBe(9);
  });

  it('accepts markup beyond the visible limit and refuses longer visible text', async () => {
    expect(await errorsOf(richText(5), `<p style="color:red">12345</p>`)).toEqual([]);
    expect(await errorsOf(richText(5), '<p>123456</p>')).toEqual([
      'Este campo no debe tener más de 5 caracteres',
    ]);
    expect(await errorsOf(richText(), ONE_MB)).not.toEqual([]);
  });
});

describe('ids', () => {
  it('accepts path-safe ids and refuses anything that could split a path', async () => {
    expect(await errorsOf(idString(), 'abc_DEF-123')).toEqual([]);
    for (const bad of ['a/b', '..', '', 'a b', 'x'.repeat(129)]) {
      expect(await errorsOf(idString(), bad)).toEqual(['Identificador no válido']);
    }
    expect(await errorsOf(idString(), ONE_MB)).toEqual(['Identificador no válido']);
  });

  it('refuses repeated ids in a list', async () => {
    expect(await errorsOf(idList(), ['a', 'b'])).toEqual([]);
    expect(await errorsOf(idList(), ['a', 'a'])).toEqual(['Hay elementos repetidos']);
    expect(await errorsOf(idList(2), ['a', 'b', 'c'])).toEqual([
      'No se permiten más de 2 elementos',
    ]);
  });
});

describe('url', () => {
  it('accepts http(s) only', async () => {
    expect(await errorsOf(url(), 'https://example.com/a.png?x=1')).toEqual([]);
    expect(await errorsOf(url(), 'http://127.0.0.1:9199/v0/b/demo/o/a.png')).toEqual([]);
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/a', 'example']) {
      expect(await errorsOf(url('mal'), bad)).toContain('mal');
    }
    expect(await errorsOf(url(), `https://example.com/${ONE_MB}`)).not.toEqual([]);
  });
});

describe('email', () => {
  it('lower-cases and validates', async () => {
    expect(await validateBody(email(), ' Ana@Example.COM ')).toBe('ana@example.com');
    expect(await errorsOf(email(), 'ana@')).toEqual(['Ingrese un email válido']);
  });
});

describe('hex colour', () => {
  it('defaults and validates', async () => {
    expect(await validateBody(hexColor('#000000'), undefined)).toBe('#000000');
    expect(await errorsOf(hexColor('#000'), '#12ab9F')).toEqual([]);
    expect(await errorsOf(hexColor('#000'), 'red')).toEqual(['Ingrese un color válido']);
    expect(await errorsOf(hexColor('#000'), '#12345')).toEqual(['Ingrese un color válido']);
  });
});

describe('date texts', () => {
  it('knows the calendar', () => {
    expect(isDateText('2024-02-29')).toBe(true);
    expect(isDateText('2023-02-29')).toBe(false);
    expect(isDateText('2024-13-01')).toBe(false);
    expect(isDateTimeText('2024-05-01 23:45')).toBe(true);
    expect(isDateTimeText('2024-05-01 23:45:59')).toBe(true);
    expect(isDateTimeText('2024-05-01 24:00')).toBe(false);
    expect(isDateTimeText('2024-05-01 10:60')).toBe(false);
    expect(isDateTimeText('2024-05-01T10:00')).toBe(false);
  });

  it('orders with and without seconds', () => {
    expect(compareDateTimeText('2024-05-01 10:00', '2024-05-01 10:00:00')).toBe(0);
    expect(compareDateTimeText('2024-05-01 10:00', '2024-05-01 10:00:01')).toBe(-1);
    expect(compareDateTimeText('2024-05-02 00:00', '2024-05-01 23:59:59')).toBe(1);
  });

  it('validates through the schema helper', async () => {
    expect(await errorsOf(dateTimeText('mal'), '2024-02-30 10:00')).toEqual(['mal']);
    expect(await errorsOf(dateTimeText('mal'), ONE_MB)).toEqual(['mal']);
  });
});

describe('scalar value', () => {
  it('accepts text, finite numbers and booleans only', async () => {
    for (const ok of ['a', 3, false]) expect(await errorsOf(scalarValue(), ok)).toEqual([]);
    for (const bad of [{}, [1], Infinity])
      expect(await errorsOf(scalarValue(), bad)).not.toEqual([]);
    expect(await errorsOf(scalarValue(10), 'x'.repeat(11))).toEqual([
      'Este campo no debe tener más de 10 caracteres',
    ]);
  });
});

describe('validateBody and fieldErrors', () => {
  const schema = yup.object({ name: text().required('El nombre es requerido'), n: yup.number() });

  it('survives own __proto__ keys, which yup alone turns into a TypeError', async () => {
    const body: unknown = JSON.parse(
      '{"name": "a", "__proto__": {"admin": true}, "l": [{"__proto__": 1}]}',
    );
    await expect(schema.validate(body)).rejects.toThrow(TypeError);
    expect(await validateBody(schema, body)).toEqual({ name: 'a' });
    expect(withoutProtoKeys(body)).toEqual({ name: 'a', l: [{}] });
    const clean = withoutProtoKeys(body);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(clean).not.toHaveProperty('admin');
  });

  it('drops unknown fields instead of storing them', async () => {
    expect(await validateBody(schema, { name: 'a', _id: 'x', admin: true })).toEqual({ name: 'a' });
  });

  it('reports every field with its first message', async () => {
    const error = await validateBody(schema, { name: '', n: 'x' }).catch((e: unknown) => e);
    expect(fieldErrors(error)).toEqual({
      name: 'El nombre es requerido',
      // yup's English type error, replaced by the domain's (yup-locale.ts).
      n: 'Debe ser un número',
    });
    expect(fieldErrors(new Error('x'))).toEqual({});
    const whole = await validateBody(schema, 'texto').catch((e: unknown) => e);
    expect(Object.keys(fieldErrors(whole))).toEqual(['_']);
  });
});
