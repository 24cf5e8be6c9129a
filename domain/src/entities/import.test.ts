import { describe, expect, it } from 'vitest';
import {
  importRowErrorText,
  importRowStatus,
  importRows,
  isImportFile,
  sheetColumns,
  unmappedMandatoryFields,
} from './import.js';

describe('import file and sheet', () => {
  it('accepts .xls and .xlsx only', () => {
    expect(isImportFile('invitados.XLSX')).toBe(true);
    expect(isImportFile('invitados.xls')).toBe(true);
    expect(isImportFile('invitados.csv')).toBe(false);
    expect(isImportFile('xls')).toBe(false);
  });

  it('reads trimmed headers and skips blank rows', () => {
    const result = sheetColumns([
      [' email ', 'names', null],
      ['', null, '  '],
      ['a@x.co', 'Ana', 'x'],
      ['b@x.co', 'Beto'],
    ]);
    expect(result).toEqual({
      columns: [
        { key: 'email', list: ['a@x.co', 'b@x.co'], used: false },
        { key: 'names', list: ['Ana', 'Beto'], used: false },
      ],
    });
  });

  it('calls a sheet without data blank, and one without headers broken', () => {
    expect(sheetColumns([])).toEqual({ error: 'Excel en blanco' });
    expect(sheetColumns([['email'], ['', '']])).toEqual({ error: 'Excel en blanco' });
    expect(sheetColumns([[], []])).toEqual({ error: 'Excel en blanco' });
    expect(
      sheetColumns([
        ['', ' '],
        ['a', 'b'],
      ]),
    ).toEqual({
      error: 'Excel en blanco, o algún problema con el archivo o el formato',
    });
  });
});

describe('import mapping and rows', () => {
  const fields = [
    { name: 'email', label: 'Correo', mandatory: true, type: 'email' as const },
    { name: 'names', label: 'Nombres', mandatory: true, type: 'text' as const },
    { name: 'cargo', label: 'Cargo', mandatory: false, type: 'text' as const },
    { name: 'seccion', label: 'Sección', mandatory: true, type: 'tituloseccion' as const },
  ];

  it('lists mandatory fields without a column', () => {
    expect(unmappedMandatoryFields(fields, { email: 'email' })).toEqual(['Nombres']);
    expect(unmappedMandatoryFields(fields, { email: 'email', names: 'names' })).toEqual([]);
  });

  it('builds one body per row, with ticket_id when the sheet has it', () => {
    const columns = [
      { key: 'Correo', list: ['a@x.co', 'b@x.co'], used: true },
      { key: 'Nombre', list: ['Ana', ''], used: true },
      { key: 'ticket_id', list: ['t1', null], used: false },
    ];
    expect(importRows(columns, { email: 'Correo', names: 'Nombre', cargo: null })).toEqual([
      { properties: { email: 'a@x.co', names: 'Ana' }, ticket_id: 't1' },
      { properties: { email: 'b@x.co' } },
    ]);
  });
});

describe('import results', () => {
  it('reads the row status from the answer', () => {
    expect(importRowStatus({ message: 'OK', status: 'UPDATED' })).toBe('UPDATED');
    expect(importRowStatus({ message: 'OK', status: 'CREATED' })).toBe('saved');
    expect(importRowStatus({ message: 'NO' })).toBe('failed');
    expect(importRowStatus(undefined)).toBe('failed');
  });

  it('writes the error text of a failed row', () => {
    expect(
      importRowErrorText({
        errors: { email: ['Ingrese un correo válido', 'otro'], names: 'Requerido' },
      }),
    ).toBe('ERROR Ingrese un correo válido Requerido');
    expect(importRowErrorText(undefined)).toBe('ERROR DESCONOCIDO');
    expect(importRowErrorText({ message: 'x' })).toBe('ERROR DESCONOCIDO');
  });
});
