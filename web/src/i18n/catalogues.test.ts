import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES } from './catalogues';
import { es } from './es';

describe('message catalogues', () => {
  const reference = Object.keys(es).sort();

  it.each(LOCALES)('%s defines exactly the keys of es, none empty', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    for (const key of reference) expect(catalogue[key]?.trim(), key).toBeTruthy();
  });

  it('keeps the spec messages verbatim in Spanish', () => {
    expect(es['notFound.text']).toBe('Lo sentimos, la página que está visitando no existe.');
    expect(es['notFound.home']).toBe('Ir a la página principal');
  });
});
