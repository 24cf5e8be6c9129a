import { describe, expect, it } from 'vitest';
import { hasEnded } from './event-ended';

describe('hasEnded', () => {
  it('reads the end in the events’ zone (Bogotá by default), not the browser’s', () => {
    const congreso = { datetime_to: '2026-05-11 17:00:00' };
    expect(hasEnded(congreso, new Date('2026-11-22T12:00:00Z'))).toBe(true);
    expect(hasEnded(congreso, new Date('2026-05-11T21:00:00Z'))).toBe(false);
    expect(hasEnded({ datetime_to: '2027-03-16 18:00:00' }, new Date('2026-11-22T12:00:00Z'))).toBe(
      false,
    );
  });
});
