import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './build';
import { ddmmyy } from './index';

describe('buildWorkbook', () => {
  it('writes typed cells under a header row and keeps formula-looking text inert', () => {
    const bytes = buildWorkbook({
      fileName: 'asistentes.xlsx',
      sheetName: 'Un nombre de hoja que pasa de treinta y un caracteres',
      columns: [{ header: 'Nombre' }, { header: 'Fecha' }, { header: 'Edad' }],
      rows: [['=HYPERLINK("http://x","y")', new Date(Date.UTC(2027, 2, 4, 15, 0)), 41]],
    });
    const book = XLSX.read(bytes, { type: 'array', cellDates: true });
    const name = book.SheetNames[0] ?? '';
    expect(name).toHaveLength(31);
    const sheet = book.Sheets[name];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.A1?.v).toBe('Nombre');
    expect(sheet.A2?.t).toBe('s');
    expect(sheet.A2?.f).toBeUndefined();
    expect(String(sheet.A2?.v)).toMatch(/^'=HYPERLINK/);
    expect(sheet.B2?.t === 'd' || sheet.B2?.v instanceof Date).toBe(true);
    expect(sheet.C2?.t).toBe('n');
    expect(sheet.C2?.v).toBe(41);
  });

  it('ends report names with DDMMYY', () => {
    expect(ddmmyy(new Date(2027, 2, 4))).toBe('040327');
  });
});
