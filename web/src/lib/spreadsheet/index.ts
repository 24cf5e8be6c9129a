/**
 * The one way the web app writes and reads spreadsheets (spec part 2 §7 Exports, part 3 §5.8
 * Import). Every export builds a `SheetSpec` and hands it here; the import hands a File. The
 * workbook is built and parsed by sheetjs-style in a Web Worker (./worker.ts), one Worker per
 * job, ended when the job ends, so the page stays responsive and never runs the parser in its
 * own realm. The screens never import the library themselves.
 */
import { SpreadsheetError } from './errors';
import type { WorkerAnswer, WorkerRequest } from './protocol';
import { saveBlob } from '../files/save-blob';

export { SpreadsheetError, type SpreadsheetErrorCode } from './errors';

/** A cell as the export means it: dates stay dates, numbers numbers, text text. */
export type SheetCell = string | number | boolean | Date | null;

export interface SheetColumn {
  header: string;
  /** Width in characters; guessed from the content when absent. */
  width?: number;
}

export interface SheetSpec {
  /** File name with its extension (.xlsx, or .xls where the spec names one). */
  fileName: string;
  /** Excel limits sheet names to 31 characters; the spec's reports cut them to 30. */
  sheetName: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetCell[])[];
}

/** The first sheet of an imported workbook: trimmed headers and the rows that hold something. */
export interface ParsedSpreadsheet {
  sheetName: string;
  headers: string[];
  rows: SheetCell[][];
}

export interface SpreadsheetJobOptions {
  /** Called with rows done / rows in all while the Worker works (long files only). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Stops the Worker past this many milliseconds (a crafted file's regular-expression DoS). */
  timeoutMs?: number;
}

/** Bigger files are refused before they are read: 10,000 guests fit in about 1 MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** A 10,000-row workbook parses in about a second; a parse still running at 30 s is hostile. */
export const PARSE_TIMEOUT_MS = 30_000;
const BUILD_TIMEOUT_MS = 120_000;

/** Runs one job in a fresh Worker and ends the Worker however the job ends. */
function runInWorker(
  request: WorkerRequest,
  transfer: Transferable[],
  options: SpreadsheetJobOptions,
): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new SpreadsheetError('cancelled'));
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url), {
        type: 'module',
        name: 'spreadsheet',
      });
    } catch {
      reject(new SpreadsheetError('worker'));
      return;
    }
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new SpreadsheetError('timeout'))),
      options.timeoutMs ?? BUILD_TIMEOUT_MS,
    );
    const onAbort = () => finish(() => reject(new SpreadsheetError('cancelled')));
    options.signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const message = event.data;
      if (message.kind === 'progress') options.onProgress?.(message.done, message.total);
      else if (message.kind === 'error') finish(() => reject(new SpreadsheetError(message.code)));
      else finish(() => resolve(message));
    };
    worker.onerror = () => finish(() => reject(new SpreadsheetError('worker')));
    worker.onmessageerror = () => finish(() => reject(new SpreadsheetError('worker')));
    worker.postMessage(request, transfer);
  });
}

/** Builds the workbook's bytes: in the Worker in a browser, in this thread where none exists. */
export async function buildSpreadsheet(
  spec: SheetSpec,
  options: SpreadsheetJobOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof Worker === 'undefined') {
    const { buildWorkbook } = await import('./build');
    return buildWorkbook(spec);
  }
  // The spec crosses by structured clone: dates stay Date objects on the other side.
  const plainSpec: SheetSpec = {
    fileName: spec.fileName,
    sheetName: spec.sheetName,
    columns: spec.columns.map(({ header, width }) => ({ header, width })),
    rows: spec.rows,
  };
  const answer = await runInWorker({ kind: 'build', spec: plainSpec }, [], options);
  if (answer.kind !== 'built') throw new SpreadsheetError('worker');
  return new Uint8Array(answer.bytes);
}

/** Builds the workbook described by `spec` and hands it to the browser as a download. */
export async function downloadSpreadsheet(
  spec: SheetSpec,
  options: SpreadsheetJobOptions = {},
): Promise<void> {
  const bytes = await buildSpreadsheet(spec, options);
  const type = spec.fileName.endsWith('.xls')
    ? 'application/vnd.ms-excel'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  saveBlob(new Blob([bytes], { type }), spec.fileName);
}

/** The cell as plain data of this realm: anything else the Worker might send becomes text. */
function plainCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'string' ? value : null;
}

/** Copies the Worker's answer into fresh arrays of this realm, dropping anything unexpected. */
export function plainParsed(value: unknown): ParsedSpreadsheet {
  const source = value as Partial<Record<'sheetName' | 'headers' | 'rows', unknown>>;
  if (!Array.isArray(source.headers) || !Array.isArray(source.rows))
    throw new SpreadsheetError('format');
  return {
    sheetName: typeof source.sheetName === 'string' ? source.sheetName : '',
    headers: source.headers.map((header) => (typeof header === 'string' ? header : '')),
    rows: source.rows.map((row) => (Array.isArray(row) ? row.map(plainCell) : [])),
  };
}

/**
 * Reads the first sheet of an .xls/.xlsx file chosen by the user. Refuses other extensions and
 * files over the size cap before reading them; the parse happens only in the Worker, is stopped
 * past `timeoutMs`, and its answer is copied into plain data here.
 */
export async function parseSpreadsheet(
  file: Blob & { name: string },
  options: SpreadsheetJobOptions & { maxBytes?: number; maxRows?: number } = {},
): Promise<ParsedSpreadsheet> {
  if (!/\.xlsx?$/i.test(file.name)) throw new SpreadsheetError('format');
  if (file.size > (options.maxBytes ?? MAX_IMPORT_BYTES)) throw new SpreadsheetError('too-large');
  if (file.size === 0) throw new SpreadsheetError('empty');
  if (typeof Worker === 'undefined') throw new SpreadsheetError('worker');
  const bytes = await file.arrayBuffer();
  const answer = await runInWorker(
    { kind: 'parse', bytes, maxRows: options.maxRows ?? MAX_IMPORT_ROWS },
    [bytes],
    { ...options, timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS },
  );
  if (answer.kind !== 'parsed') throw new SpreadsheetError('worker');
  return plainParsed(answer.result);
}

/** DDMMYY, the date the spec's report file names end with (part 2 §9). */
export function ddmmyy(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${two(date.getFullYear() % 100)}`;
}
