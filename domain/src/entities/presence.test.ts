import { describe, expect, it } from 'vitest';
import { PRESENCE_STALE_MS, isOnline, presenceSchema } from './presence.js';
import { errorsOf } from './test-utils.js';

const stamp = (ms: number) => ({
  seconds: Math.floor(ms / 1000),
  nanoseconds: 0,
  toMillis: () => ms,
  toDate: () => new Date(ms),
});

describe('presence', () => {
  it('validates the state', async () => {
    expect(await errorsOf(presenceSchema, { state: 'online' })).toEqual([]);
    expect(await errorsOf(presenceSchema, { state: 'away' })).not.toEqual([]);
  });

  it('treats a stale heartbeat as offline', () => {
    const now = new Date(1_000_000_000);
    const fresh = { state: 'online' as const, last_changed: stamp(now.getTime() - 1000) };
    expect(isOnline(fresh, now)).toBe(true);
    expect(
      isOnline({ ...fresh, last_changed: stamp(now.getTime() - PRESENCE_STALE_MS - 1) }, now),
    ).toBe(false);
    expect(isOnline({ ...fresh, state: 'offline' }, now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
  });
});
