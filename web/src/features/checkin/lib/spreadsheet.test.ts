import { describe, expect, it } from 'vitest';
import { exportFileName } from './spreadsheet';

describe('check-in export file names', () => {
  it('names the file after the event', () => {
    expect(exportFileName('Feria Aforo 2027')).toBe('asistentes_Feria_Aforo_2027.xls');
    expect(exportFileName('Café/Ñandú')).toBe('asistentes_Cafe_Nandu.xls');
    expect(exportFileName('Charla 1', 'asistentes_actividad')).toBe(
      'asistentes_actividad_Charla_1.xls',
    );
  });
});
