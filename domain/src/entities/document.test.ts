import { describe, expect, it } from 'vitest';
import { validateBody } from './common.js';
import { documentSchema } from './document.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('documentSchema', () => {
  it('accepts a file restricted to roles and users', async () => {
    const doc = {
      type: 'file',
      title: 'Memorias',
      file: 'https://x.co/m.pdf',
      permissionRol: ['vip'],
      permissionUser: ['uid1'],
    };
    expect(await validateBody(documentSchema, doc)).toMatchObject({ ...doc, folder_id: null });
  });

  it('needs a file for a file and a name for a folder', async () => {
    expect(await errorsOf(documentSchema, { type: 'file' })).toEqual(['Seleccione un archivo']);
    expect(await errorsOf(documentSchema, { type: 'folder', name: ' ' })).toEqual([
      'Ingrese el nombre de la carpeta',
    ]);
    const folder = await validateBody(documentSchema, {
      type: 'folder',
      name: 'Actas',
      file: 'https://x.co/m.pdf',
    });
    expect(folder.file).toBeNull();
  });

  it('refuses bad types, repeated permissions and 1 MB names', async () => {
    expect(await errorsOf(documentSchema, { type: 'link', file: 'https://x.co' })).not.toEqual([]);
    expect(
      await errorsOf(documentSchema, { file: 'https://x.co/a', permissionRol: ['a', 'a'] }),
    ).toEqual(['Hay elementos repetidos']);
    expect(await errorsOf(documentSchema, { type: 'folder', name: ONE_MB })).not.toEqual([]);
  });
});
