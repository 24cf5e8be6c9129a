/**
 * Workbooks the tests feed to the spreadsheet reader: a crafted one carrying the published
 * SheetJS prototype-pollution pattern (CVE-2023-30533: a cell comment whose ref is
 * `__proto__`), built from a normal workbook by rewriting its comments part.
 */
import XLSX from 'sheetjs-style';

export function workbookBytes(rows: unknown[][], sheetName = 'Hoja1'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** An .xlsx whose comment targets `__proto__`: read by SheetJS ≤ 0.19.2 it sets Object.prototype.c. */
export function craftedWorkbook(): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([['email'], ['ana@example.com']]);
  sheet.A1!.c = [{ a: 'x', t: 'polluted' }] as XLSX.Comments;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
  const bytes = new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
  );
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const index = zip.FullPaths.findIndex((path) => /comments\d*\.xml$/.test(path));
  const entry = zip.FileIndex[index];
  if (!entry?.content) throw new Error('the workbook has no comments part');
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  entry.content = new TextEncoder().encode(xml.replace('ref="A1"', 'ref="__proto__"'));
  const out: unknown = XLSX.CFB.write(zip, { type: 'array', fileType: 'zip' });
  return out instanceof Uint8Array ? out : new Uint8Array(out as ArrayLike<number>);
}

/** A downloaded workbook's first sheet: its name, the raw cells and every row as shown text. */
export function readSheet(bytes: Uint8Array): {
  sheetName: string;
  sheet: XLSX.WorkSheet;
  rows: string[][];
} {
  const book = XLSX.read(bytes, { type: 'array', cellDates: true });
  const sheetName = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[sheetName];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  return { sheetName, sheet, rows: rows.map((row) => row.map((cell) => String(cell))) };
}

/** The raw cell at a zero-based row and column (row 0 is the header). */
export function cellAt(sheet: XLSX.WorkSheet, r: number, c: number): XLSX.CellObject | undefined {
  return sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
}
