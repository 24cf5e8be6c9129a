import { describe, expect, it } from 'vitest';
import { eventSchema } from './event.js';
import { MESSAGES } from './messages.js';
import { normalizeShortPath, shortPathProblem } from './short-path.js';

describe('short paths', () => {
  it('normalizes what the organizer types: slashes, spaces and capitals', () => {
    expect(normalizeShortPath(' /Feria2027/ ')).toBe('feria2027');
  });

  it('takes lower-case letters, digits and inner dashes, 3 to 40 long', () => {
    expect(shortPathProblem('feria2027')).toBeNull();
    expect(shortPathProblem('expo-sur')).toBeNull();
    for (const bad of ['ab', '-feria', 'feria-', 'fe ria', 'ñandú', 'a'.repeat(41), 'a/b']) {
      expect(shortPathProblem(bad), bad).toBe('shortPathChars');
    }
  });

  it("refuses the app's own first segments", () => {
    expect(shortPathProblem('landing')).toBe('shortPathReserved');
    expect(shortPathProblem('eventadmin')).toBe('shortPathReserved');
  });

  it('is stored normalized by the event schema, empty as null', async () => {
    const base = {
      name: 'Feria de prueba',
      datetime_from: '2027-05-01 09:00:00',
      datetime_to: '2027-05-01 18:00:00',
    };
    expect((await eventSchema.validate({ ...base, short_path: '/Feria2027' })).short_path).toBe(
      'feria2027',
    );
    expect((await eventSchema.validate({ ...base, short_path: '' })).short_path).toBeNull();
    await expect(eventSchema.validate({ ...base, short_path: 'Landing' })).rejects.toThrow(
      MESSAGES.shortPathReserved,
    );
  });
});
