import './library-globals';
import XLSX from 'sheetjs-style';
import type { SheetCell, SheetSpec } from './index';

/** Characters that make a spreadsheet read a text cell as a formula (formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: SheetCell): XLSX.CellObject {
  if (value === null) return { t: 's', v: '' };
  if (value instanceof Date) return { t: 'd', v: value, z: 'yyyy-mm-dd hh:mm' };
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  // Text that looks like a formula stays text: a string cell is never evaluated, and the
  // apostrophe keeps it inert even after someone re-types the cell.
  return { t: 's', v: FORMULA_START.test(value) ? `'${value}` : value };
}

/** The workbook bytes for `spec`: a bold header row, column widths, typed cells. */
export function buildWorkbook(spec: SheetSpec): Uint8Array<ArrayBuffer> {
  const sheet: XLSX.WorkSheet = {};
  const header = spec.columns.map((column) => column.header);
  header.forEach((text, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: text, s: { font: { bold: true } } };
  });
  spec.rows.forEach((row, r) => {
    row.forEach((value, c) => {
      sheet[XLSX.utils.encode_cell({ r: r + 1, c })] = cell(value);
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: spec.rows.length, c: Math.max(header.length - 1, 0) },
  });
  sheet['!cols'] = spec.columns.map((column, c) => ({
    wch:
      column.width ??
      Math.min(
        60,
        Math.max(
          column.header.length,
          ...spec.rows.slice(0, 200).map((row) => String(row[c] ?? '').length),
        ) + 2,
      ),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    sheet,
    spec.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1',
  );
  const out: ArrayBuffer = XLSX.write(book, {
    type: 'array',
    bookType: spec.fileName.endsWith('.xls') ? 'biff8' : 'xlsx',
    cellDates: true,
  });
  return new Uint8Array(out);
}
