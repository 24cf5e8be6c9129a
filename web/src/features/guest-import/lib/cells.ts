import { sheetColumns, TICKET_COLUMN, type AttendeeField, type SheetColumn } from '@aforo/domain';
import { DateTime } from 'luxon';
import type { ParsedSpreadsheet, SheetCell } from '../../../lib/spreadsheet';

/** The fields a sheet column can fill: section titles hold no value, passwords are never imported. */
export function importableFields(fields: readonly AttendeeField[]): AttendeeField[] {
  return fields.filter((field) => field.type !== 'tituloseccion' && field.type !== 'password');
}

/** The parsed sheet as the domain's columns (header first), or the spec's blank-sheet message. */
export function columnsOf(parsed: ParsedSpreadsheet) {
  return sheetColumns([parsed.headers, ...parsed.rows]);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Columns named like a field (its name or its label) start related to it. */
export function guessMapping(
  fields: readonly AttendeeField[],
  columns: readonly SheetColumn[],
): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const field of fields) {
    const column = columns.find(
      (c) => fold(c.key) === fold(field.name) || (field.label && fold(c.key) === fold(field.label)),
    );
    if (column && column.key !== TICKET_COLUMN) mapping[field.name] = column.key;
  }
  return mapping;
}

const TRUE_WORDS = new Set(['si', 'sí', 'true', 'verdadero', 'x', '1', 'yes']);

/** How a date attendee field stores its value (the registration form's DD/MM/AAAA). */
const STORED_DATE_FORMAT = 'dd/MM/yyyy';

/**
 * A cell as the field's value in the API's terms: dates as DD/MM/YYYY for date fields, numbers
 * for number fields, booleans for boolean fields, lists split on commas, everything else text
 * exactly as typed (accents and emoji untouched).
 */
export function cellForField(value: SheetCell | unknown, field: AttendeeField): unknown {
  if (value === null || value === undefined) return value;
  if (value instanceof Date) {
    const date = DateTime.fromJSDate(value);
    return field.type === 'date'
      ? date.toFormat(STORED_DATE_FORMAT)
      : date.toFormat('yyyy-MM-dd HH:mm');
  }
  switch (field.type) {
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(number) ? number : String(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : TRUE_WORDS.has(fold(String(value)));
    case 'multiplelist':
    case 'multiplelisttable':
      return String(value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** Applies `cellForField` to the properties of the domain's import rows. */
export function typedRows(
  rows: readonly Record<string, unknown>[],
  fields: readonly AttendeeField[],
): Record<string, unknown>[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return rows.map((row) => {
    const properties = (row['properties'] ?? {}) as Record<string, unknown>;
    const typed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(properties)) {
      const field = byName.get(name);
      typed[name] = field ? cellForField(value, field) : value;
    }
    return { ...row, properties: typed };
  });
}
