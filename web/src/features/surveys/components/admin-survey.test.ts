// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFile } from './admin-survey';

afterEach(() => {
  vi.useRealTimers();
});

describe('reportFile', () => {
  it('names the file after the survey, without accents or symbols, dated DDMMYY', () => {
    vi.useFakeTimers({ now: new Date(2027, 2, 5, 10, 0) });
    expect(reportFile('ranking', '¿Cuánto sabes de Café?')).toEqual({
      sheetName: '¿Cuánto sabes de Café?',
      fileName: 'ranking-cuanto-sabes-de-cafe-050327.xlsx',
    });
  });

  it('cuts the sheet name to 30 characters, as the spreadsheet allows', () => {
    const long = 'Encuesta de satisfacción del congreso anual 2027';
    const { sheetName, fileName } = reportFile('respuestas', long);
    expect(sheetName).toBe(long.slice(0, 30));
    expect(sheetName).toHaveLength(30);
    expect(fileName).toMatch(
      /^respuestas-encuesta-de-satisfaccion-del-congreso-anual-2027-\d{6}\.xlsx$/,
    );
  });

  it('a name of symbols only still gives a usable file name', () => {
    expect(reportFile('ranking', '¡¡!!').fileName).toMatch(/^ranking--\d{6}\.xlsx$/);
  });
});
