import './library-globals';
import XLSX from 'sheetjs-style';
import type { ParsedSpreadsheet, SheetCell } from './index';
import { SpreadsheetError } from './errors';

/**
 * Reads a workbook the organizer did not write. Runs ONLY inside the spreadsheet Worker (its own
 * realm): sheetjs-style 0.15.8 forks SheetJS CE 0.15, so both published read advisories apply —
 * CVE-2023-30533 (prototype pollution: a comment whose ref is `__proto__` writes onto
 * Object.prototype; fixed upstream in 0.19.3) and CVE-2024-22363 (regular-expression DoS on
 * crafted XML; fixed in 0.20.2). The Worker contains the first (its Object.prototype is not the
 * page's, the results cross by structured clone as plain data, and this function refuses a
 * workbook that changed the built-in prototypes); the caller contains the second by a size cap
 * and by terminating the Worker when a parse runs too long.
 */

/** ZIP (.xlsx) and OLE compound file (.xls, BIFF) signatures: anything else is not a workbook. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

const PROTOTYPES: readonly object[] = [
  Object.prototype,
  Array.prototype,
  String.prototype,
  Function.prototype,
];

function ownKeys(target: object): Set<string | symbol> {
  return new Set(Reflect.ownKeys(target));
}

/** A plain copy of a cell's value: dates stay dates, numbers numbers, everything else text. */
function plain(cell: XLSX.CellObject | undefined): SheetCell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  const value: unknown = cell.v;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value;
  const text = String(value);
  return text === '' ? null : text;
}

function isBlank(value: SheetCell): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The first sheet as a header row (trimmed text) and the non-empty rows under it, built from
 * fresh arrays so nothing the library created leaves the Worker.
 */
export function parseWorkbook(
  bytes: Uint8Array,
  options: { maxRows: number; onProgress?: (done: number, total: number) => void },
): ParsedSpreadsheet {
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, CFB)) throw new SpreadsheetError('format');
  const before = PROTOTYPES.map(ownKeys);
  let book: XLSX.WorkBook | null = null;
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      // One row beyond the cap tells "too many" apart from "exactly the cap".
      sheetRows: options.maxRows + 2,
    });
  } catch {
    book = null;
  }
  // A crafted file that wrote onto a built-in prototype is refused, and what it wrote is
  // removed so nothing else in this realm reads it before the Worker ends.
  let polluted = false;
  PROTOTYPES.forEach((proto, i) => {
    for (const key of Reflect.ownKeys(proto)) {
      if (before[i]?.has(key)) continue;
      polluted = true;
      Reflect.deleteProperty(proto, key);
    }
  });
  if (polluted) throw new SpreadsheetError('unsafe');
  if (!book) throw new SpreadsheetError('format');
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheetName || !sheet || !sheet['!ref']) throw new SpreadsheetError('empty');
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const at = (r: number, c: number) => plain(sheet[XLSX.utils.encode_cell({ r, c })]);
  const width = range.e.c - range.s.c + 1;
  const headers: string[] = [];
  for (let c = 0; c < width; c += 1) {
    const value = at(range.s.r, range.s.c + c);
    headers.push(value === null ? '' : String(value).trim());
  }
  if (headers.every((header) => header === '')) throw new SpreadsheetError('no-header');
  const rows: SheetCell[][] = [];
  const total = range.e.r - range.s.r;
  for (let r = range.s.r + 1; r <= range.e.r; r += 1) {
    const row: SheetCell[] = [];
    for (let c = 0; c < width; c += 1) row.push(at(r, range.s.c + c));
    if (!row.every(isBlank)) rows.push(row);
    if (rows.length > options.maxRows) throw new SpreadsheetError('too-many-rows');
    if ((r - range.s.r) % 1000 === 0) options.onProgress?.(r - range.s.r, total);
  }
  if (rows.length === 0) throw new SpreadsheetError('empty');
  return { sheetName, headers, rows };
}
