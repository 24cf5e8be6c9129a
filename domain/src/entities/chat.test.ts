import { describe, expect, it } from 'vitest';
import { chatMessageSchema, isExportableChatMessage } from './chat.js';
import { validateBody } from './common.js';
import { ONE_MB, errorsOf } from './test-utils.js';

describe('chatMessageSchema', () => {
  it('accepts a message and leaves the time to the server', async () => {
    const message = { chatId: 'u1_u2', name: 'Ana', text: 'Hola' };
    expect(await validateBody(chatMessageSchema, { ...message, sortByDateAndTime: 1 })).toEqual(
      message,
    );
  });

  it('refuses empty, 1001-character and 1 MB messages', async () => {
    const base = { chatId: 'c', name: 'Ana' };
    expect(await errorsOf(chatMessageSchema, { ...base, text: '  ' })).toEqual([
      'Escribe un mensaje',
    ]);
    expect(await errorsOf(chatMessageSchema, { ...base, text: 'x'.repeat(1001) })).toEqual([
      'Este campo no debe tener mas de 1000 caracteres',
    ]);
    expect(await errorsOf(chatMessageSchema, { ...base, text: ONE_MB })).not.toEqual([]);
  });

  it('leaves spam out of the export', () => {
    expect(isExportableChatMessage({ text: 'Compra SPAM aquí' })).toBe(false);
    expect(isExportableChatMessage({ text: 'Buen día' })).toBe(true);
  });
});
