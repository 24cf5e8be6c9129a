/**
 * Why a spreadsheet could not be read or written. The screens turn the code into the spec's
 * words ("Excel en blanco", "Excel en blanco, o algún problema con el archivo o el formato").
 */
export type SpreadsheetErrorCode =
  /** Not an .xls/.xlsx workbook (a .csv, a renamed program, a damaged file). */
  | 'format'
  /** A sheet with no data rows. */
  | 'empty'
  /** A first row with no usable column header. */
  | 'no-header'
  /** A crafted workbook that tried to write onto the built-in prototypes. */
  | 'unsafe'
  | 'too-large'
  | 'too-many-rows'
  /** The parse ran past its time limit and was stopped. */
  | 'timeout'
  | 'cancelled'
  /** The Worker itself failed (could not start, crashed). */
  | 'worker';

export class SpreadsheetError extends Error {
  constructor(readonly code: SpreadsheetErrorCode) {
    super(`spreadsheet: ${code}`);
    this.name = 'SpreadsheetError';
  }
}

export function isSpreadsheetErrorCode(value: unknown): value is SpreadsheetErrorCode {
  return (
    typeof value === 'string' &&
    [
      'format',
      'empty',
      'no-header',
      'unsafe',
      'too-large',
      'too-many-rows',
      'timeout',
      'cancelled',
      'worker',
    ].includes(value)
  );
}
