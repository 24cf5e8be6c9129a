/**
 * The one way the web app writes spreadsheets (spec part 2 §7 Exports). Every export builds a
 * `SheetSpec` and hands it here; how the workbook is produced (sheetjs-style, in a Web Worker for
 * large files) is this module's business, so the screens never import the library themselves.
 */

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

/** Builds the workbook described by `spec` and hands it to the browser as a download. */
export async function downloadSpreadsheet(spec: SheetSpec): Promise<void> {
  const { buildWorkbook } = await import('./build');
  const bytes = buildWorkbook(spec);
  const type = spec.fileName.endsWith('.xls')
    ? 'application/vnd.ms-excel'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = spec.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** DDMMYY, the date the spec's report file names end with (part 2 §9). */
export function ddmmyy(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}${two(date.getMonth() + 1)}${two(date.getFullYear() % 100)}`;
}
