import type { AttendeeField } from './attendee-field.js';

/*
 * Rules of the guest import wizard (part 3 §4.6, §5.8). The rows themselves are validated with
 * `attendeeSchemaFor` on the server, one request per row.
 */

export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;
export const IMPORT_PREVIEW_VALUES = 2;
/** A column with this header is accepted without a matching field. */
export const TICKET_COLUMN = 'ticket_id';
export const BLANK_SHEET_MESSAGE = 'Excel en blanco';
export const NO_HEADERS_MESSAGE = 'Excel en blanco, o algún problema con el archivo o el formato';
export const UNKNOWN_ROW_ERROR = 'ERROR DESCONOCIDO';

export function isImportFile(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export interface SheetColumn {
  /** The header text, trimmed. */
  key: string;
  /** The cell values of the column, one per data row. */
  list: unknown[];
  used: boolean;
}

const isBlank = (cell: unknown) => cell == null || String(cell).trim() === '';

/**
 * The columns of a parsed sheet (an array of rows, the first one the header). Data rows whose cells
 * are all blank are skipped; the wizard advances only with a header and at least one data row.
 */
export function sheetColumns(
  rows: readonly (readonly unknown[])[],
): { columns: SheetColumn[] } | { error: string } {
  const [header, ...rest] = rows;
  const data = rest.filter((row) => !row.every(isBlank));
  if (header === undefined || (data.length === 0 && header.every(isBlank))) {
    return { error: BLANK_SHEET_MESSAGE };
  }
  const columns: SheetColumn[] = [];
  header.forEach((cell, index) => {
    if (isBlank(cell)) return;
    columns.push({ key: String(cell).trim(), list: data.map((row) => row[index]), used: false });
  });
  if (columns.length === 0) return { error: NO_HEADERS_MESSAGE };
  return data.length === 0 ? { error: BLANK_SHEET_MESSAGE } : { columns };
}

/**
 * Mandatory fields without a column in `mapping` ({field name: column key}): the Importar button
 * stays disabled and the wizard lists them. Section titles carry no value and never count.
 */
export function unmappedMandatoryFields(
  fields: readonly Pick<AttendeeField, 'name' | 'label' | 'mandatory' | 'type'>[],
  mapping: Readonly<Record<string, string | null | undefined>>,
): string[] {
  return fields
    .filter((f) => f.mandatory && f.type !== 'tituloseccion' && !mapping[f.name])
    .map((f) => f.label || f.name);
}

/** The body of each row: mapped fields by name, plus ticket_id when the sheet has that column. */
export function importRows(
  columns: readonly SheetColumn[],
  mapping: Readonly<Record<string, string | null | undefined>>,
): Record<string, unknown>[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const rowCount = Math.max(0, ...columns.map((column) => column.list.length));
  const ticketColumn = byKey.get(TICKET_COLUMN);
  return Array.from({ length: rowCount }, (_, row) => {
    const properties: Record<string, unknown> = {};
    for (const [field, key] of Object.entries(mapping)) {
      const column = key ? byKey.get(key) : undefined;
      if (column !== undefined && !isBlank(column.list[row])) properties[field] = column.list[row];
    }
    const ticket = ticketColumn?.list[row];
    return isBlank(ticket) ? { properties } : { properties, ticket_id: String(ticket).trim() };
  });
}

export type ImportRowStatus = 'saved' | 'UPDATED' | 'failed';

/** The status of a row from the server's answer ({message: 'OK', status}). */
export function importRowStatus(answer: unknown): ImportRowStatus {
  if (typeof answer !== 'object' || answer === null) return 'failed';
  if (Reflect.get(answer, 'message') !== 'OK') return 'failed';
  return Reflect.get(answer, 'status') === 'UPDATED' ? 'UPDATED' : 'saved';
}

/**
 * The status text of a failed row: 'ERROR ' and the first message of each field of the server's
 * error body ({errors: {field: message | message[]}}); without a response 'ERROR DESCONOCIDO'.
 */
export function importRowErrorText(errorBody: unknown): string {
  const errors: unknown =
    typeof errorBody === 'object' && errorBody !== null ? Reflect.get(errorBody, 'errors') : null;
  if (typeof errors !== 'object' || errors === null) return UNKNOWN_ROW_ERROR;
  const firsts = Object.values(errors)
    .map((messages: unknown) => (Array.isArray(messages) ? messages[0] : messages))
    .filter((message): message is string => typeof message === 'string');
  return firsts.length === 0 ? UNKNOWN_ROW_ERROR : `ERROR ${firsts.join(' ')}`;
}
