import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { speakerSchema } from './speaker.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('speakerSchema', () => {
  it('accepts a speaker, visible by default', async () => {
    const speaker = await validateBody(speakerSchema, { name: 'Ana', image: 'https://x.co/a.png' });
    expect(speaker).toMatchObject({ name: 'Ana', published: true, description_activity: false });
  });

  it('validates name, image and ordering', async () => {
    expect(await errorsOf(speakerSchema, {})).toEqual(['El nombre es requerido']);
    expect(await errorsOf(speakerSchema, { name: 'Ana', image: 'foto.png' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(await errorsOf(speakerSchema, { name: 'Ana', order: -1 })).not.toEqual([]);
    expect(await errorsOf(speakerSchema, { name: 'Ana', category_id: 'a/b' })).toEqual([
      'Identificador no válido',
    ]);
    expect(await errorsOf(speakerSchema, { name: 'Ana', description: ONE_MB })).not.toEqual([]);
    expect(await errorsOf(speakerSchema, { name: 'Ana', profession: ONE_MB })).not.toEqual([]);
  });
});
