/**
 * The .xls export (spec part 1 §9), written as Excel 2003 XML (SpreadsheetML), which Excel,
 * LibreOffice and Google Sheets open as a workbook with a named sheet. Hand-written because the
 * export only writes text: no spreadsheet library for one table.
 */

/** Characters that make a spreadsheet read a cell as a formula (CSV / formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that begins like a formula is kept as text with a leading apostrophe. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** XML 1.0 cannot carry control characters other than tab, line feed and carriage return. */
function xmlSafe(value: string): string {
  return [...value]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 32 || code === 9 || code === 10 || code === 13;
    })
    .join('');
}

function escapeXml(value: string): string {
  return xmlSafe(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Hoja1';
}

export function workbookXml(name: string, rows: readonly (readonly string[])[]): string {
  const body = rows
    .map(
      (row) =>
        `<Row>${row
          .map(
            (cell) =>
              `<Cell><Data ss:Type="String">${escapeXml(neutralizeCell(cell))}</Data></Cell>`,
          )
          .join('')}</Row>`,
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n' +
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" ' +
    'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n' +
    `<Worksheet ss:Name="${escapeXml(sheetName(name))}"><Table>\n${body}\n</Table></Worksheet>\n` +
    '</Workbook>\n'
  );
}

/** A file name that keeps the event's name readable but safe on every file system. */
export function exportFileName(eventName: string, prefix = 'asistentes'): string {
  const safe = eventName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${prefix}_${safe || 'evento'}.xls`;
}

/** Hands the workbook to the browser as a download. */
export function downloadWorkbook(fileName: string, xml: string): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/vnd.ms-excel' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
