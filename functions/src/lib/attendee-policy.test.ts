import { isGunCode } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { newAttendeeId, normalizeEmail, rowEmail } from './attendee-policy';

describe('attendee helpers', () => {
  it('makes ids the gun scanner reads: 24 hex characters mixing digits and letters', () => {
    const ids = Array.from({ length: 200 }, newAttendeeId);
    expect(ids.every(isGunCode)).toBe(true);
    expect(new Set(ids).size).toBe(200);
  });

  it('keys e-mails trimmed and lower-cased, and refuses what cannot be one', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalizeEmail('')).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
    expect(normalizeEmail(`${'x'.repeat(300)}@e.co`)).toBeNull();
  });

  it("reads a row's e-mail whatever the network sent", () => {
    expect(rowEmail({ properties: { email: 'A@b.co' } })).toBe('a@b.co');
    for (const row of [null, 42, 'x', { properties: 42 }, { properties: null }, {}]) {
      expect(rowEmail(row)).toBeNull();
    }
  });
});
