import { readFileSync } from 'node:fs';
import { importRows, unmappedMandatoryFields } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories/index';
import {
  DUPLICATE_ROW,
  IMPORT_FIXTURE_ROWS,
  importFixtureRows,
  INVALID_EMAIL_ROW,
} from '../../../../../tests/support/import-fixture';
import { parseWorkbook } from '../../../lib/spreadsheet/parse';
import { columnsOf, guessMapping, importableFields, typedRows } from './cells';

describe('the 500-row import fixture through the wizard logic', () => {
  const bytes = new Uint8Array(
    readFileSync(new URL('../../../../../tests/fixtures/import-500.xlsx', import.meta.url)),
  );
  const fields = importableFields(eventFactory({ _id: 'evt-import' }).user_properties);

  it('reads every row byte for byte and leaves the mandatory Cédula column to relate by hand', () => {
    const parsed = parseWorkbook(bytes, { maxRows: 20_000 });
    const result = columnsOf(parsed);
    if (!('columns' in result)) throw new Error(result.error);
    const mapping = guessMapping(fields, result.columns);
    expect(mapping).toEqual({ email: 'email', names: 'names' });
    expect(unmappedMandatoryFields(fields, mapping)).toEqual(['Documento de identidad']);
    const rows = typedRows(importRows(result.columns, { ...mapping, documento: 'Cédula' }), fields);
    expect(rows).toHaveLength(IMPORT_FIXTURE_ROWS);
    const expected = importFixtureRows(IMPORT_FIXTURE_ROWS);
    rows.forEach((row, i) => {
      expect(row['properties']).toEqual({
        documento: expected[i]![0],
        email: expected[i]![1],
        names: expected[i]![2],
      });
    });
    expect(expected[INVALID_EMAIL_ROW - 2]![1]).toBe('correo-no-valido@');
    expect(expected[DUPLICATE_ROW - 2]![1]).toBe(expected[0]![1]);
  });
});
