import { describe, expect, it } from 'vitest';
import { faqSchema } from './faq.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('faqSchema', () => {
  it('needs a question and an answer', async () => {
    expect(await errorsOf(faqSchema, { title: '¿Hay parqueadero?', content: '<p>Sí</p>' })).toEqual(
      [],
    );
    expect(await errorsOf(faqSchema, {})).toEqual([
      'La pregunta es requerida',
      'La respuesta es requerida',
    ]);
    expect(await errorsOf(faqSchema, { title: 'a', content: ONE_MB })).not.toEqual([]);
  });
});
