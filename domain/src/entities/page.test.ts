import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { byPageOrder, customPageSchema, slugFromTitle } from './page.js';
import { errorsOf } from './test-utils.js';

describe('custom pages', () => {
  it('accepts a page with defaults: a draft at order 0 with an empty body', async () => {
    expect(
      await validateBody(customPageSchema, { title: 'Cómo llegar', slug: 'como-llegar' }),
    ).toEqual({ title: 'Cómo llegar', slug: 'como-llegar', order: 0, body: '', published: false });
  });

  it('refuses an address with spaces, accents or slashes, and a missing title', async () => {
    for (const slug of ['con espacios', 'acción', 'a/b', '-borde', 'doble--guion']) {
      expect(await errorsOf(customPageSchema, { title: 'x', slug })).toEqual([
        'Use minúsculas, números y guiones (p. ej. como-llegar)',
      ]);
    }
    expect(await errorsOf(customPageSchema, { slug: 'a' })).toEqual(['El título es requerido']);
  });

  it('makes an address from a title', () => {
    expect(slugFromTitle('  Cómo llegar al Recinto!  ')).toBe('como-llegar-al-recinto');
    expect(slugFromTitle('¿Qué?')).toBe('que');
  });

  it('orders the navigation by order, then title', () => {
    const pages = [
      { title: 'B', order: 1 },
      { title: 'C', order: 0 },
      { title: 'A', order: 1 },
    ].map((p) => ({ ...p, slug: 'x', body: '', published: true }));
    expect([...pages].sort(byPageOrder).map((p) => p.title)).toEqual(['C', 'A', 'B']);
  });
});
