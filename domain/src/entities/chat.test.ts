import { describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  chatParticipantIds,
  isExportableChatMessage,
  participantsAfterMessage,
  participantsAfterReading,
  unreadIn,
} from './chat.js';
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
      'Este campo no debe tener más de 1000 caracteres',
    ]);
    expect(await errorsOf(chatMessageSchema, { ...base, text: ONE_MB })).not.toEqual([]);
  });

  it('leaves spam out of the export', () => {
    expect(isExportableChatMessage({ text: 'Compra SPAM aquí' })).toBe(false);
    expect(isExportableChatMessage({ text: 'Buen día' })).toBe(true);
  });
});

describe('private chat unread counts', () => {
  const pair = [
    { idparticipant: 'u-ana', countmessajes: 2, profilePicUrl: null },
    { idparticipant: 'u-beto', countmessajes: 0, profilePicUrl: null },
  ];

  it('lists the pair sorted, whichever side asks', () => {
    expect(chatParticipantIds('u-beto', 'u-ana')).toEqual(['u-ana', 'u-beto']);
    expect(chatParticipantIds('u-ana', 'u-beto')).toEqual(['u-ana', 'u-beto']);
  });

  it("a message adds one to the other's count only; reading clears one's own", () => {
    const sent = participantsAfterMessage(pair, 'u-ana');
    expect([
      unreadIn({ participants: sent }, 'u-ana'),
      unreadIn({ participants: sent }, 'u-beto'),
    ]).toEqual([2, 1]);
    const read = participantsAfterReading(sent, 'u-ana');
    expect([
      unreadIn({ participants: read }, 'u-ana'),
      unreadIn({ participants: read }, 'u-beto'),
    ]).toEqual([0, 1]);
    expect(unreadIn({ participants: pair }, 'u-nadie')).toBe(0);
  });
});
