import type { SpreadsheetErrorCode } from './errors';
import type { ParsedSpreadsheet, SheetSpec } from './index';

/** What the page asks the spreadsheet Worker. */
export type WorkerRequest =
  { kind: 'build'; spec: SheetSpec } | { kind: 'parse'; bytes: ArrayBuffer; maxRows: number };

/** What the Worker answers: progress any number of times, then one result or one error. */
export type WorkerAnswer =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'built'; bytes: ArrayBuffer }
  | { kind: 'parsed'; result: ParsedSpreadsheet }
  | { kind: 'error'; code: SpreadsheetErrorCode };
