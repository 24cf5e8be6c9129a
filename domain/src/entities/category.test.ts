import { describe, expect, it } from 'vitest';
import { activityTypeSchema, categorySchema } from './category.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('categorySchema', () => {
  it('defaults the colour to black', async () => {
    expect(await validateBody(categorySchema, { name: 'Salud' })).toEqual({
      name: 'Salud',
      color: '#000000',
    });
  });

  it('requires a name and a hex colour', async () => {
    expect(await errorsOf(categorySchema, { name: '  ' })).toEqual(['El nombre es requerido']);
    expect(await errorsOf(categorySchema, { name: 'a', color: 'rgb(0,0,0)' })).toEqual([
      'Ingrese un color válido',
    ]);
    expect(await errorsOf(categorySchema, { name: ONE_MB })).not.toEqual([]);
  });
});

describe('activityTypeSchema', () => {
  it('is a name only', async () => {
    expect(await validateBody(activityTypeSchema, { name: 'Taller', color: '#fff' })).toEqual({
      name: 'Taller',
    });
    expect(await errorsOf(activityTypeSchema, {})).toEqual(['El nombre es requerido']);
  });
});
