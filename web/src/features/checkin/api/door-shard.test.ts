// @vitest-environment jsdom
import { isDoorShardId } from '@aforo/domain';
import type { Firestore } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doorShardOf } from './door-shard';

// doorShardOf only keys a WeakMap by the instance: any object stands for a Firestore here.
const instance = () => ({}) as unknown as Firestore;

describe('doorShardOf', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps one shard per device: every instance of this browser profile gets the stored one', () => {
    const first = doorShardOf(instance());
    expect(isDoorShardId(first)).toBe(true);
    expect(localStorage.getItem('aforo.doorShard')).toBe(first);
    expect(doorShardOf(instance())).toBe(first);
  });

  it('replaces a stored value that is not a shard id', () => {
    localStorage.setItem('aforo.doorShard', '3');
    const shard = doorShardOf(instance());
    expect(isDoorShardId(shard)).toBe(true);
    expect(localStorage.getItem('aforo.doorShard')).toBe(shard);
  });

  it('without storage, each instance is a device of its own and keeps its shard', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const a = instance();
    const b = instance();
    expect(doorShardOf(a)).toBe(doorShardOf(a));
    expect(doorShardOf(a)).not.toBe(doorShardOf(b));
  });
});
