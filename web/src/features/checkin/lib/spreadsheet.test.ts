import { describe, expect, it } from 'vitest';
import { exportFileName, neutralizeCell, workbookXml } from './spreadsheet';

describe('spreadsheet export', () => {
  it('neutralizes cells that start like a formula', () => {
    for (const bad of ['=1+1', '+57 300', '-2', '@SUM(A1)', '\tx']) {
      expect(neutralizeCell(bad)).toBe(`'${bad}`);
    }
    expect(neutralizeCell('Ana = Bea')).toBe('Ana = Bea');
  });
  it('writes the sheet name and escapes the text', () => {
    const xml = workbookXml('Asistentes', [['Nombre'], ['<Ana & "Bea">'], ['=HYPERLINK()']]);
    expect(xml).toContain('ss:Name="Asistentes"');
    expect(xml).toContain('&lt;Ana &amp; &quot;Bea&quot;&gt;');
    expect(xml).toContain(`'=HYPERLINK()`);
  });
  it('names the file after the event', () => {
    expect(exportFileName('Feria Aforo 2027')).toBe('asistentes_Feria_Aforo_2027.xls');
    expect(exportFileName('Café/Ñandú')).toBe('asistentes_Cafe_Nandu.xls');
    expect(exportFileName('Charla 1', 'asistentes_actividad')).toBe(
      'asistentes_actividad_Charla_1.xls',
    );
  });
});
