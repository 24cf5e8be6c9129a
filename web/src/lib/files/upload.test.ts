import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeFileName, timestampedPath } from './upload';

afterEach(() => {
  vi.useRealTimers();
});

describe('safeFileName', () => {
  it('drops accents and turns anything else but letters, digits, dots and hyphens into one hyphen', () => {
    expect(safeFileName('Presentación Año 2026.pptx')).toBe('Presentacion-Ano-2026.pptx');
    expect(safeFileName('foto (1) & más!.jpeg')).toBe('foto-1-mas-.jpeg');
    expect(safeFileName('ñandú_ü.png')).toBe('nandu-u.png');
  });

  it('never starts or ends a name with a hyphen', () => {
    expect(safeFileName('  ¿informe?  ')).toBe('informe');
    expect(safeFileName('--a--')).toBe('a');
  });

  it('keeps the end of a long name, where its extension is', () => {
    const name = `${'x'.repeat(200)}.pdf`;
    const safe = safeFileName(name);
    expect(safe).toHaveLength(80);
    expect(safe.endsWith('.pdf')).toBe(true);
  });

  it('names a file with nothing usable "archivo"', () => {
    expect(safeFileName('')).toBe('archivo');
    expect(safeFileName('日本語')).toBe('archivo');
  });
});

describe('timestampedPath', () => {
  it('prefixes the safe name with the time, inside the folder', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T15:00:00.000Z'));
    expect(timestampedPath('events/e1/images', { name: 'Logo Café.png' })).toBe(
      `events/e1/images/${Date.parse('2026-03-01T15:00:00.000Z')}-Logo-Cafe.png`,
    );
  });

  it('gives the same file uploaded twice two paths, so neither overwrites the other', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    const first = timestampedPath('docs', { name: 'a.pdf' });
    vi.setSystemTime(2_000);
    expect(timestampedPath('docs', { name: 'a.pdf' })).not.toBe(first);
  });
});
