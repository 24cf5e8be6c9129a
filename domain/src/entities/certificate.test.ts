import { describe, expect, it } from 'vitest';
import { certificateSchema } from './certificate.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('certificateSchema', () => {
  it('needs a name and content', async () => {
    const valid = { name: 'Asistencia', content: '<p>Certificamos que [user.names] asistió</p>' };
    expect(await errorsOf(certificateSchema, valid)).toEqual([]);
    expect(await errorsOf(certificateSchema, {})).toEqual([
      'El nombre es requerido',
      'El contenido es requerido',
    ]);
    expect(await errorsOf(certificateSchema, { ...valid, background: 'x' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(await errorsOf(certificateSchema, { ...valid, content: ONE_MB })).not.toEqual([]);
  });
});
