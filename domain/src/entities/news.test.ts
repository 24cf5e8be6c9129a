import { describe, expect, it } from 'vitest';
import { newsSchema } from './news.js';
import { ONE_MB, errorsOf } from './test-utils.js';

const valid = {
  title: 'Abrimos inscripciones',
  description_short: 'Ya puedes inscribirte',
  description_complete: '<p>Todo sobre las inscripciones</p>',
  image: 'https://x.co/n.png',
  time: '2024-05-01',
};

describe('newsSchema', () => {
  it('accepts a news item', async () => {
    expect(await errorsOf(newsSchema, { ...valid, linkYoutube: 'https://youtu.be/abc' })).toEqual(
      [],
    );
  });

  it('gives the spec messages', async () => {
    expect(await errorsOf(newsSchema, {})).toEqual([
      'Ingrese el título de la noticia',
      'El subtítulo es requerido',
      'La noticia es requerido',
      'La imagen es requerida',
      'Fecha no válida',
    ]);
    expect(await errorsOf(newsSchema, { ...valid, linkYoutube: 'video' })).toEqual([
      'Link de video no válido',
    ]);
    expect(await errorsOf(newsSchema, { ...valid, time: '2024-31-12' })).toEqual([
      'Fecha no válida',
    ]);
  });

  it('refuses 1 MB text', async () => {
    for (const key of ['title', 'description_short', 'description_complete']) {
      expect(await errorsOf(newsSchema, { ...valid, [key]: ONE_MB })).not.toEqual([]);
    }
  });
});
