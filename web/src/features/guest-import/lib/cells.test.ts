import type { AttendeeField } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { cellForField, columnsOf, guessMapping } from './cells';

const field = (name: string, type: AttendeeField['type'], label = ''): AttendeeField =>
  ({ name, type, label, mandatory: false }) as AttendeeField;

describe('import cells', () => {
  it('types each cell for its field and keeps text byte for byte', () => {
    expect(cellForField('José Ñúñez 🎉', field('names', 'text'))).toBe('José Ñúñez 🎉');
    expect(cellForField(1234567, field('documento', 'text'))).toBe('1234567');
    expect(cellForField('3,5', field('pesovoto', 'number'))).toBe(3.5);
    expect(cellForField('Sí', field('acepta', 'boolean'))).toBe(true);
    expect(cellForField(new Date(2027, 2, 4), field('nacimiento', 'date'))).toBe('04/03/2027');
    expect(cellForField('a, b', field('temas', 'multiplelist'))).toEqual(['a', 'b']);
  });

  it('relates columns named like a field by name or label, accents aside', () => {
    const parsed = {
      sheetName: 'H',
      headers: ['Correo', 'names', 'Cédula'],
      rows: [['a', 'b', 'c']],
    };
    const result = columnsOf(parsed);
    if (!('columns' in result)) throw new Error(result.error);
    const mapping = guessMapping(
      [
        field('email', 'email', 'correo'),
        field('names', 'text'),
        field('documento', 'text', 'Documento'),
      ],
      result.columns,
    );
    expect(mapping).toEqual({ email: 'Correo', names: 'names' });
  });

  it('gives the spec message for a sheet with a header and no rows', () => {
    expect(columnsOf({ sheetName: 'H', headers: ['email'], rows: [] })).toEqual({
      error: 'Excel en blanco',
    });
  });
});
