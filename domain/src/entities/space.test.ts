import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { spaceSchema } from './space.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('spaceSchema', () => {
  it('takes a name and leaves created_at to the server', async () => {
    expect(await validateBody(spaceSchema, { name: 'Sala 1', created_at: 'ayer' })).toEqual({
      name: 'Sala 1',
    });
    expect(await errorsOf(spaceSchema, {})).toEqual(['El nombre es requerido']);
    expect(await errorsOf(spaceSchema, { name: ONE_MB })).not.toEqual([]);
  });
});
