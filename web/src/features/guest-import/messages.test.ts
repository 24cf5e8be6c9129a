import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { guestImportMessages } from './messages';

describe('the import progress line', () => {
  it('writes both counts the same way, grouped as the language groups thousands', () => {
    const line = (lang: 'es' | 'en' | 'pt') =>
      new IntlMessageFormat(guestImportMessages[lang]['guestImport.progress'], lang).format({
        done: 10_000,
        total: 10_000,
      });
    // A plain {done} printed "10000 de 10.000 filas".
    expect(line('es')).toBe('10.000 de 10.000 filas');
    expect(line('en')).toBe('10,000 of 10,000 rows');
    expect(line('pt')).toBe('10.000 de 10.000 linhas');
  });
});
