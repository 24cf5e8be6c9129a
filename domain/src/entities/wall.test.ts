import { describe, expect, it } from 'vitest';
import { ONE_MB, errorsOf } from './test-utils.js';
import { WALL_COMMENT_MAX, wallCommentSchema, wallPostSchema, wallSettingsSchema } from './wall.js';

describe('wallPostSchema', () => {
  it('accepts a text post, published by default, with an optional image', async () => {
    expect(await errorsOf(wallPostSchema, { text: 'Bienvenidos' })).toEqual([]);
    expect(wallPostSchema.cast({ text: 'Hola' })).toEqual({
      text: 'Hola',
      image: null,
      published: true,
    });
    expect(await errorsOf(wallPostSchema, { text: 'Hola', image: 'https://x.co/a.png' })).toEqual(
      [],
    );
  });

  it('asks for the text and refuses a bad image link or 1 MB of text', async () => {
    expect(await errorsOf(wallPostSchema, {})).toEqual(['Escriba el mensaje de la publicación']);
    expect(await errorsOf(wallPostSchema, { text: 'Hola', image: 'imagen' })).toEqual([
      'Ingrese una URL válida',
    ]);
    expect(await errorsOf(wallPostSchema, { text: ONE_MB })).not.toEqual([]);
  });
});

describe('wallCommentSchema', () => {
  it('asks for the text and bounds it as the rules do', async () => {
    expect(await errorsOf(wallCommentSchema, { text: '  ' })).toEqual(['Escriba su comentario']);
    expect(await errorsOf(wallCommentSchema, { text: 'a'.repeat(WALL_COMMENT_MAX) })).toEqual([]);
    expect(
      await errorsOf(wallCommentSchema, { text: 'a'.repeat(WALL_COMMENT_MAX + 1) }),
    ).not.toEqual([]);
  });
});

describe('wallSettingsSchema', () => {
  it('keeps comments off unless switched on', () => {
    expect(wallSettingsSchema.cast({})).toEqual({ comments_enabled: false });
  });
});
